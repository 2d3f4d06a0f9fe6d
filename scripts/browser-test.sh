#!/usr/bin/env bash
# Real-browser test of `triptych serve`: installs Chromium, chromedriver and Selenium when
# missing, then, each against its own server on a free loopback port:
#   - the TaskManager, on a temporary database, once per architecture the server reports
#     (`triptych serve --list-architectures`), each with a fresh account created through the
#     CLI: scripts/browser/taskmanager_test.py, screenshots in artifacts/screenshots/<arch>/;
#   - the same account open in two windows (two browser sessions), once per architecture on
#     that server, each with a second fresh account: scripts/browser/two_windows_test.py
#     (issue 15: never the wrong item, never a silently lost edit, other windows catch up),
#     screenshots in artifacts/screenshots/two-windows-<arch>/;
#   - the side-by-side page, /compare, reached from the login screen: every variant has its
#     lane at each step (scripts/browser/compare_test.py, screenshots in
#     artifacts/screenshots/compare/);
#   - the gallery, /gallery, reached from the login screen: one state in every variant, then
#     every state of TCA saved as PNGs at desktop and phone width (scripts/browser/gallery_test.py,
#     screenshots in artifacts/screenshots/gallery/);
#   - when a documentation site has been built (`triptych docs`, as CI does; the folder is
#     $TRIPTYCH_DOCS_SITE, by default .build/documentation-site), the same server serves it
#     (`--docs`): the login screen's Documentation link, the landing page, a kit's page and
#     a tutorial page, each drawn by DocC's script without a console error
#     (scripts/browser/docs_test.py, screenshots in artifacts/screenshots/docs/);
#   - a graceful restart under a signed-in page with unsaved typing (an account of its own):
#     scripts/browser/restart_test.py, screenshots in artifacts/screenshots/restart/;
#   - the WebHost demo (`triptych serve --demo`): scripts/browser/demo_test.py, screenshots in
#     artifacts/screenshots/demo/; then, on the same server, scripts/browser/patch_test.py
#     compares the patched page with a whole render after each event (screenshots in
#     artifacts/screenshots/patches/).
# Every server must stop promptly and cleanly on SIGTERM. Exits non-zero, with a
# "browser-test: FAILED …" line, when any step fails (a two-window run at the end, after the
# other variants and steps ran).
set -euo pipefail
cd "$(dirname "$0")/.."

step="setting up"
reported=""
fail() { echo "browser-test: FAILED while $step: $1" >&2; reported=1; exit 1; }
server=""
work=""
servers_ab=""
postgres_folder=""
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  # shellcheck disable=SC2086 # one pid per word
  if [ -n "$servers_ab" ]; then kill $servers_ab 2>/dev/null || true; fi
  if [ -n "$postgres_folder" ]; then scripts/postgres-server.sh stop "$postgres_folder" || true; fi
  rm -rf "$work"
}
trap 'status=$?; cleanup; [ "$status" -eq 0 ] || [ -n "$reported" ] ||
  echo "browser-test: FAILED while $step (exit $status)" >&2' EXIT

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

step="installing chromium and chromedriver"
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  echo "Installing chromium and chromium-driver (Debian)…"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
fi

step="installing selenium"
venv=.build-venv/browser
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c "import selenium" 2>/dev/null; then
  echo "Installing selenium (PyPI) into $venv…"
  "$venv/bin/pip" install --quiet selenium
fi

