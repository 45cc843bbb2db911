// The simulator's token arrays as a kernels::PackedBatch (sim depends on no other module, so the
// copy happens here, in the module that may use both).
#pragma once

#include "agentrl/kernels/packed_batch.h"
#include "agentrl/sim/sampler.h"

namespace agentrl::harness {

inline kernels::PackedBatch ToPackedBatch(const sim::SimBatch& b) {
  kernels::PackedBatch p;
  p.cu_seqlens = b.cu_seqlens;
  p.rewards = b.rewards;
  p.values = b.values;
  p.mask = b.mask;
  p.terminated = b.terminated;
  p.bootstrap_value = b.bootstrap_value;
  p.group = b.group;
  return p;
}

}  // namespace agentrl::harness
