#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: its own data folder, 127.0.0.1 and a free
# port, stopped and deleted afterwards. The command sees TEST_DATABASE_URL and DATABASE_URL_PG.
#   scripts/with-postgres.sh npx vitest run --project server
set -euo pipefail

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "No se encontró PostgreSQL (initdb); instálelo con: apt-get install -y postgresql" >&2
  exit 1
fi

workdir=$(mktemp -d /tmp/bodega-pg.XXXXXX)
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
# PostgreSQL refuses to run as root: run the cluster as the postgres user when we are root.
as_pg=()
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$workdir"
  as_pg=(runuser -u postgres --)
fi

cleanup() {
  "${as_pg[@]}" "$bindir/pg_ctl" -D "$workdir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT

"${as_pg[@]}" "$bindir/initdb" -D "$workdir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >"$workdir/initdb.log" 2>&1 \
  || { cat "$workdir/initdb.log" >&2; exit 1; }
"${as_pg[@]}" "$bindir/pg_ctl" -D "$workdir/data" -l "$workdir/server.log" -w -t 60 \
  -o "-h 127.0.0.1 -p $port -k $workdir -c fsync=off -c max_connections=200 -c shared_buffers=256MB" start >/dev/null \
  || { cat "$workdir/server.log" >&2; exit 1; }
"$bindir/createdb" -h 127.0.0.1 -p "$port" -U postgres bodega_test

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/bodega_test"
export DATABASE_URL_PG="$TEST_DATABASE_URL"
echo "PostgreSQL temporal en 127.0.0.1:$port"
"$@"
