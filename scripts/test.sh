#!/usr/bin/env bash
# `npm test`: lint, types, unit and API tests, the build, the browser journeys.
# TEST_SCOPE=database runs only what depends on the database (the server's tests, and the browser journeys
# tagged @database, on the build already made): CI's second pass, on PostgreSQL and Redis, after the first
# pass on the embedded PGlite ran everything on the same checkout.
set -euo pipefail
if [ "${TEST_SCOPE:-all}" = "database" ]; then
  npx vitest run --project server
  [ -f apps/web/dist/index.html ] || npm run build
  # The journeys whose outcome travels through what differs on PostgreSQL and Redis (DATABASE_PASS in
  # e2e/fixtures.ts); axe reads the screens, which do not change with the database: the first pass checked them.
  E2E_AXE=off npm run test:e2e -- --grep @database
else
  npm run lint
  npm run typecheck
  npm run test:unit
  npm run build
  npm run test:e2e
fi
