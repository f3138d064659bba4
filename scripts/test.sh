#!/usr/bin/env bash
# Runs every test: type check, build, then unit/integration (bun test) and browser (Playwright) suites,
# first on the embedded PGlite and again on PostgreSQL when one is reachable.
# Installs what is missing: npm dependencies (bun comes from npm) and Debian's Chromium.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
PG_SERVER_URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
LOG_DIR="$(mktemp -d)"
passed=0
failed=0

say() { printf '\n== %s\n' "$*"; }

ensure_deps() {
  if [ ! -x node_modules/.bin/bun ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    say "installing npm dependencies"
    # npm ci refuses a lock that lacks optional platform packages the registry does not serve (some
    # mirrors miss @napi-rs/canvas's non-Linux builds); npm install then resolves the same tree.
    if ! npm ci --no-audit --no-fund; then
      echo "npm ci refused the lock file; installing with npm install instead"
      npm install --no-audit --no-fund || exit 1
    fi
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

# Runs one suite, tallying its pass/fail counts from the runner's own summary.
run_suite() {
  local name="$1"; shift
  local log="$LOG_DIR/$name.log"
  say "$name"
  "$@" 2>&1 | tee "$log"
  local status=${PIPESTATUS[0]}
  local p f
  p=$(grep -Eo '^ *[0-9]+ (pass|passed)( |$)' "$log" | tail -1 | grep -Eo '[0-9]+' || true)
  f=$(grep -Eo '^ *[0-9]+ (fail|failed)( |$)' "$log" | tail -1 | grep -Eo '[0-9]+' || true)
  local k
  k=$(grep -Eo '^ *[0-9]+ flaky( |$)' "$log" | tail -1 | grep -Eo '[0-9]+' || true)
  [ -n "$k" ] && echo "$name: $k flaky (failed once, passed on retry; see the log above)"
  passed=$((passed + ${p:-0}))
  failed=$((failed + ${f:-0}))
  if [ "$status" != 0 ] && [ "${f:-0}" = 0 ]; then failed=$((failed + 1)); echo "$name exited with $status"; fi
}

ensure_deps
ensure_chromium

# Browser specs whose stored data takes different paths through the database: sign-in and registration,
# progress and leaderboards, avatars and chests, real-time events and notifications, journeys. (The menus,
# workshop and public-page specs store only what the town spec already stores; every server route runs on
# PostgreSQL in the bun pass.)
E2E_DATA_SPECS="web/e2e/sign-in.e2e.ts web/e2e/town.e2e.ts web/e2e/board.e2e.ts web/e2e/chest.e2e.ts web/e2e/customiser.e2e.ts web/e2e/live.e2e.ts web/e2e/journeys.e2e.ts"

run_suite typecheck tsc --noEmit
say "building the web app"
bun scripts/build.ts || { echo "build failed"; exit 1; }

unset DATABASE_URL
run_suite unit-pglite bun test
run_suite e2e-pglite playwright test -c web/e2e/playwright.config.ts

if db_url=$(bun scripts/ci-db.ts create "$PG_SERVER_URL"); then
  run_suite unit-postgres env DATABASE_URL="$db_url" bun test
  # In the browser, the PostgreSQL pass repeats the specs that store data; the browser-only ones
  # (sound, canvas raster, components, service worker, static pages) cannot differ by database.
  say "PostgreSQL browser pass: $E2E_DATA_SPECS (browser-only specs ran once, on PGlite)"
  run_suite e2e-postgres env DATABASE_URL="$db_url" playwright test -c web/e2e/playwright.config.ts $E2E_DATA_SPECS
  bun scripts/ci-db.ts drop "$db_url" || true
else
  say "SKIPPED the PostgreSQL pass: no server at $PG_SERVER_URL (set TEST_POSTGRES_URL to point at one)"
fi

rm -rf "$LOG_DIR"
echo
echo "tests: $passed passed, $failed failed"
[ "$failed" = 0 ]
