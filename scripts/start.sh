#!/usr/bin/env bash
# First README command: install, migrate, load reference + demo data, build and start the IPRenew
# demo on SQLite at http://127.0.0.1:3000 (override PORT, DATABASE_URL...; see README).
# It asks for APP_ENV=development explicitly (a public session secret, the local payment sandbox and
# demo accounts), so it listens on this machine only; a real deployment uses APP_ENV=production.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

require_node
require_build_tools
[ -f /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] || apt_install fonts-wqy-microhei || true
install_node_modules

export APP_ENV="${APP_ENV:-development}"
if [ "$APP_ENV" != production ]; then
  # The development session secret is public: the demo never listens beyond this machine.
  export HOST=127.0.0.1
fi
log "Migrating the database"
npm run --silent db:migrate
log "Loading reference data${APP_ENV:+ (and demo data unless APP_ENV=production)}"
npm run --silent db:seed
log "Building the customer app and the admin console"
npm run --silent build
log "Starting IPRenew"
if [ "$APP_ENV" != production ]; then
  echo "IPRenew demo (APP_ENV=$APP_ENV): public session secret, payment sandbox and demo accounts - for trying it on this machine only, never for real use."
fi
exec npm run --silent start
