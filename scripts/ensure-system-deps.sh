#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: PostgreSQL 15 with pg_cron (the
# tests prove row-level security and the reminder schedule on it as well as on the embedded PGlite),
# the build tools n8n's sqlite3 needs, and Chromium (the Playwright journeys; browsers cannot be downloaded by Playwright here). Needs root and apt-get; elsewhere it says what
# to install. Programs named as arguments (a benchmark's: `ensure-system-deps.sh redis-server`) are
# installed from the Debian package of the same name when missing.
set -euo pipefail

missing=()
for program in "$@"; do
  command -v "$program" >/dev/null || missing+=("$program")
done
if [ ! -x /usr/lib/postgresql/15/bin/postgres ] && ! (command -v pg_config >/dev/null && [ -x "$(pg_config --bindir)/postgres" ]); then
  missing+=(postgresql-15)
fi
# pg_cron for PostgreSQL 15: the reminder queue's minute job runs in the database, as on Supabase.
if [ ! -f /usr/lib/postgresql/15/lib/pg_cron.so ]; then
  missing+=(postgresql-15-cron)
fi

# The assistant's engine (n8n, installed by npm run n8n:install -w local-stack) needs sqlite3 built
# from its source: Python, make and a C++ compiler for node-gyp.
command -v python3 >/dev/null || missing+=(python3)
command -v make >/dev/null || missing+=(make)
command -v g++ >/dev/null || missing+=(g++)

if [ ! -x /usr/bin/chromium ]; then
  missing+=(chromium)
fi

[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing ${missing[*]} (Debian packages)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "Missing Debian packages: ${missing[*]}. Install them with: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi
