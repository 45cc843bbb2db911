// Masked whitening of the fast CPU path (estimators.h: x <- (x - mean)·scale over trainable
// tokens), applied per work item with fp64 statistics, so the bits do not depend on the thread
// count. WhitenMasked (the public entry) is in whitening.cc too.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "moments.h"
#include "work_items.h"

namespace agentrl::kernels::cpu {

// x_t -> (x_t - mm.mean)·mm.scale() over every item; with zero_unmasked, mask-0 tokens become 0.
// Nothing to do when mm holds no values.
void ApplyWhitening(std::span<float> x, std::span<const uint8_t> mask, const MergedMoments& mm,
                    bool zero_unmasked, const std::vector<WorkItem>& items, int threads,
                    int lanes);

}  // namespace agentrl::kernels::cpu
