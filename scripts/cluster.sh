#!/usr/bin/env bash
# A hospital network on one machine, all on loopback (docs/deployment.md):
#   scripts/cluster.sh up       PostgreSQL primary + streaming-replication hot standby (pg_basebackup),
#                               three API instances reading lag-tolerant requests from the standby
#                               (DATABASE_READ_URL), HAProxy in front (deploy/haproxy.cfg)
#   scripts/cluster.sh down     stops everything and deletes the cluster's folder
#   scripts/cluster.sh status   what is running
#   scripts/cluster.sh kill N   kills API instance N (1–3) with SIGKILL, as a crash would
#   scripts/cluster.sh start N  starts API instance N again
# Debian packages: postgresql and haproxy. Settings (environment):
#   CLUSTER_DIR (.cluster)  CLUSTER_PORT (3300, the balancer)  CLUSTER_API_PORT (3301: instances on
#   3301, 3302, 3303)  CLUSTER_PG_PORT (55432: primary; the standby on the next port)
#   CLUSTER_SEED_DEMO (true: the first instance loads the demo data into the empty database)
#   CLUSTER_READ_STANDBY (true: instances read lag-tolerant requests from the standby; false: all
#   from the primary, for comparison)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="${CLUSTER_DIR:-$root/.cluster}"
lb_port="${CLUSTER_PORT:-3300}"
api_port="${CLUSTER_API_PORT:-3301}"
primary_port="${CLUSTER_PG_PORT:-55432}"
standby_port=$((primary_port + 1))
instances=3

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
as_pg=()
if [ "$(id -u)" = "0" ]; then as_pg=(runuser -u postgres --); fi

primary_url="postgres://postgres@127.0.0.1:$primary_port/bodega"
standby_url="postgres://postgres@127.0.0.1:$standby_port/bodega"

need() {
  if [ -z "$bindir" ] || [ ! -x "$bindir/pg_basebackup" ]; then
    echo "Falta PostgreSQL (initdb, pg_basebackup): apt-get install -y postgresql" >&2
    exit 1
  fi
  command -v haproxy >/dev/null || { echo "Falta HAProxy: apt-get install -y haproxy" >&2; exit 1; }
}

# A shared secret (JWT, audit chain, QR): generated once, the same for every instance.
secret() {
  local file="$dir/secrets/$1"
  [ -s "$file" ] || node -e "process.stdout.write(require('crypto').randomBytes(32).toString('hex'))" >"$file"
  cat "$file"
}

wait_http() {
  local url=$1 tries=${2:-600}
  for _ in $(seq "$tries"); do
    curl -fsS -o /dev/null "$url" 2>/dev/null && return 0
    sleep 0.2
  done
  echo "No responde: $url" >&2
  return 1
}

start_postgres() {
  local data=$1 port=$2
  "${as_pg[@]}" "$bindir/pg_ctl" -D "$data" -l "$dir/logs/$(basename "$data").log" -w -t 120 \
    -o "-h 127.0.0.1 -p $port -k $dir/run -c max_connections=300 -c shared_buffers=256MB -c wal_level=replica -c max_wal_senders=10 -c hot_standby=on -c hot_standby_feedback=on" \
    start >/dev/null
}

start_instance() {
  local n=$1 port=$((api_port + $1 - 1)) seed=false read_url=$standby_url
  [ "$n" = "1" ] && seed="${CLUSTER_SEED_DEMO:-true}"
  [ "${CLUSTER_READ_STANDBY:-true}" = "false" ] && read_url=""
  mkdir -p "$dir/api-$n"
  # Run with setsid so `kill` of the script's shell never reaches it; its pid is kept for down/kill.
  PORT=$port HOST=127.0.0.1 NODE_ENV=production LOG_LEVEL="${LOG_LEVEL:-warn}" \
    DATA_DIR="$dir/api-$n" DATABASE_URL="$primary_url" DATABASE_READ_URL="$read_url" \
    JWT_SECRET="$(secret jwt)" AUDIT_KEY="$(secret audit)" DM_QR_KEY="$(secret qr)" \
    SEED_DEMO="$seed" TRUST_PROXY=127.0.0.1 WEB_DIST="$root/apps/web/dist" \
    setsid node --enable-source-maps "$root/apps/server/dist/server.js" >>"$dir/logs/api-$n.log" 2>&1 &
  echo $! >"$dir/run/api-$n.pid"
  wait_http "http://127.0.0.1:$port/api/health"
}

