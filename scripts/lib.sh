# Shared steps of scripts/start.sh and scripts/test.sh (sourced, not run).

log() { printf '\n\033[1;36m==> %s\033[0m\n' "$*"; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
    echo "Need root to run: $*" >&2; return 1; fi
}

APT_UPDATED=0
apt_install() {
  [ $# -eq 0 ] && return 0
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "Missing system packages ($*) and no apt-get to install them." >&2; return 1
  fi
  if [ "$APT_UPDATED" = 0 ]; then as_root apt-get update -qq; APT_UPDATED=1; fi
  log "Installing system packages: $*"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# Node.js 20.19+ with npm; Debian's own nodejs is too old, so only check and explain.
require_node() {
  if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    apt_install ca-certificates nodejs npm || true
  fi
  local major minor
  major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  minor=$(node -p 'process.versions.node.split(".")[1]' 2>/dev/null || echo 0)
  if [ "$major" -lt 20 ] || { [ "$major" -eq 20 ] && [ "$minor" -lt 19 ]; }; then
    echo "Node.js 20.19 or newer is required (found $(node --version 2>/dev/null || echo none))." >&2
    echo "Install it from your distribution's nodejs 20+ package or nodejs.org, then run this again." >&2
    exit 1
  fi
}

# Tools to build sqlite3 from source when no prebuilt binary can be fetched.
require_build_tools() {
  local missing=()
  command -v python3 >/dev/null 2>&1 || missing+=(python3)
  command -v make >/dev/null 2>&1 || missing+=(make)
  command -v g++ >/dev/null 2>&1 || missing+=(g++)
  apt_install "${missing[@]}"
}

# Install when node_modules does not match package-lock.json.
install_node_modules() {
  local stamp=node_modules/.iprenew-lock-hash
  local want
  want=$(sha256sum package-lock.json | cut -d' ' -f1)
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ] && [ -f node_modules/sqlite3/build/Release/node_sqlite3.node ]; then
    echo "node_modules is up to date."
    return 0
  fi
  log "Installing npm packages from package-lock.json"
  # Not `npm ci`: the registry mirror here lacks some optional platform builds (rollup for other
  # OSes), which npm leaves out of the lock, and `npm ci` then refuses the lock as out of sync.
  # `npm install --no-save` installs the locked versions and skips unavailable optional packages.
  npm install --no-save --no-audit --no-fund --loglevel=error
  echo "$want" > "$stamp"
}
