#!/usr/bin/env bash
# A private MariaDB server on loopback for tests and local MySQL runs.
#   scripts/mariadb.sh start   -> starts it (idempotent) and prints the TEST_MYSQL_URL to use
#   scripts/mariadb.sh stop    -> stops it
#   scripts/mariadb.sh status  -> exit 0 when it is running
# Data lives in $MARIADB_DIR (default /tmp/iprenew-mariadb-$PORT); port $MARIADB_PORT (default 3307).
set -euo pipefail
PORT="${MARIADB_PORT:-3307}"
DIR="${MARIADB_DIR:-/tmp/iprenew-mariadb-$PORT}"
SOCK="$DIR/mysqld.sock"
USER_NAME=iprenew
USER_PASS=iprenew

ping() { mariadb-admin --no-defaults --socket="$SOCK" -uroot ping >/dev/null 2>&1; }

start() {
  if ! command -v mariadbd >/dev/null 2>&1 && [ ! -x /usr/sbin/mariadbd ]; then
    echo "mariadb-server is not installed (apt-get install mariadb-server)" >&2; exit 1
  fi
  export PATH="$PATH:/usr/sbin"
  if ping; then echo "mysql://$USER_NAME:$USER_PASS@127.0.0.1:$PORT/"; return 0; fi
  mkdir -p "$DIR"
  if [ ! -d "$DIR/data/mysql" ]; then
    mkdir -p "$DIR/data"
    chown -R mysql:mysql "$DIR" 2>/dev/null || true
    mariadb-install-db --no-defaults --user=mysql --datadir="$DIR/data" --auth-root-authentication-method=socket --skip-test-db >"$DIR/install.log" 2>&1
  fi
  chown -R mysql:mysql "$DIR" 2>/dev/null || true
  nohup mariadbd --no-defaults --user=mysql --datadir="$DIR/data" --socket="$SOCK" --pid-file="$DIR/mariadbd.pid" \
    --port="$PORT" --bind-address=127.0.0.1 --skip-name-resolve --character-set-server=utf8mb4 \
    --collation-server=utf8mb4_unicode_ci --innodb-buffer-pool-size=256M --innodb-flush-log-at-trx-commit=2 \
    --max-connections=500 >"$DIR/server.log" 2>&1 &
  for _ in $(seq 1 60); do ping && break; sleep 0.5; done
  ping || { echo "MariaDB did not start; see $DIR/server.log" >&2; tail -20 "$DIR/server.log" >&2; exit 1; }
  mariadb --no-defaults --socket="$SOCK" -uroot <<SQL
CREATE USER IF NOT EXISTS '$USER_NAME'@'127.0.0.1' IDENTIFIED BY '$USER_PASS';
CREATE USER IF NOT EXISTS '$USER_NAME'@'localhost' IDENTIFIED BY '$USER_PASS';
GRANT ALL PRIVILEGES ON *.* TO '$USER_NAME'@'127.0.0.1' WITH GRANT OPTION;
GRANT ALL PRIVILEGES ON *.* TO '$USER_NAME'@'localhost' WITH GRANT OPTION;
FLUSH PRIVILEGES;
SQL
  echo "mysql://$USER_NAME:$USER_PASS@127.0.0.1:$PORT/"
}

stop() {
  export PATH="$PATH:/usr/sbin"
  if ping; then mariadb-admin --no-defaults --socket="$SOCK" -uroot shutdown; fi
}

case "${1:-start}" in
  start) start ;;
  status) export PATH="$PATH:/usr/sbin"; ping ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
esac
