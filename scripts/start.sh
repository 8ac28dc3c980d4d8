#!/usr/bin/env bash
# First README command: install, migrate, load reference + demo data, build and start IPRenew on
# SQLite at http://127.0.0.1:3000 (override with HOST, PORT, DATABASE_URL...; see README).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

require_node
require_build_tools
[ -f /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] || apt_install fonts-wqy-microhei || true
install_node_modules

export APP_ENV="${APP_ENV:-development}"
log "Migrating the database"
npm run --silent db:migrate
log "Loading reference data${APP_ENV:+ (and demo data unless APP_ENV=production)}"
npm run --silent db:seed
log "Building the customer app and the admin console"
npm run --silent build
log "Starting IPRenew"
exec npm run --silent start
