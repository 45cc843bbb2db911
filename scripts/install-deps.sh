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
  python3 python3-pytest  # task corpus test runner
  librsvg2-bin fonts-dejavu-core  # rsvg-convert: the SVG plots as PNG
)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q '^install ok installed$'; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#PACKAGES[@]} packages present"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "install-deps: done"
