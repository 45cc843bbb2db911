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

// x_t -> (x_t - mean)·scale for t in [begin, end), sixteen tokens at a time where `lanes` allows
// (the same bits either way); with zero_unmasked, mask-0 tokens become 0 (mask is read only then).
void WhitenRange(float* x, const uint8_t* mask, int64_t begin, int64_t end, double mean,
                 double scale, bool zero_unmasked, int lanes);

// x_t -> (x_t - mm.mean)·mm.scale() over every item; with zero_unmasked, mask-0 tokens become 0.
// Nothing to do when mm holds no values.
void ApplyWhitening(std::span<float> x, std::span<const uint8_t> mask, const MergedMoments& mm,
                    bool zero_unmasked, const std::vector<WorkItem>& items, int threads,
                    int lanes);

}  // namespace agentrl::kernels::cpu
