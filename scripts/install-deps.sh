#!/usr/bin/env bash
# Installs every Debian package agentrl needs to build, test and run, and nothing else.
# Idempotent: packages already present are left alone, and `apt-get update` only runs when
# something is missing. Needs root (or sudo) on Debian 12.
set -euo pipefail

PACKAGES=(
  # toolchain
  build-essential cmake ninja-build pkg-config git ca-certificates
  # libraries (see README: one per concern)
  libtorch-dev            # LibTorch 1.13 (CPU): learners, tensor adapter, loop baseline
  libtomlplusplus-dev     # <toml++/toml.h>: configs
  libboost-dev            # Boost.Process: launching sandboxed processes
  libboost-filesystem-dev # needed by Boost.Process v1
  libbenchmark-dev        # Google Benchmark: bench/
  libgtest-dev libgmock-dev  # GoogleTest: tests/
  libcli11-dev            # CLI11: the agentrl command line
  nlohmann-json3-dev      # JSON / JSON Lines
  libsqlite3-dev          # trajectory store
  libseccomp-dev          # sandbox syscall filter
  bubblewrap              # sandbox namespaces
  libexpat1-dev           # sandbox JUnit XML parsing
  libtree-sitter-dev      # anti-hack static rules: the tree-sitter parser runtime
  python3 python3-pytest  # task corpus test runner
  librsvg2-bin fonts-dejavu-core  # rsvg-convert: the SVG plots as PNG
  libcpp-httplib-dev      # `agentrl serve`: HTTP/1.1 server and client (0.11, poll-based)
  python3-torch python3-numpy  # python/: the estimators as PyTorch ops (TORCH_LIBRARY, no pybind11)
  python3-requests        # integrations/: the clients are tested as veRL calls (requests)
  slurmctld slurmd slurm-client munge  # `ablate --backend slurm`: the tests' one-node Slurm
                                       # (scripts/slurm-local.sh; installing starts no daemon)
)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q '^install ok installed$'; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#PACKAGES[@]} packages present"
else
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  echo "install-deps: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  echo "install-deps: done"
fi

# The Python grammar for the anti-hack static rules: the generated C sources of the npm package
# tree-sitter-python, pinned by antihack/grammar/package-lock.json. No install scripts run (the
# package's Node binding is not needed); antihack/CMakeLists.txt compiles src/parser.c and
# src/scanner.c.
GRAMMAR_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/antihack/grammar"
if [ ! -f "$GRAMMAR_DIR/node_modules/tree-sitter-python/src/parser.c" ]; then
  echo "install-deps: fetching the tree-sitter-python grammar (npm ci)"
  if ! command -v npm >/dev/null; then
    echo "install-deps: npm is needed for the grammar package (the machine image ships Node.js and npm)" >&2
    exit 1
  fi
  npm ci --prefix "$GRAMMAR_DIR" --ignore-scripts --omit=peer --no-audit --no-fund --loglevel=error
else
  echo "install-deps: tree-sitter-python grammar present"
fi

# The local LLM runtime for the LLM reviewer's tests: node-llama-cpp's prebuilt CPU llama.cpp,
# pinned by integrations/llama/package-lock.json, and a tiny random-weight Qwen2 test model
# (integrations/llama/README.md).
bash "$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/integrations/llama/install.sh"
