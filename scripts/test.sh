#!/usr/bin/env bash
# Runs every test: type check, build, then unit/integration (bun test) and browser (Playwright) suites,
# first on the embedded PGlite and again on PostgreSQL when one is reachable; in CI (or IMAGE_TEST=1)
# builds and checks the Docker image alongside the PostgreSQL pass.
# Installs what is missing: npm dependencies (bun comes from npm) and Debian's Chromium.
# Ends with the wall time of each stage, then `tests: N passed, N failed` as the very last line.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# Bun's allocator (mimalloc, which also holds JavaScriptCore's heap) gives freed memory back to the
# kernel after 100 ms and takes fresh pages when it needs more. Where a page's first touch is dear (one
# session's virtual machine: 11-17 us per 4 KB page, against 36 ns touched again; bench/memory-touch.ts),
# that cost came back all run long: kept, the bun test pass took 121 s against 152 s on that machine
# (decision 0041). A test run is short; its processes need not give memory back.
export MIMALLOC_PURGE_DELAY=-1
PG_SERVER_URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
LOG_DIR="$(mktemp -d)"
passed=0
failed=0
RUN_STARTED=$EPOCHREALTIME
STAGE_TIMES=()
# Each failed test's line as its runner printed it, repeated at the end beside the tally, so the tail of
# a long log names what failed.
FAILURES=()

say() { printf '\n== %s\n' "$*"; }

# Seconds since a start taken from $EPOCHREALTIME, to a tenth.
since() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }'; }
record() { STAGE_TIMES+=("$(printf '%-14s %7s s%s' "$1" "$2" "${3:+  ($3)}")"); }

