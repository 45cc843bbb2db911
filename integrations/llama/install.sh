#!/usr/bin/env bash
# Installs the local LLM runtime for the LLM reviewer's tests: node-llama-cpp with its prebuilt
# Linux x64 CPU binaries (pinned by package-lock.json beside this file), and the tiny
# random-weight Qwen2 test model (make_model.py). Idempotent: each step is skipped when its
# result is already there. Needs Node.js + npm (the npm registry) and Debian's python3-numpy
# and git (scripts/install-deps.sh installs both); nothing else is downloaded, and nothing here
# needs the network at test time.
#
# The 0.5B-shaped model is not made here (about 1 GB in f16); a benchmark makes it on demand:
#   /usr/bin/python3 integrations/llama/make_model.py --shape 0.5b --type q8_0
set -euo pipefail

DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
VERSION="$(/usr/bin/python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["packages"]["node_modules/node-llama-cpp"]["version"])' "$DIR/package-lock.json")"

installed_version() {
  local pkg="$DIR/node_modules/$1/package.json"
  [ -f "$pkg" ] && /usr/bin/python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["version"])' "$pkg" || true
}

if [ "$(installed_version node-llama-cpp)" = "$VERSION" ] &&
   [ "$(installed_version @node-llama-cpp/linux-x64)" = "$VERSION" ] &&
   [ -f "$DIR/node_modules/@huggingface/jinja/package.json" ]; then
  echo "install-deps: node-llama-cpp $VERSION present"
else
  echo "install-deps: installing node-llama-cpp $VERSION with its prebuilt linux-x64 CPU binaries (npm ci)"
  if ! command -v npm >/dev/null; then
    echo "install-deps: npm is needed for node-llama-cpp (the machine image ships Node.js and npm)" >&2
    exit 1
  fi
  # --omit=optional: none of node-llama-cpp's other prebuilt packages (CUDA, Vulkan, other
  # platforms); the linux-x64 CPU one is a direct dependency. --ignore-scripts: no postinstall
  # (it would probe the binaries and could try to download and build llama.cpp).
  NODE_LLAMA_CPP_SKIP_DOWNLOAD=true npm ci --prefix "$DIR" --omit=optional --ignore-scripts \
    --no-audit --no-fund --loglevel=error
fi

MODEL="$DIR/models/qwen2-tiny-random-f16.gguf"
if [ -f "$MODEL" ]; then
  echo "install-deps: test model present ($(basename "$MODEL"))"
else
  echo "install-deps: generating the tiny random-weight Qwen2 test model ($(basename "$MODEL"))"
  /usr/bin/python3 "$DIR/make_model.py" --shape tiny --type f16 --out "$MODEL"
fi
