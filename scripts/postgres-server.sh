#!/usr/bin/env bash
# A throw-away PostgreSQL server for tests: Debian's `postgresql` package, a new cluster in a
# folder of its own, listening on a free loopback port (and a socket in that folder), run as a
# user that is not root (PostgreSQL refuses root). Nothing outside the folder is touched.
#
#   scripts/postgres-server.sh start DIR [--fast]   # prints the database URL on stdout
#   scripts/postgres-server.sh stop DIR
#
# `--fast` turns fsync off and allows 1,000 connections: for unit tests, which create a
# database per test and run at once. The crash and two-server tests leave fsync on, so a commit
# is on disk when it is acknowledged.
# Exit status 3 (with the reason on stderr) when no server can be started here, so callers can
# say why they skip instead of failing later with a connection error.
set -euo pipefail

command=${1:-}
dir=${2:-}
if [[ -z "$command" || -z "$dir" ]]; then
  echo "usage: $0 start|stop DIR [--fast]" >&2
  exit 2
fi

bin=""
for candidate in /usr/lib/postgresql/*/bin; do
  [[ -x "$candidate/pg_ctl" ]] && bin=$candidate
done
if [[ -z "$bin" ]]; then
  echo "PostgreSQL is not installed (apt-get install postgresql)" >&2
  exit 3
fi

# As root, the server runs as Debian's `postgres` user; otherwise as whoever calls.
as_server_user() {
  if [[ $(id -u) -eq 0 ]]; then
    if ! id postgres >/dev/null 2>&1; then
      echo "running as root and there is no 'postgres' user to run the server as" >&2
      exit 3
    fi
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

case "$command" in
start)
  fast=no
  [[ "${3:-}" == "--fast" ]] && fast=yes
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  [[ $(id -u) -eq 0 ]] && chown postgres "$dir"
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  as_server_user "$bin/initdb" -D "$dir/data" -U triptych --auth=trust --encoding=UTF8 \
    --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 || {
    echo "initdb failed: $(tail -3 "$dir/initdb.log")" >&2
    exit 3
  }
  options="-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir"
  # Swift Testing runs every test at once: the tests' databases (a few connections each, two
  # or three databases per test) can hold several hundred connections together.
  connections=200
  [[ $fast == yes ]] && connections=1000
  options="$options -c max_connections=$connections"
  [[ $fast == yes ]] && options="$options -c fsync=off -c full_page_writes=off -c synchronous_commit=off"
  as_server_user "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -o "$options" -w -t 60 start \
    >"$dir/pg_ctl.log" 2>&1 || {
    echo "the server did not start: $(tail -3 "$dir/server.log" 2>/dev/null)" >&2
    exit 3
  }
  as_server_user "$bin/createdb" -h 127.0.0.1 -p "$port" -U triptych triptych
  echo "$port" >"$dir/port"
  echo "postgres://triptych@127.0.0.1:$port/triptych"
  ;;
stop)
  [[ -d "$dir/data" ]] || exit 0
  as_server_user "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  ;;
*)
  echo "usage: $0 start|stop DIR [--fast]" >&2
  exit 2
  ;;
esac
