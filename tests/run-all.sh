#!/usr/bin/env bash
# Everything `npm test` proves, in order, each step reported; the run fails if any step fails.
set -u
cd "$(dirname "$0")/.."

passed=0
failed=0
failures=()

step() {
  local name=$1
  shift
  echo
  echo "▶ ${name}"
  local started=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    echo "✔ ${name} ($((SECONDS - started)) s)"
  else
    failed=$((failed + 1))
    failures+=("$name")
    echo "✘ ${name} ($((SECONDS - started)) s)"
  fi
}

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "Server tests run on PGlite and on PostgreSQL (${TEST_DATABASE_URL%%\?*})."
else
  echo "Server tests run on PGlite; set TEST_DATABASE_URL to run them on PostgreSQL too."
fi

if [ -n "${TEST_REDIS_URL:-}" ]; then
  echo "Shared limits and the two-instance tests run on Redis (${TEST_REDIS_URL%%@*})."
else
  echo "Set TEST_REDIS_URL (with TEST_DATABASE_URL) to run the shared-limit and two-instance tests on Redis."
fi

step "typecheck" npx tsc -p tsconfig.json --noEmit
step "lint and format (Biome)" npx biome check .
step "layer rules" npx tsx tests/tools/checkImports.ts
step "OpenAPI lint" npx tsx tests/tools/lintOpenApi.ts
step "unit and machine tests" npx vitest run --project unit
step "server tests" npx vitest run --project server
step "Storybook play functions in Chromium" bash tests/run-storybook-tests.sh
step "browser end-to-end tests" npx playwright test -c tests/e2e/playwright.config.ts

echo
if [ "$failed" -gt 0 ]; then
  echo "Failed steps: ${failures[*]}"
fi
echo "checks: ${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]
