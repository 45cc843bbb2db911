#!/usr/bin/env bash
# Configures and builds agentrl (Release) into build/. Extra arguments go to cmake's
# configure step, e.g. -DAGENTRL_CUDA=OFF. Reuses an existing build tree.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs="${AGENTRL_JOBS:-$(nproc)}"
generator=()
if [ ! -f build/CMakeCache.txt ] && command -v ninja >/dev/null; then generator=(-G Ninja); fi
cmake -S . -B build "${generator[@]}" -DCMAKE_BUILD_TYPE=Release "$@"
cmake --build build -j "$jobs"
