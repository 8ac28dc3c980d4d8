#!/usr/bin/env bash
# The accessibility sweep in all three languages (issue 17, ADR 069): remix-app/e2e/a11y.spec.ts with
# A11Y_ALL_LANGUAGES=1 — every public, customer and agent page and every console screen and form in
# en, bm and cn, each checked by axe-core (WCAG 2.2 A/AA: no serious or critical violation) and for
# raw catalogue keys. CI (scripts/test.sh) runs the same spec with every page in en and five pages in
# bm and cn. Then the keyboard-only checkout and the no-JavaScript forms.
#   bash bench/a11y.sh            # build if there is none, then the sweep
#   E2E_PORT=3200 bash bench/a11y.sh
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f remix-app/build/server/index.js ] && [ -f admin-app/dist/index.html ] || npm run --silent build
started=$SECONDS
A11Y_ALL_LANGUAGES=1 npx playwright test -c remix-app/playwright.config.ts a11y.spec.ts keyboard-checkout.spec.ts no-js-forms.spec.ts --retries=0 "$@"
echo "a11y sweep: $((SECONDS - started)) s"