ensure_deps() {
  if [ ! -x node_modules/.bin/bun ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    say "installing npm dependencies"
    # The lock lists every platform build of @napi-rs/canvas and Biome, so npm ci takes it as it is.
    # --prefer-offline: what the npm cache already holds is not asked of the registry again (47 -> 34 s here).
    npm ci --no-audit --no-fund --prefer-offline || exit 1
  fi
}

ensure_chromium() {
  [ -x /usr/bin/chromium ] && return 0
  say "installing Chromium from Debian's packages"
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
    echo "Chromium is missing and cannot be installed here (needs root and apt-get): install the 'chromium' package." >&2
    exit 1
  fi
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null || exit 1
}

# Tallies a finished suite's pass/fail counts from the runner's own summary in its log.
tally() {
  local name="$1" log="$2" status="$3"
  local p f k
  p=$(grep -Eo '^ *[0-9]+ (pass|passed)( |$)' "$log" | tail -1 | grep -Eo '[0-9]+' || true)
  f=$(grep -Eo '^ *[0-9]+ (fail|failed)( |$)' "$log" | tail -1 | grep -Eo '[0-9]+' || true)
  k=$(grep -Eo '^ *[0-9]+ flaky( |$)' "$log" | tail -1 | grep -Eo '[0-9]+' || true)
  [ -n "$k" ] && echo "$name: $k flaky (failed once, passed on retry; see the log above)"
  local line
  # bun prints `(fail) test [ms]` under a `file.test.ts:` line, and again in its closing `N tests failed:`
  # list (under no file: skipped); Playwright `✘  N [project] › file:line › test`.
  while IFS= read -r line; do FAILURES+=("$name: $line"); done < <(awk '
    /^[^ ].*\.test\.tsx?:$/ { file = substr($0, 1, length($0) - 1) }
    /^[0-9]+ tests? failed:$/ { summary = 1 }
    /^\(fail\) / && !summary { print file " " $0 }
    /^ *✘ / { sub(/^ +/, ""); print }' "$log" | sort -u)
  passed=$((passed + ${p:-0}))
  failed=$((failed + ${f:-0}))
  if [ "$status" != 0 ] && [ "${f:-0}" = 0 ]; then failed=$((failed + 1)); echo "$name exited with $status"; FAILURES+=("$name: exited with $status (see its log above)"); fi
}

# Runs one suite in the foreground, tallies it and records its wall time.
run_suite() {
  local name="$1"; shift
  local log="$LOG_DIR/$name.log" t0=$EPOCHREALTIME
  say "$name"
  "$@" 2>&1 | tee "$log"
  local status=${PIPESTATUS[0]}
  tally "$name" "$log" "$status"
  record "$name" "$(since "$t0")"
}

t0=$EPOCHREALTIME
ensure_deps
ensure_chromium
record install "$(since "$t0")"

# The type check (one mostly single-threaded tsc) and the browser suite's database template (one
# cold server start on an empty PGlite folder: web/e2e/data-template.ts) run alongside the build, so
# they share the cores instead of taking turns; their logs are shown once they end.
typecheck_log="$LOG_DIR/typecheck.log"
typecheck_t0=$EPOCHREALTIME
tsc --noEmit >"$typecheck_log" 2>&1 &
typecheck_pid=$!
template_log="$LOG_DIR/e2e-data.log"
template_t0=$EPOCHREALTIME
( bun web/e2e/data-template.ts >"$template_log" 2>&1; echo "$EPOCHREALTIME" >"$template_log.done" ) &
template_pid=$!

say "building the web app"
t0=$EPOCHREALTIME
bun scripts/build.ts || { echo "build failed"; kill "$typecheck_pid" "$template_pid" 2>/dev/null; exit 1; }
record build "$(since "$t0")" "alongside typecheck, e2e-data"

wait "$typecheck_pid"
typecheck_status=$?
say "typecheck"
cat "$typecheck_log"
tally typecheck "$typecheck_log" "$typecheck_status"
record typecheck "$(since "$typecheck_t0")" "alongside build"

if grep -q '"lint":' package.json; then run_suite lint npm run --silent lint; fi

unset DATABASE_URL E2E_POSTGRES_URL

# The image stage (CI, or IMAGE_TEST=1) builds and checks the Docker image. It runs alongside a bun
# pass (not the browser's, whose tests watch the clock): each side keeps about one core busy.
image_log="$LOG_DIR/image.log"
image_pid=""
start_image_stage() {
  if [ -z "${CI:-}" ] && [ "${IMAGE_TEST:-}" != 1 ]; then return; fi
  image_t0=$EPOCHREALTIME
  ( bash scripts/image-test.sh >"$image_log" 2>&1; echo $? >"$image_log.status"; echo "$EPOCHREALTIME" >"$image_log.done" ) &
  image_pid=$!
}
finish_image_stage() {
  if [ -z "$image_pid" ]; then
    say "SKIPPED the image stage: it runs in CI or with IMAGE_TEST=1 (npm run image:test runs it alone)"
    record image "-" "skipped: not CI; set IMAGE_TEST=1"
    return
  fi
  wait "$image_pid"
  local status
  status=$(cat "$image_log.status" 2>/dev/null || echo 1)
  say "image"
  cat "$image_log"
  if [ "$status" = 77 ]; then
    record image "-" "skipped: $(sed -n 's/^image test skipped: //p' "$image_log" | tail -1)"
    return
  fi
  local image_passed image_failed
  image_passed=$(grep -c '^  PASS' "$image_log")
  image_failed=$(grep -c '^  FAIL' "$image_log")
  local line
  while IFS= read -r line; do FAILURES+=("image: $line"); done < <(grep '^  FAIL' "$image_log" | sed -E 's/^ +//')
  passed=$((passed + image_passed))
  failed=$((failed + image_failed))
  if [ "$status" != 0 ] && [ "$image_failed" = 0 ]; then failed=$((failed + 1)); echo "image exited with $status"; FAILURES+=("image: exited with $status (see its log above)"); fi
  local took
  took=$(awk -v a="$image_t0" -v b="$(cat "$image_log.done" 2>/dev/null || echo "$image_t0")" 'BEGIN { printf "%.1f", b - a }')
  record image "$took" "alongside unit-postgres; $(sed -n 's/^  image size *\([0-9]* MB\).*/image size \1/p' "$image_log" | tail -1)"
}

# The PostgreSQL pass gets a fresh database on that server, dropped at the end.
db_url=""
if ! db_url=$(bun scripts/ci-db.ts create "$PG_SERVER_URL"); then
  db_url=""
  say "SKIPPED the PostgreSQL pass: no server at $PG_SERVER_URL (set TEST_POSTGRES_URL to point at one)"
fi

# Test files run in worker processes, one more than the cores (each file still gets its own database
# clone): two workers on the 2-core machine left a core idle while tests waited on timers, sockets and
# PostgreSQL (PGlite pass 116 -> 109 s, PostgreSQL pass 77 -> 69 s with three and four, same run). Without
# isolation a worker keeps its module registry across files, as a single `bun test` process does.
BUN_TEST=(bun test --parallel="$(( $(nproc) + 1 ))" --no-isolate)
run_suite unit-pglite "${BUN_TEST[@]}"
# The image stage starts after the PGlite pass, alongside the PostgreSQL one (about the same length
# when the image's layers are cached): beside the PGlite pass, its build once slowed an in-process EVM
# node past a 10 s request timeout.
start_image_stage
if [ -n "$db_url" ]; then
  # Only the bun test files that can reach a database run again (scripts/db-test-files.ts walks each
  # file's imports); the rest (domain rules, rendering, the web, scripts) ran once, on PGlite. Should the
  # selection come back empty, every file runs rather than none.
  mapfile -t db_test_files < <(bun scripts/db-test-files.ts)
  run_suite unit-postgres env DATABASE_URL="$db_url" "${BUN_TEST[@]}" "${db_test_files[@]}"
else
  record unit-postgres "-" "skipped: no PostgreSQL"
fi

# The image stage must be over before the browser pass, whose tests watch the clock: with its layers
# cached it ends during the PostgreSQL pass (83 s against 116 s), but a first build on a new machine
# (about 650 s) ran on into the browser pass, and timing tests (the idle cost, the TV) failed beside it.
finish_image_stage

# The data template (started with the build) is surely done by now; a template that failed is made
# again, or its error shown, by the browser pass's own server start.
wait "$template_pid"
say "e2e-data"
cat "$template_log"
record e2e-data "$(awk -v a="$template_t0" -v b="$(cat "$template_log.done" 2>/dev/null || echo "$template_t0")" 'BEGIN { printf "%.1f", b - a }')" "alongside build"
# One browser run for both databases: the phone and desktop projects on a PGlite server, and with a
# PostgreSQL reachable a second server for the specs whose stored data takes different paths through the
# database: their layout tests at phone width there in place of the phone run on PGlite, the others at
# desktop width (playwright.config.ts lists them and says why); the browser-only specs (sound, canvas
# raster, components, service worker, static pages) run once.
if [ -n "$db_url" ]; then
  say "browser pass: PGlite (phone, desktop) and PostgreSQL (the data specs, phone and desktop) in one run"
  run_suite e2e env E2E_POSTGRES_URL="$db_url" playwright test -c web/e2e/playwright.config.ts
  bun scripts/ci-db.ts drop "$db_url" || true
else
  run_suite e2e playwright test -c web/e2e/playwright.config.ts
  record e2e-postgres "-" "skipped: no PostgreSQL"
fi

rm -rf "$LOG_DIR"
if [ "${#FAILURES[@]}" -gt 0 ]; then
  say "failed runs (a browser test that then passed on its retry counts as flaky, not failed)"
  printf '  %s\n' "${FAILURES[@]}"
fi
say "stage times (wall clock)"
printf '  %s\n' "${STAGE_TIMES[@]}"
total=$(since "$RUN_STARTED")
printf '  %-14s %7s s  (%s)\n' total "$total" "$(awk -v t="$total" 'BEGIN { printf "%d min %02d s", t / 60, t % 60 }')"
echo
echo "tests: $passed passed, $failed failed"
[ "$failed" = 0 ]
