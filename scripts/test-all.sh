#!/usr/bin/env bash
# npm test: lint and types, the service and route suites on PGlite and on PostgreSQL,
# then the browser suite once against a production build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
REDIS="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"

echo "== format, lint and types"
npx prettier --check .
npx eslint .
npx tsc --noEmit

echo "== service and route suites on PGlite (embedded)"
# The fuzz suite draws 5 inputs per operation here and 25 on PostgreSQL below: what it checks
# (bodies and queries refused in words, never a 500) does not depend on the database, and at 25
# it took half of this pass.
DATABASE_URL= REDIS_URL= FUZZ_RUNS=5 npx vitest run

if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null || [ -n "${CI:-}" ]; then
  echo "== service and route suites on PostgreSQL, rate limits in Redis"
  DATABASE_URL="$PG_URL" REDIS_URL="$REDIS" npx vitest run
else
  echo "!! PostgreSQL is not reachable on 127.0.0.1:5432: the PostgreSQL pass was NOT run" >&2
  exit 1
fi

echo "== browser suite (Playwright, Debian Chromium) against a fresh production build"
npx next build
npx playwright test
