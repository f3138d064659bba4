#!/usr/bin/env bash
# Builds the Docker image from the committed tree (git archive HEAD, or IMAGE_TREE=<any tree-ish>) and
# checks it as an operator would: health, the login page, rendered PNGs, a wallet sign-in and
# registration kept across a new container on the same /data volume (and refused to a second one while the
# first runs), no root, a clean stop on SIGTERM, the HEALTHCHECK, then the same image on the
# host's PostgreSQL and Redis. One PASS/FAIL line per check; the image's size (FAIL over 300 MB) and the
# total time at the end. Uses docker or podman, installing podman where neither works (root + apt-get);
# where that cannot be done it exits 77 after saying why (scripts/test.sh reports it as skipped).
# Keeps the image and its base images, so a second run is quick; removes its containers and volume.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
STARTED=$EPOCHREALTIME
MAX_MB=300
TAG=localhost/sapphire-town:test
NAME=sapphire-town-test-$$
VOLUME=$NAME-data
PG_SERVER_URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
PG_DB=st_image_test
REDIS_URL_HOST="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"
WORK=$(mktemp -d)
passed=0
failed=0

say() { printf '\n== %s\n' "$*"; }
since() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }'; }
pass() { passed=$((passed + 1)); echo "  PASS  $*"; }
fail() { failed=$((failed + 1)); echo "  FAIL  $*"; }
skip() { echo "image test skipped: $*" >&2; exit 77; }
# Ends the run: 77 (skipped, already said why) or a failure with its reason.
exit_with() { [ "$1" = 77 ] && exit 77; fail "$2"; summary; }

# shellcheck source=scripts/image/engine.sh
source scripts/image/engine.sh
# shellcheck source=scripts/image/base-images.sh
source scripts/image/base-images.sh

engine() { "${ENGINE_CMD[@]}" "$@"; }