up() {
  need
  if [ -e "$dir/run/haproxy.pid" ]; then
    echo "El clúster ya está arriba en $dir (scripts/cluster.sh down para detenerlo)" >&2
    exit 1
  fi
  rm -rf "$dir"
  mkdir -p "$dir/logs" "$dir/run" "$dir/secrets"
  if [ "$(id -u)" = "0" ]; then
    id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
    chown postgres "$dir" "$dir/logs" "$dir/run"
  fi
  # The compiled server and the built web app (as npm start builds them).
  (cd "$root" && node -e "import('./apps/server/scripts/build.mjs').then(async (m) => { if (m.serverIsStale()) await m.buildServer(); })")
  [ -f "$root/apps/web/dist/index.html" ] || (cd "$root" && npm run build -w @bodega/web >/dev/null)

  echo "Primario PostgreSQL en 127.0.0.1:$primary_port"
  "${as_pg[@]}" "$bindir/initdb" -D "$dir/primary" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >"$dir/logs/initdb.log" 2>&1
  start_postgres "$dir/primary" "$primary_port"
  "$bindir/createdb" -h 127.0.0.1 -p "$primary_port" -U postgres bodega

  echo "Réplica en espera (hot standby) en 127.0.0.1:$standby_port"
  "${as_pg[@]}" "$bindir/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U postgres -D "$dir/standby" -R -X stream -c fast
  start_postgres "$dir/standby" "$standby_port"

  # The first instance migrates the empty database (and seeds the demo) before the others start.
  for n in $(seq "$instances"); do
    echo "Instancia $n de la API en 127.0.0.1:$((api_port + n - 1))"
    start_instance "$n"
  done

  echo "Balanceador (HAProxy) en http://127.0.0.1:$lb_port"
  CLUSTER_PORT=$lb_port API1_PORT=$api_port API2_PORT=$((api_port + 1)) API3_PORT=$((api_port + 2)) \
    haproxy -f "$root/deploy/haproxy.cfg" -D -p "$dir/run/haproxy.pid" 2>>"$dir/logs/haproxy.log"
  wait_http "http://127.0.0.1:$lb_port/api/health"
  echo "Clúster listo: http://127.0.0.1:$lb_port (registros en $dir/logs)"
}

kill_instance() {
  local pidfile="$dir/run/api-$1.pid"
  [ -f "$pidfile" ] || { echo "No hay instancia $1" >&2; exit 1; }
  kill -9 "$(cat "$pidfile")" 2>/dev/null || true
  rm -f "$pidfile"
}

down() {
  for n in $(seq "$instances"); do
    [ -f "$dir/run/api-$n.pid" ] && kill -TERM "$(cat "$dir/run/api-$n.pid")" 2>/dev/null || true
  done
  [ -f "$dir/run/haproxy.pid" ] && kill "$(cat "$dir/run/haproxy.pid")" 2>/dev/null || true
  sleep 1
  for n in $(seq "$instances"); do
    [ -f "$dir/run/api-$n.pid" ] && kill -9 "$(cat "$dir/run/api-$n.pid")" 2>/dev/null || true
  done
  if [ -n "$bindir" ]; then
    for data in standby primary; do
      [ -d "$dir/$data" ] && "${as_pg[@]}" "$bindir/pg_ctl" -D "$dir/$data" -m fast stop >/dev/null 2>&1 || true
    done
  fi
  rm -rf "$dir"
  echo "Clúster detenido"
}

status() {
  for n in $(seq "$instances"); do
    local port=$((api_port + n - 1))
    if curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health" 2>/dev/null; then echo "api-$n  127.0.0.1:$port  arriba"; else echo "api-$n  127.0.0.1:$port  abajo"; fi
  done
  psql -h 127.0.0.1 -p "$primary_port" -U postgres -d bodega -Atc \
    "select 'réplica ' || application_name || '  ' || state || '  retraso ' || coalesce(replay_lag::text, '0') from pg_stat_replication" 2>/dev/null \
    || echo "primario abajo"
}

case "${1:-}" in
  up) up ;;
  down) down ;;
  status) status ;;
  kill) kill_instance "${2:?número de instancia}" ;;
  start) start_instance "${2:?número de instancia}" ;;
  *)
    echo "Uso: scripts/cluster.sh up|down|status|kill N|start N" >&2
    exit 2
    ;;
esac
