#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster (Debian's postgresql package), with
# DATABASE_URL set, then stops and removes the cluster. Used for `pnpm test:postgres` in CI:
#   bash scripts/with-postgres.sh pnpm test:postgres
# Installs the package with apt-get when it is missing (needs root). initdb refuses root, so the
# cluster runs as the `postgres` user.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command...>" >&2
  exit 2
fi

find_bindir() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/initdb" ]; then echo "$dir"; fi
  done | sort -V | tail -n 1
}

BINDIR="$(find_bindir || true)"
if [ -z "$BINDIR" ]; then
  echo "with-postgres: installing Debian's postgresql package" >&2
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  BINDIR="$(find_bindir)"
fi

PORT="${PGPORT_SANDBOX:-$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')}"
WORK="$(mktemp -d /tmp/sandbox-pg.XXXXXX)"
chmod 755 "$WORK"
RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres "$WORK"
  RUN_AS=(runuser -u postgres --)
fi

cleanup() {
  "${RUN_AS[@]}" "$BINDIR/pg_ctl" -D "$WORK/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

"${RUN_AS[@]}" "$BINDIR/initdb" -D "$WORK/data" -A trust -U postgres >"$WORK/initdb.log" 2>&1
"${RUN_AS[@]}" "$BINDIR/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off" start >/dev/null
"$BINDIR/psql" -h 127.0.0.1 -p "$PORT" -U postgres -qc 'CREATE DATABASE sandbox_test' >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/sandbox_test"
echo "with-postgres: PostgreSQL $("$BINDIR/postgres" --version | awk '{print $3}') on port $PORT" >&2
"$@"
