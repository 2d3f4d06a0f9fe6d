#!/usr/bin/env bash
# Checks the subjects of the commits since the rule began (or those given as a git range):
# at most 72 characters, and "Area: what" with an area from scripts/commit-areas.txt.
#
#   scripts/check-commit-subjects.sh            # every commit since the rule began
#   scripts/check-commit-subjects.sh HEAD~1..   # the last commit
set -euo pipefail
cd "$(dirname "$0")/.."
# The last commit before the rule; older subjects stay as they were written.
rule_began=bfe07e1e41b476161d8cb9b432863e0840714379
range="${1:-$rule_began..HEAD}"
if [[ $# -eq 0 ]] && ! git cat-file -e "$rule_began^{commit}" 2>/dev/null; then
  range="HEAD~1..HEAD"  # a shallow clone: the newest commit only
fi
mapfile -t areas < <(grep -v '^#' scripts/commit-areas.txt | grep -v '^$')
is_area() {
  local candidate=$1 area
  for area in "${areas[@]}"; do [[ $candidate == "$area" ]] && return 0; done
  return 1
}
failures=0
while IFS=$'\t' read -r hash subject; do
  [[ -z $hash ]] && continue
  problem=""
  if (( ${#subject} > 72 )); then
    problem="${#subject} characters (at most 72)"
  elif [[ $subject != *": "* ]]; then
    problem="no \"Area: \" prefix"
  else
    prefix=${subject%%: *}
    IFS=',' read -ra parts <<< "$prefix"
    for part in "${parts[@]}"; do
      part=${part# }
      if ! is_area "$part"; then problem="unknown area \"$part\" (scripts/commit-areas.txt)"; fi
    done
  fi
  if [[ -n $problem ]]; then
    echo "${hash:0:8} $subject"
    echo "         $problem"
    failures=$((failures + 1))
  fi
done < <(git log --no-merges --format='%H%x09%s' "$range")
if (( failures > 0 )); then
  echo "commit subjects: $failures to fix"
  exit 1
fi
echo "commit subjects: all within the rule ($range)"
