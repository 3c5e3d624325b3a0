#!/usr/bin/env bash
# Builds Storybook, serves the static build on 127.0.0.1 and runs every story's play function in Chromium.
# Exits with the test-runner's status, so a failing play function fails `npm test`.
set -euo pipefail

cd "$(dirname "$0")/.."

SB_PORT="${SB_PORT:-6206}"
OUT_DIR="storybook-static"
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

echo "Building Storybook into ${OUT_DIR}..."
npx storybook build --quiet -o "${OUT_DIR}" >/dev/null

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

status=0
npx test-storybook --url "http://127.0.0.1:${SB_PORT}" --maxWorkers 2 "$@" || status=$?
exit "${status}"
