#!/usr/bin/env bash
# README command 1: install what is missing, build, run the main job (experiments/quickstart.toml).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
./build/agentrl run experiments/quickstart.toml
