#!/usr/bin/env bash
# Builds Storybook, serves the static build on 127.0.0.1, runs every story's play function and axe check in
# Chromium, then compares the screenshots in tests/visual with their baselines. Fails if either step fails.
#
#   bash tests/run-storybook-tests.sh                   everything
#   bash tests/run-storybook-tests.sh src/ui/Button     the test-runner on matching story files only (no screenshots)
#   bash tests/run-storybook-tests.sh --visual          screenshots only
#   bash tests/run-storybook-tests.sh --visual --update rewrite the baselines
set -euo pipefail

cd "$(dirname "$0")/.."

SB_PORT="${SB_PORT:-6206}"
OUT_DIR="${SB_OUT_DIR:-storybook-static}"
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

visual_only=0
if [ "${1:-}" = "--visual" ]; then
  visual_only=1
  shift
fi

echo "Building Storybook into ${OUT_DIR}..."
build_log=$(mktemp)
if ! npx storybook build --quiet -o "${OUT_DIR}" >"${build_log}" 2>&1; then
  cat "${build_log}" >&2
  rm -f "${build_log}"
  exit 1
fi
rm -f "${build_log}"

node node_modules/http-server/bin/http-server "${OUT_DIR}" -p "${SB_PORT}" -a 127.0.0.1 -s &
SERVER_PID=$!
trap 'kill "${SERVER_PID}" 2>/dev/null || true' EXIT

for _ in $(seq 1 50); do
  if curl -fsS -o /dev/null "http://127.0.0.1:${SB_PORT}/index.json"; then break; fi
  if ! kill -0 "${SERVER_PID}" 2>/dev/null; then
    echo "The static server could not start on port ${SB_PORT}." >&2
    exit 1
  fi
  sleep 0.2
done

url="http://127.0.0.1:${SB_PORT}"
# One worker per core (SB_WORKERS overrides it); each drives a Chromium of its own.
workers="${SB_WORKERS:-$(nproc 2>/dev/null || echo 2)}"
status=0
if [ "${visual_only}" -eq 1 ]; then
  npx tsx tests/visual/visual.ts --url "${url}" "$@" || status=$?
  exit "${status}"
fi

if [ "$#" -eq 0 ]; then
  # The full run takes its stories from the build's index.json, so it tests exactly what was built even when
  # story files change while it runs.
  npx test-storybook --index-json --url "${url}" --maxWorkers "${workers}" || status=$?
else
  npx test-storybook --url "${url}" --maxWorkers "${workers}" "$@" || status=$?
fi

# A run narrowed to some story files is for working on them; the screenshots belong to full runs.
if [ "$#" -eq 0 ]; then
  echo "Comparing screenshots with tests/visual/baselines..."
  npx tsx tests/visual/visual.ts --url "${url}" || status=1
fi
exit "${status}"
