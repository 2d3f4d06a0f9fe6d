#!/usr/bin/env bash
# Two `triptych serve` processes on one PostgreSQL database behind nginx, configured as
# Docs/Deployment/nginx-two-servers.conf says (issue 40): the config passes `nginx -t`, and
# every request of a session reaches the server holding it, by the `triptych_route` cookie.
# Without that cookie the same requests land on either server, and the other one answers
# "session ended": the check that the routing is what keeps sessions alive.
#
#   scripts/nginx-two-servers-test.sh
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v nginx >/dev/null; then
  apt-get update -qq && apt-get install -y -qq nginx >/dev/null
fi
swift build --product triptych >/dev/null
triptych="$(swift build --show-bin-path 2>/dev/null)/triptych"

work="$(mktemp -d)"
chmod 755 "$work"
pids=()
cleanup() {
  [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  scripts/postgres-server.sh stop "$work/postgres" || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "nginx two-server test: FAILED: $1" >&2; exit 1; }

database="$(scripts/postgres-server.sh start "$work/postgres")"
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

ports=()
for route in a b; do
  port=$(free_port)
  "$triptych" serve --database "$database" --port "$port" --route "$route" --log-level warning \
    >"$work/server-$route.log" 2>&1 &
  pids+=($!)
  ports+=("$port")
done
for route in a b; do
  for _ in $(seq 1 100); do grep -q "is running at" "$work/server-$route.log" && break; sleep 0.1; done
  grep -q "is running at" "$work/server-$route.log" || { cat "$work/server-$route.log"; fail "server $route did not start"; }
done

proxy_port=$(free_port)
sed -e "s/127.0.0.1:8081/127.0.0.1:${ports[0]}/g" -e "s/127.0.0.1:8082/127.0.0.1:${ports[1]}/g" \
  -e "s/listen 127.0.0.1:8080;/listen 127.0.0.1:$proxy_port;/" \
  Docs/Deployment/nginx-two-servers.conf >"$work/nginx.conf"
nginx_globals="pid $work/nginx.pid; error_log $work/nginx-error.log;"
nginx -t -q -c "$work/nginx.conf" -g "$nginx_globals" || fail "nginx -t refused the configuration"
nginx -c "$work/nginx.conf" -g "$nginx_globals"
for _ in $(seq 1 50); do [ -f "$work/nginx.pid" ] && break; sleep 0.1; done

proxy="http://127.0.0.1:$proxy_port/"
status() { curl -s -o /dev/null -w '%{http_code}' "$@"; }
# Several visitors, so both servers start sessions.
sticky=0
for visitor in $(seq 1 6); do
  jar="$work/jar-$visitor"
  [ "$(status -c "$jar" "$proxy")" = 200 ] || fail "a first visit was not answered with the page"
  grep -q triptych_route "$jar" || fail "no triptych_route cookie beside the session's"
  for _ in $(seq 1 10); do
    code=$(status -b "$jar" "$proxy")
    [ "$code" = 200 ] || fail "a request of visitor $visitor's session got $code through the proxy"
    sticky=$((sticky + 1))
  done
done
routes=$(grep -h triptych_route "$work"/jar-* | awk '{print $NF}' | sort -u | tr '\n' ' ')
# The session cookie alone (no route): requests spread over both servers; the one without
# the session says it ended.
grep -v triptych_route "$work/jar-1" >"$work/jar-session-only"
ended=0
for _ in $(seq 1 10); do
  [ "$(status -b "$work/jar-session-only" "$proxy")" = 410 ] && ended=$((ended + 1))
done
[ "$ended" -gt 0 ] || fail "without the route cookie no request reached the other server (is the upstream balancing?)"
echo "nginx two-server test: nginx -t ok; $sticky requests of 6 sessions all reached their server" \
  "(routes seen: ${routes% }); without the route cookie $ended of 10 got 'session ended'"
