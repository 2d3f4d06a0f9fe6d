#!/usr/bin/env bash
# Lints the page script's files (Sources/WebHost/PageScript) with ESLint, using the checked-in
# .eslintrc.json; any finding fails. Installs Debian's eslint if it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v eslint >/dev/null 2>&1; then
  apt-get update && apt-get install -y eslint
fi
# Debian's eslint keeps its modules in /usr/share/nodejs, which a Node.js installed from
# elsewhere (NodeSource's, on these machines) does not search by itself.
NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}" \
  eslint --no-eslintrc --config .eslintrc.json --max-warnings 0 Sources/WebHost/PageScript
echo "page script: lint clean"