step="building triptych"
swift build --product triptych
triptych=.build/debug/triptych
screenshots=artifacts/screenshots
# Screenshots of older runs lay directly in $screenshots; each walk-through now has a folder.
rm -f "$screenshots"/*.png
work=$(mktemp -d)
server_log=""

stop_server() {
  [ -n "$server" ] || return 0
  # Graceful shutdown on SIGTERM: the server must exit by itself, promptly and cleanly.
  kill -TERM "$server"
  for _ in $(seq 1 50); do kill -0 "$server" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$server" 2>/dev/null; then cat "$server_log"; fail "the server ignored SIGTERM"; fi
  local status=0
  wait "$server" || status=$?
  server=""
  [ "$status" -eq 0 ] || { cat "$server_log"; fail "the server exited with status $status after SIGTERM"; }
  echo "Server stopped gracefully."
}

# Starts `triptych serve ARGS…` on a free port and sets $url once it listens.
start_server() {
  server_log="$work/server-$RANDOM.log"
  "$triptych" serve --port 0 --log-level warning "$@" >"$server_log" 2>&1 &
  server=$!
  url=""
  for _ in $(seq 1 100); do
    url=$(sed -n 's/^Triptych is running at //p' "$server_log" | head -n 1)
    [ -n "$url" ] && break
    kill -0 "$server" 2>/dev/null || { cat "$server_log"; server=""; fail "the server exited early"; }
    sleep 0.1
  done
  [ -n "$url" ] || { cat "$server_log"; fail "the server did not start"; }
  echo "Server at $url"
}

# The documentation site, when one was built: served by the TaskManager's server.
docs_site=${TRIPTYCH_DOCS_SITE:-.build/documentation-site}
# The tutorial page the docs walk-through opens, under /docs/: the login tutorial's first
# chapter (DocC puts each tutorial at tutorials/<catalog>/<file name>, lowercased, and the table
# of contents at tutorials/<its name>). Empty: the site's first tutorial page by name, or a
# kit's page when the site has no tutorial.
docs_tutorial_page=${DOCS_TUTORIAL_PAGE-tutorials/logintutorial/loginintca}
docs_arguments=()
if [ -f "$docs_site/index.html" ]; then
  docs_arguments=(--docs "$docs_site")
  if [ -z "$docs_tutorial_page" ]; then
    docs_tutorial_page=$(cd "$docs_site" && { find tutorials -mindepth 3 -name index.html 2>/dev/null || true; } |
      sort | head -n 1 | xargs -r dirname)
  fi
  docs_tutorial_page=${docs_tutorial_page:-documentation/composable}
fi

# The TaskManager, once per architecture this build serves.
step="listing the architectures"
architectures=$("$triptych" serve --list-architectures)
[ -n "$architectures" ] || fail "triptych serve --list-architectures printed nothing"
database="$work/triptych.sqlite"
two_windows_failed=""
step="starting the TaskManager server"
start_server --database "$database" "${docs_arguments[@]}"
cat "$server_log"
for architecture in $architectures; do
  username="walker-$architecture"
  password="walk-$RANDOM-$RANDOM-through"
  step="creating the account $username"
  printf '%s\n' "$password" | "$triptych" user add "$username" --database "$database"
  step="walking through the TaskManager ($architecture)"
  rm -rf "${screenshots:?}/$architecture"
  echo "TaskManager walk-through, $architecture: screenshots in $screenshots/$architecture/"
  "$venv/bin/python" scripts/browser/taskmanager_test.py "$url" "$screenshots/$architecture" \
    --architecture "$architecture" --username "$username" --password "$password"

  username="two-windows-$architecture"
  password="walk-$RANDOM-$RANDOM-windows"
  step="creating the account $username"
  printf '%s\n' "$password" | "$triptych" user add "$username" --database "$database"
  step="two windows of one account ($architecture)"
  rm -rf "${screenshots:?}/two-windows-$architecture"
  echo "Two windows, $architecture: screenshots in $screenshots/two-windows-$architecture/"
  # A failure here is reported at the end, so every variant's two-window run is seen.
  "$venv/bin/python" scripts/browser/two_windows_test.py "$url" "$screenshots/two-windows-$architecture" \
    --architecture "$architecture" --username "$username" --password "$password" ||
    two_windows_failed="$two_windows_failed $architecture"
done
step="comparing the architectures side by side (/compare)"
rm -rf "${screenshots:?}/compare"
echo "Side by side: screenshots in $screenshots/compare/"
# shellcheck disable=SC2086 # one argument per architecture
"$venv/bin/python" scripts/browser/compare_test.py "$url" "$screenshots/compare" $architectures
step="every screen in every state (/gallery)"
rm -rf "${screenshots:?}/gallery"
echo "Gallery: screenshots in $screenshots/gallery/"
# shellcheck disable=SC2086 # one argument per architecture
"$venv/bin/python" scripts/browser/gallery_test.py "$url" "$screenshots/gallery" $architectures
docs_checked="no documentation site"
if [ ${#docs_arguments[@]} -gt 0 ]; then
  step="reading the documentation (/docs)"
  rm -rf "${screenshots:?}/docs"
  echo "Documentation: screenshots in $screenshots/docs/"
  "$venv/bin/python" scripts/browser/docs_test.py "$url" "$screenshots/docs" "$docs_tutorial_page"
  docs_checked="docs"
else
  echo "No documentation site at $docs_site (build one with triptych docs): /docs not checked."
fi
step="stopping the TaskManager server"
stop_server

# A graceful restart with unsaved typing: the script runs its own servers on the same database.
step="creating the account walker-restart"
username="walker-restart"
password="walk-$RANDOM-$RANDOM-restart"
printf '%s\n' "$password" | "$triptych" user add "$username" --database "$database"
step="restarting the server under a signed-in page"
rm -rf "${screenshots:?}/restart"
echo "Restart walk-through: screenshots in $screenshots/restart/"
"$venv/bin/python" scripts/browser/restart_test.py "$triptych" "$database" "$screenshots/restart" \
  --username "$username" --password "$password"

# Two servers sharing PostgreSQL (issue 40): window A on server A, window B on server B, every
# two-window scenario across servers. The servers run until the cleanup; PostgreSQL is a
# throw-away cluster of its own.
step="starting PostgreSQL for two servers"
postgres_folder="$work/postgres"
mkdir -p "$postgres_folder"
chmod 755 "$work"
postgres_url=$(scripts/postgres-server.sh start "$postgres_folder") ||
  fail "PostgreSQL did not start (scripts/postgres-server.sh; apt-get install postgresql)"
step="starting two servers on one PostgreSQL database"
start_server --database "$postgres_url"
server_a=$server url_a=$url
start_server --database "$postgres_url"
server_b=$server url_b=$url
servers_ab="$server_a $server_b"
server=""
for architecture in tca mvvm; do
  username="two-servers-$architecture"
  password="walk-$RANDOM-$RANDOM-servers"
  step="creating the account $username on PostgreSQL"
  printf '%s\n' "$password" | "$triptych" user add "$username" --database "$postgres_url"
  step="two windows on two servers ($architecture)"
  rm -rf "${screenshots:?}/two-servers-$architecture"
  echo "Two servers, $architecture: screenshots in $screenshots/two-servers-$architecture/"
  "$venv/bin/python" scripts/browser/two_windows_test.py "$url_a" "$screenshots/two-servers-$architecture" \
    --url-b "$url_b" --architecture "$architecture" --username "$username" --password "$password" ||
    two_windows_failed="$two_windows_failed two-servers-$architecture"
done
step="stopping the two servers"
kill "$server_a" "$server_b" 2>/dev/null || true
wait "$server_a" "$server_b" 2>/dev/null || true
servers_ab=""
scripts/postgres-server.sh stop "$postgres_folder"
postgres_folder=""

# The WebHost demo: generic host behaviour (sheets, Return, alerts, live updates, escaping).
step="starting the demo server"
start_server --demo
step="walking through the demo"
rm -rf "${screenshots:?}/demo"
echo "Demo walk-through: screenshots in $screenshots/demo/"
"$venv/bin/python" scripts/browser/demo_test.py "$url" "$screenshots/demo"
step="comparing patched pages with whole renders in the demo"
rm -rf "${screenshots:?}/patches"
echo "Patch walk-through: screenshots in $screenshots/patches/"
"$venv/bin/python" scripts/browser/patch_test.py "$url" "$screenshots/patches"
step="patching the demo without WebSocket (fetch and server-sent events)"
"$venv/bin/python" scripts/browser/patch_test.py "$url" "$screenshots/patches-fetch" --no-websocket
step="stopping the demo server"
stop_server

step="finishing"
[ -z "$two_windows_failed" ] ||
  fail "two windows of one account failed on:$two_windows_failed (see its output above)"
echo "browser-test: passed ($(echo $architectures | tr ' ' ','), two windows each, $docs_checked, restart, two servers on PostgreSQL, demo, patches); screenshots in $screenshots/"
