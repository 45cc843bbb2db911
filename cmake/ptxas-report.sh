#!/usr/bin/env bash
# Compiler launcher for the CUDA sources: runs the compile command given after REPORT and keeps a
# copy of its diagnostics (with -Xptxas -v, ptxas's registers, stack and spills per kernel) in
# REPORT, which kernels_test reads to check that no agentrl kernel spills, with or without a GPU.
# The diagnostics still reach the build log.
#   ptxas-report.sh REPORT COMPILER ARGS...
set -u
report=$1
shift
"$@" 2> "$report.tmp"
rc=$?
cat "$report.tmp" >&2
if [ "$rc" -eq 0 ]; then mv -f "$report.tmp" "$report"; else rm -f "$report.tmp"; fi
exit "$rc"