cleanup() {
  if [ -n "${ENGINE:-}" ]; then
    engine rm -f "$NAME" >/dev/null 2>&1
    engine volume rm -f "$VOLUME" >/dev/null 2>&1
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT

summary() {
  say "image summary"
  [ -n "${SIZE_MB:-}" ] && echo "  image size     $SIZE_MB MB (limit $MAX_MB MB)"
  [ -n "${BUILD_S:-}" ] && echo "  build          $BUILD_S s"
  echo "  total          $(since "$STARTED") s"
  echo
  echo "image: $passed passed, $failed failed"
  [ "$failed" = 0 ]
  exit
}

# A free loopback port for the container (it shares the host's network).
free_port() { bun -e 'const s = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() }); console.log(s.port); s.stop(true)'; }

# Waits until /api/health answers 200, at most 90 s; prints the seconds it took.
wait_healthy() {
  local url="$1" t0=$EPOCHREALTIME
  for _ in $(seq 180); do
    if curl -sf -o /dev/null --max-time 2 "$url/api/health"; then since "$t0"; return 0; fi
    [ "$(engine inspect -f '{{.State.Running}}' "$NAME" 2>/dev/null)" = true ] || return 1
    sleep 0.5
  done
  return 1
}

# Starts the image as $NAME on the host's network with the given extra `-e` settings.
start() {
  PORT=$(free_port)
  URL="http://127.0.0.1:$PORT"
  engine run -d --name "$NAME" --network host -v "$VOLUME:/data" \
    -e PORT="$PORT" -e PUBLIC_URL="$URL" -e SESSION_SECRET="$SECRET" "$@" "$TAG" >/dev/null 2>>"$WORK/engine.err" || {
    fail "the container does not start: $(tail -3 "$WORK/engine.err")"
    return 1
  }
  local took
  if took=$(wait_healthy "$URL"); then
    pass "container started, healthy after $took s"
  else
    fail "container did not become healthy; its log:"
    engine logs "$NAME" 2>&1 | tail -20 | sed 's/^/        /'
    return 1
  fi
}

# Runs one phase of scripts/image/checks.ts, counting its PASS/FAIL lines.
checks() {
  local out
  out=$(bun scripts/image/checks.ts "$@" 2>&1)
  echo "$out"
  passed=$((passed + $(grep -c '^  PASS' <<<"$out")))
  failed=$((failed + $(grep -c '^  FAIL' <<<"$out")))
  grep -q '^  \(PASS\|FAIL\)' <<<"$out" || fail "checks.ts $1 ran no check"
}

# SIGTERM through `stop -t 10`: the server drains and exits by itself, well before the kill.
stop_cleanly() {
  local t0=$EPOCHREALTIME took code log
  engine stop -t 10 "$NAME" >/dev/null 2>>"$WORK/engine.err"
  took=$(since "$t0")
  code=$(engine inspect -f '{{.State.ExitCode}}' "$NAME")
  if awk -v t="$took" 'BEGIN { exit !(t < 8) }' && { [ "$code" = 0 ] || [ "$code" = 143 ]; }; then
    pass "SIGTERM: stopped in $took s with exit code $code"
  else
    fail "SIGTERM: stop took $took s (limit 8), exit code $code"
  fi
  log=$(engine logs "$NAME" 2>&1)
  if grep -q '"msg":"draining"' <<<"$log" && grep -q '"msg":"stopped"' <<<"$log"; then
    pass "the log shows the drain, then the stop"
  else
    fail "no drain/stopped lines in the log: $(tail -3 <<<"$log" | tr '\n' ' ')"
  fi
  engine rm "$NAME" >/dev/null 2>>"$WORK/engine.err"
}

# The image's own HEALTHCHECK command, run in the container as the engine would.
check_healthcheck() {
  local cmd
  cmd=$(engine image inspect -f '{{index .Config.Healthcheck.Test 1}}' "$TAG" 2>/dev/null)
  if [ -z "$cmd" ]; then
    fail "no HEALTHCHECK in the image config"
  elif engine exec "$NAME" sh -c "$cmd"; then
    pass "HEALTHCHECK in the image config, and it passes: $(cut -c1-60 <<<"$cmd")..."
  else
    fail "the image's HEALTHCHECK fails: $cmd"
  fi
}

# Every production dependency loads from the pruned node_modules, the lazily loaded Magic SDK included.
check_imports() {
  local out
  if out=$(engine exec "$NAME" bun -e "$(cat scripts/image/in-container.ts)" 2>&1); then
    pass "all $out production dependencies load; the Magic SDK validates a DID token"
  else
    fail "a production dependency does not load: $(tail -4 <<<"$out" | tr '\n' ' ')"
  fi
}

check_user() {
  local uid
  uid=$(engine exec "$NAME" id -u 2>&1)
  if [ "$uid" != 0 ] && [ -n "$uid" ] && engine exec "$NAME" sh -c 'grep -q "^Uid:[[:space:]]*[1-9]" /proc/1/status'; then
    pass "runs as uid $uid ($(engine exec "$NAME" id -un)), not root"
  else
    fail "runs as root (uid $uid)"
  fi
}

# One process at a time on the volume's PGlite folder (decision 0060): the operator's database command
# beside the running server, and a second container on the same volume, are refused and say why.
check_one_holder() {
  local out code
  out=$(engine exec "$NAME" bun run admin status 2>&1)
  code=$?
  if [ "$code" = 75 ] && grep -q 'is in use by another process' <<<"$out"; then
    pass "bun run admin status beside the server refuses the PGlite folder (exit 75): $(grep -o 'in use by another process ([^)]*)' <<<"$out")"
  else
    fail "bun run admin status beside the server: exit $code, $(tail -2 <<<"$out" | tr '\n' ' ')"
  fi
  out=$(timeout 90 "${ENGINE_CMD[@]}" run --rm --network host -v "$VOLUME:/data" -e PORT="$(free_port)" -e PUBLIC_URL="$URL" -e SESSION_SECRET="$SECRET" "$TAG" 2>&1)
  code=$?
  if [ "$code" = 1 ] && grep -q 'is in use by another process' <<<"$out"; then
    pass "a second container on the same volume exits 1 once its wait is over, naming the folder's holder"
  else
    fail "a second container on the same volume: exit $code, $(tail -2 <<<"$out" | tr '\n' ' ')"
  fi
}

command -v bun >/dev/null || { echo "bun is missing: run npm ci first (the checks run on the host with the project's Bun)" >&2; exit 1; }

say "container engine"
find_engine
echo "  $ENGINE: $(engine --version)"
FORMAT_FLAG=()
# podman's default OCI format drops HEALTHCHECK.
[ "$ENGINE" = podman ] && FORMAT_FLAG=(--format docker)

say "base images"
t0=$EPOCHREALTIME
ensure_base_images
echo "  NODE_IMAGE=$NODE_BASE"
echo "  BUN_IMAGE=$BUN_BASE ($(since "$t0") s)"

TREE=${IMAGE_TREE:-HEAD}
say "building $TAG from $TREE ($(git rev-parse --short "$TREE"); uncommitted changes are not in it)"
mkdir "$WORK/context" && git archive "$TREE" | tar -x -C "$WORK/context"
# One timestamp for every file: the layer cache then follows contents only, across commits.
find "$WORK/context" -exec touch -h -d @0 {} +
build_flags=(--network host "${FORMAT_FLAG[@]}" --build-arg "NODE_IMAGE=$NODE_BASE" --build-arg "BUN_IMAGE=$BUN_BASE")
# npm inside the build trusts this machine's CA bundle (an intercepting proxy's authority may be in it).
[ -s /etc/ssl/certs/ca-certificates.crt ] && build_flags+=(--secret id=ca-certificates,src=/etc/ssl/certs/ca-certificates.crt)
t0=$EPOCHREALTIME
# The two dependency stages are tagged too, so that pruning what the build left over (podman, in our own
# store) keeps the npm ci layer for the next run.
for target in deps runtime-deps ""; do
  log="$WORK/build-${target:-image}.log"
  if ! engine build "${build_flags[@]}" ${target:+--target "$target"} -t "$TAG${target:+-$target}" "$WORK/context" >"$log" 2>&1; then
    tail -40 "$log"
    exit_with 1 "the image does not build"
  fi
done
BUILD_S=$(since "$t0")
pass "image built in $BUILD_S s ($(grep -c -i 'using cache' "$WORK/build-image.log") of its steps from the layer cache)"
if [ "$ENGINE" = podman ] && [[ " ${ENGINE_CMD[*]} " == *" --root $PODMAN_ROOT "* ]]; then
  engine image prune -f >/dev/null 2>&1
  echo "  podman's store for this test ($PODMAN_ROOT): $(du -sh "$PODMAN_ROOT" 2>/dev/null | cut -f1)"
fi

SIZE_MB=$(( $(engine image inspect -f '{{.Size}}' "$TAG") / 1000000 ))
if [ "$SIZE_MB" -le "$MAX_MB" ]; then pass "image size $SIZE_MB MB (limit $MAX_MB MB)"; else fail "image size $SIZE_MB MB is over $MAX_MB MB"; fi

SECRET=$(bun -e 'console.log(crypto.randomUUID() + crypto.randomUUID())')

say "on PGlite, with a /data volume"
if start; then
  checks serve "$URL" pglite
  checks write "$URL" "$WORK/state.json"
  check_user
  check_healthcheck
  check_imports
  check_one_holder
  stop_cleanly
  say "a new container on the same /data volume"
  if start; then
    checks read "$URL" "$WORK/state.json"
    stop_cleanly
  fi
fi
engine rm -f "$NAME" >/dev/null 2>&1

say "on PostgreSQL ($PG_DB) and Redis"
PG_URL="${PG_SERVER_URL%/*}/$PG_DB"
if ! psql -q "$PG_SERVER_URL" -c "drop database if exists $PG_DB" -c "create database $PG_DB" >/dev/null 2>&1; then
  echo "  SKIPPED: psql reaches no PostgreSQL at $PG_SERVER_URL (set TEST_POSTGRES_URL)"
elif ! redis-cli -u "$REDIS_URL_HOST" ping >/dev/null 2>&1; then
  echo "  SKIPPED: redis-cli reaches no Redis at $REDIS_URL_HOST (set TEST_REDIS_URL)"
  psql -q "$PG_SERVER_URL" -c "drop database if exists $PG_DB" >/dev/null 2>&1
else
  if start -e DATABASE_URL="$PG_URL" -e REDIS_URL="$REDIS_URL_HOST"; then
    checks serve "$URL" postgres
    checks write "$URL" "$WORK/state-pg.json"
    # The town's Redis channel is named by a keyed hash of SESSION_SECRET (server/src/realtime/broker.ts).
    channel=$(SECRET="$SECRET" bun -e 'console.log("sapphire-town:realtime:" + require("node:crypto").createHmac("sha256", process.env.SECRET).update("realtime channel").digest("hex").slice(0, 24))')
    subscribers=$(redis-cli -u "$REDIS_URL_HOST" pubsub numsub "$channel" | tail -1)
    if [ "${subscribers:-0}" -ge 1 ]; then pass "subscribed to its Redis channel $channel"; else fail "no subscriber on Redis channel $channel"; fi
    stop_cleanly
  fi
  engine rm -f "$NAME" >/dev/null 2>&1
  psql -q "$PG_SERVER_URL" -c "drop database if exists $PG_DB" >/dev/null 2>&1 || fail "could not drop $PG_DB"
fi

summary
