#!/usr/bin/env bash
# Fuzzes the TaskPaper parser and item-path parser with libFuzzer for a bounded time.
#   scripts/fuzz-taskpaper.sh [SECONDS]   (default 60)
# Prints libFuzzer's final line, including the number of executions. Crashes are written to
# .build-fuzz/artifacts/. Not part of CI: it takes one core for the whole duration.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_TO_RUN="${1:-60}"
SCRATCH=.build-fuzz

# One -sanitize flag: with two, the last one wins and coverage instrumentation is lost.
swift build -c release --product taskpaper-fuzz --scratch-path "$SCRATCH" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DTASKPAPER_FUZZ 2>&1 | tail -3

# Seed corpus: the public conformance documents, plus each corpus query on its own.
SEEDS="$SCRATCH/seeds"
mkdir -p "$SEEDS" "$SCRATCH/artifacts" "$SCRATCH/corpus"
cp Tests/TaskPaperTests/Conformance/inputs/*.taskpaper "$SEEDS/"
python3 - "$SEEDS" <<'PY' || true
import json, sys
queries = json.load(open("Tests/TaskPaperTests/Conformance/queries.json"))
for i, q in enumerate(queries):
    doc = open("Tests/TaskPaperTests/Conformance/inputs/" + q["document"], "rb").read()
    open(f"{sys.argv[1]}/query-{i}", "wb").write(q["query"].encode() + b"\0" + doc[:2000])
PY

BINARY=$(swift build -c release --scratch-path "$SCRATCH" --show-bin-path)/taskpaper-fuzz
LOG="$SCRATCH/fuzz.log"
SWIFT_BACKTRACE=enable=no "$BINARY" "$SCRATCH/corpus" "$SEEDS" \
  -max_total_time="$SECONDS_TO_RUN" -max_len=4096 -artifact_prefix="$SCRATCH/artifacts/" \
  -print_final_stats=1 2>"$LOG" || { tail -40 "$LOG"; exit 1; }
grep -E "^Done|stat::number_of_executed_units" "$LOG"
