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

# The one way the npm packages are installed — by scripts/start.sh, scripts/test.sh (CI) and the
# Dockerfile (ADR 027): `npm ci`, exactly the versions package-lock.json records, refused when the lock
# is out of step with a package.json. Skipped when node_modules was installed from these very files.
install_node_modules() {
  local stamp=node_modules/.iprenew-install-hash
  local want
  want=$(cat package-lock.json package.json */package.json | sha256sum | cut -d' ' -f1)
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ] && [ -f node_modules/sqlite3/build/Release/node_sqlite3.node ]; then
    echo "node_modules is up to date."
    # The dependency patches (ADR 082; npm ci applies them as the postinstall): again, in case a
    # package was reinstalled by hand since. Applying twice changes nothing.
    node scripts/patch-dependencies.mjs
    return 0
  fi
  log "Installing npm packages from package-lock.json (npm ci)"
  if ! npm ci --no-audit --no-fund --loglevel=error; then
    echo "npm ci failed. If it says package.json and package-lock.json are not in sync, run \`npm install\`" >&2
    echo "and commit the package-lock.json it writes (ADR 027)." >&2
    return 1
  fi
  echo "$want" > "$stamp"
}
