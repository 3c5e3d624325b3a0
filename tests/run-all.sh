#!/usr/bin/env bash
# Everything `npm test` proves, in order, each step reported; the run fails if any step fails.
set -u
cd "$(dirname "$0")/.."

passed=0
failed=0
failures=()
summary=()
logs=$(mktemp -d)
trap 'rm -rf "${logs}"' EXIT

# What a step's runner printed about its test count, on one line: vitest's "Tests  12 passed (12)", jest's
# "Tests: 12 passed, 12 total", Playwright's "12 passed (1.2m)" (with "1 flaky" and the like beside it).
test_counts() {
  sed 's/\x1b\[[0-9;]*m//g' "$1" | awk '
    /^ *Tests:? +[0-9]/ { sub(/^ *Tests:? +/, ""); line = $0 }
    /^ +[0-9]+ (passed|failed|flaky|skipped|did not run)( \(|$)/ { sub(/^ +/, ""); sub(/ \(.*/, ""); pw = pw (pw ? ", " : "") $0 }
    END { print (line ? line : pw) }'
}

step() {
  local name=$1
  shift
  echo
  echo "▶ ${name}"
  local started=$SECONDS
  local log="${logs}/${#summary[@]}.log"
  local mark
  "$@" 2>&1 | tee "${log}"
  if [ "${PIPESTATUS[0]}" -eq 0 ]; then
    passed=$((passed + 1))
    mark="✔"
  else
    failed=$((failed + 1))
    failures+=("$name")
    mark="✘"
  fi
  local took=$((SECONDS - started))
  echo "${mark} ${name} (${took} s)"
  summary+=("$(printf '%s %-40s %6s s   %s' "${mark}" "${name}" "${took}" "$(test_counts "${log}")")")
}

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  if [ "${TEST_BOTH_ENGINES:-}" = "1" ]; then
    echo "Server tests run on PostgreSQL (${TEST_DATABASE_URL%%\?*}) and, every one of them, on PGlite."
  else
    echo "Server tests run on PostgreSQL (${TEST_DATABASE_URL%%\?*}), and those about what differs between the"
    echo "engines on PGlite as well; set TEST_BOTH_ENGINES=1 to run every one on both."
  fi
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
step "server tests" npx vitest run --project 'server*'
step "Storybook play functions in Chromium" bash tests/run-storybook-tests.sh
step "browser end-to-end tests" npx playwright test -c tests/e2e/playwright.config.ts

echo
echo "Time per step (and its tests):"
printf '%s\n' "${summary[@]}"
printf '  %-40s %6s s\n' "total" "${SECONDS}"
echo
if [ "$failed" -gt 0 ]; then
  echo "Failed steps: ${failures[*]}"
fi
echo "checks: ${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]
