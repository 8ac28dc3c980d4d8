#!/usr/bin/env bash
# Second README command: every test. Installs what it needs from apt when missing (mariadb-server,
# chromium and its headless shell, a CJK font, poppler-utils), starts a private MariaDB on loopback, then runs:
# type-check, unit and integration tests on SQLite and on MariaDB, both builds, and Playwright.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
set -e

require_node
require_build_tools
missing=()
{ command -v mariadbd >/dev/null 2>&1 || [ -x /usr/sbin/mariadbd ]; } || missing+=(mariadb-server)
[ -x /usr/bin/chromium ] || missing+=(chromium)
# Playwright drives Debian's headless shell: the same Blink without the browser UI and its GPU
# process, about a third faster on two cores (ADR 023).
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ -f /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] || missing+=(fonts-wqy-microhei)
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
apt_install "${missing[@]}"
install_node_modules
set +e

RESULTS=$(mktemp -d)
FAILED=()
TIMES=()
RUN_START=$SECONDS
step() {
  local name=$1; shift
  log "$name"
  local started=$SECONDS status=passed
  if ! "$@"; then FAILED+=("$name"); status=FAILED; fi
  local took=$((SECONDS - started))
  TIMES+=("$(printf '%4dm%02ds  %-7s %s' $((took / 60)) $((took % 60)) "$status" "$name")")
  printf '\n--- %s: %s in %dm%02ds\n' "$name" "$status" $((took / 60)) $((took % 60))
}

log "Starting a private MariaDB on 127.0.0.1:${MARIADB_PORT:-3307}"
if bash scripts/mariadb.sh status; then STARTED_MARIADB=0; else STARTED_MARIADB=1; fi
MYSQL_URL=$(bash scripts/mariadb.sh start | tail -1) || { echo "MariaDB failed to start" >&2; exit 1; }
# Stop it afterwards only if this run started it (a developer's server keeps running).
[ "$STARTED_MARIADB" = 1 ] && trap 'bash scripts/mariadb.sh stop >/dev/null 2>&1 || true' EXIT

export APP_ENV=test
step "Type-check" npm run --silent typecheck
step "Unit and integration tests on SQLite" \
  npx vitest run --reporter=default --reporter=json --outputFile.json="$RESULTS/vitest-sqlite.json"
# The 200-request storms run twice on SQLite and once here: three times each in CI (bench/concurrency.mjs: 100).
step "Integration tests on MariaDB" env TEST_MYSQL_URL="$MYSQL_URL" CONCURRENCY_ROUNDS=1 \
  npx vitest run --project models --project jobs --project remix-app --reporter=default --reporter=json --outputFile.json="$RESULTS/vitest-mariadb.json"
step "Build (admin console and customer app)" npm run --silent build
step "Bundle budgets (console first load, landing JS)" node scripts/bundle-budget.mjs
# The server over the build just made (the unit steps above ran before it, so they skip these).
step "Production server over the build (server.test.ts)" env SERVER_BUILD_REQUIRED=1 \
  npx vitest run --project remix-app remix-app/test/server.test.ts -t "production build" --reporter=default --reporter=json --outputFile.json="$RESULTS/vitest-build.json"
# CI=1: one retry of a failed test, recording its trace then (remix-app/playwright.config.ts).
step "End-to-end tests in Chromium (Playwright)" env CI=1 PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/playwright.json" \
  npx playwright test -c remix-app/playwright.config.ts --reporter=list,json

node scripts/summarize-tests.mjs "$RESULTS"
printf '\nStep times:\n'; printf '  %s\n' "${TIMES[@]}"
total=$((SECONDS - RUN_START))
printf '  %4dm%02ds  total (after installs)\n' $((total / 60)) $((total % 60))
if [ ${#FAILED[@]} -gt 0 ]; then
  printf '\nFailed steps:\n'; printf '  - %s\n' "${FAILED[@]}"
  exit 1
fi
echo "All steps passed."
