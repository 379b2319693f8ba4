#!/usr/bin/env bash
# `npm test`: lint, types, unit and API tests, the build, the browser journeys.
# TEST_SCOPE=database runs only what depends on the database (the server's tests, and the browser journeys
# tagged @database, on the build already made): CI's second pass, on PostgreSQL and Redis, after the first
# pass on the embedded PGlite ran everything on the same checkout.
#
# Each phase's time, and every test file's, is written under TEST_TIMES_DIR; scripts/test-times prints where
# the time went (here at the end, or at the end of .ci/run, which gives the directory for both passes).
set -euo pipefail
cd "$(dirname "$0")/.."

own_times=""
if [ -z "${TEST_TIMES_DIR:-}" ]; then
  TEST_TIMES_DIR="$(mktemp -d "${TMPDIR:-/tmp}/consola-test-times-XXXXXX")"
  own_times=1
fi
export TEST_TIMES_DIR
if [ -n "${DATABASE_URL:-}" ]; then pass="PostgreSQL"; else pass="PGlite"; fi
summary() { npx --no-install tsx scripts/test-times/main.ts "$TEST_TIMES_DIR" || true; }
if [ -n "$own_times" ]; then trap summary EXIT; fi

source scripts/timed.sh

# One Vitest run per project: each shows its own time, and a project's files never wait behind another's.
unit() {
  local project="$1"
  timed "unit: $project ($pass)" npx vitest run --project "$project" \
    --reporter=default --reporter=json --outputFile.json="$TEST_TIMES_DIR/unit-$project-$pass.json"
}

# The browser journeys, with a JSON report for the slowest files.
journeys() {
  local name="$1"
  shift
  E2E_JSON_REPORT="$TEST_TIMES_DIR/journeys-$pass.json" timed "$name ($pass)" npm run test:e2e -- "$@"
}

if [ "${TEST_SCOPE:-all}" = "database" ]; then
  unit server
  [ -f apps/web/dist/index.html ] || timed "build" npm run build
  # The journeys whose outcome travels through what differs on PostgreSQL and Redis (DATABASE_PASS in
  # e2e/fixtures.ts); axe reads the screens, which do not change with the database: the first pass checked them.
  E2E_AXE=off journeys "journeys @database" --grep @database
else
  timed "lint" npm run lint
  timed "types" npm run typecheck
  unit shared
  unit scripts
  unit server
  unit web
  timed "build" npm run build
  journeys "journeys"
fi
