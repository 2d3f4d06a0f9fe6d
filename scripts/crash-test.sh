#!/usr/bin/env bash
# Crash test of the TaskManager database: a writer applies numbered edits and prints each one
# once it is acknowledged; it is killed with SIGKILL at a random moment, and the database is
# checked (every acknowledged edit present, PRAGMA integrity_check ok). Repeated TRIALS times
# on the same file, each trial restarting the writer where the last one stopped. WRITERS
# processes write at once (each its own numbers, each edit made on the revision that writer
# last saw, so the store must merge the others' edits), each killed at its own moment.
#
#   scripts/crash-test.sh [TRIALS] [WRITERS] [--postgres]     (defaults 100 and 2)
#
# --postgres: the writers are processes sharing one PostgreSQL database (a throw-away server
# from scripts/postgres-server.sh, fsync on), as several servers would; each SIGKILL then
# leaves an open transaction for the server to roll back.
set -euo pipefail
cd "$(dirname "$0")/.."

trials="${1:-100}"
writers="${2:-2}"
engine=sqlite
[[ "${3:-}" == "--postgres" ]] && engine=postgres
swift build --product triptych-crash-writer >/dev/null
writer="$(swift build --show-bin-path)/triptych-crash-writer"

work="$(mktemp -d)"
if [[ $engine == postgres ]]; then
  # The server runs as another user (not root), who must reach its folder in here.
  chmod 755 "$work"
  trap 'scripts/postgres-server.sh stop "$work/postgres"; rm -rf "$work"' EXIT
  database="$(scripts/postgres-server.sh start "$work/postgres")"
else
  trap 'rm -rf "$work"' EXIT
  database="$work/crash.sqlite"
fi
acked="$work/acked.txt"
: >"$acked"
# The account exists before the writers race to use it.
"$writer" write --database "$database" --user crash --count 0 2>>"$work/writer.log"

for trial in $(seq 1 "$trials"); do
  pids=()
  for lane in $(seq 0 $((writers - 1))); do
    # Each acknowledgement is one O_APPEND write(2): lines from several writers never mix.
    "$writer" write --database "$database" --user crash --lane "$lane" --lanes "$writers" \
      >>"$acked" 2>>"$work/writer.log" &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do
    # 50–800 ms: sometimes while opening or loading, mostly in the middle of a commit.
    sleep "$(awk -v r="$RANDOM" 'BEGIN { printf "%.3f", 0.05 + (r % 750) / 1000 / 2 }')"
    kill -KILL "$pid" 2>/dev/null || true
  done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  if grep -q "crash-writer:" "$work/writer.log"; then
    echo "crash test: FAILED at trial $trial: a writer stopped with an error" >&2
    cat "$work/writer.log" >&2
    exit 1
  fi
  if ! result="$("$writer" check --database "$database" --user crash --acked "$acked")"; then
    echo "crash test: FAILED at trial $trial" >&2
    cat "$work/writer.log" >&2
    exit 1
  fi
  if [[ $engine == sqlite ]] && command -v sqlite3 >/dev/null; then
    integrity="$(sqlite3 "$database" 'PRAGMA integrity_check')"
    if [ "$integrity" != "ok" ]; then
      echo "crash test: FAILED at trial $trial: sqlite3 integrity_check: $integrity" >&2
      exit 1
    fi
  fi
done
echo "crash test ($engine): $trials trials, $writers concurrent writers (SIGKILL at random" \
  "moments), 0 failures; last check: $result"
