#!/usr/bin/env bash
# README command 2: install what is missing, build, run the whole test suite through ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
ctest --test-dir build --output-on-failure -j "${AGENTRL_JOBS:-$(nproc)}"
