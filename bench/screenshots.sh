#!/usr/bin/env bash
# The screenshot sweep: every Playwright journey with screenshots on (E2E_SHOTS=1), every screen in en, bm and cn
# at 1280 and 375 px wherever the journey visits them, for people to look at. The CI run
# (scripts/test.sh) walks the same journeys without writing the pictures, each screen in en and one of bm, cn (ADR 071).
#   bash bench/screenshots.sh                      # the whole suite
#   bash bench/screenshots.sh console-news.spec.ts # some specs
# Pictures: remix-app/test-results/<test>/ (shot()) and the /tmp/shots-* folders named in each spec.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f remix-app/build/server/index.js ] || npm run --silent build
E2E_SHOTS=1 npx playwright test -c remix-app/playwright.config.ts "$@"
