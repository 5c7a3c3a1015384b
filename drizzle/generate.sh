#!/usr/bin/env bash
# npm run db:generate: drizzle-kit writes the schema's migration (0000_foundation) from the
# tables; the hand-written migrations after it are kept aside and put back under their numbers.
set -euo pipefail
cd "$(dirname "$0")"
custom=(0001_access_notices 0002_ledger_balances)
for name in "${custom[@]}"; do mv "migrations/$name.sql" "${name#*_}.sql"; done
rm -rf migrations
(cd .. && npx drizzle-kit generate --name foundation)
for name in "${custom[@]}"; do
  (cd .. && npx drizzle-kit generate --custom --name "${name#*_}")
  mv "${name#*_}.sql" "migrations/$name.sql"
done
# The lists' trigram indexes (drizzle/list-indexes.ts) need pg_trgm before any table is made.
sed -i '1i CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint' migrations/0000_foundation.sql
