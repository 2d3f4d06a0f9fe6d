#!/usr/bin/env bash
# Real-browser test of `triptych serve`: installs Chromium, chromedriver and Selenium when
# missing, starts the server on a free loopback port, clicks through the demo app with
# scripts/browser/demo_test.py (screenshots in artifacts/screenshots/), then stops the server.
# Exits non-zero when a step fails.
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  echo "Installing chromium and chromium-driver (Debian)…"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
fi

venv=.build-venv/browser
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c "import selenium" 2>/dev/null; then
  echo "Installing selenium (PyPI) into $venv…"
  "$venv/bin/pip" install --quiet selenium
fi

swift build --product triptych
screenshots=artifacts/screenshots
mkdir -p "$screenshots"
log=$(mktemp)
.build/debug/triptych serve --port 0 --log-level warning >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -f "$log"' EXIT

url=""
for _ in $(seq 1 100); do
  url=$(sed -n 's/^Triptych is running at //p' "$log" | head -n 1)
  [ -n "$url" ] && break
  kill -0 "$server" 2>/dev/null || { cat "$log"; echo "The server exited early." >&2; exit 1; }
  sleep 0.1
done
[ -n "$url" ] || { cat "$log"; echo "The server did not start." >&2; exit 1; }
echo "Server at $url"

"$venv/bin/python" scripts/browser/demo_test.py "$url" "$screenshots"

# Graceful shutdown on SIGTERM: the server must exit by itself, promptly and cleanly.
kill -TERM "$server"
for _ in $(seq 1 50); do kill -0 "$server" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$server" 2>/dev/null; then echo "The server ignored SIGTERM." >&2; exit 1; fi
wait "$server" || { echo "The server exited with an error after SIGTERM." >&2; cat "$log"; exit 1; }
echo "Server stopped gracefully."
