// The two families of the fast CPU path, which CpuEstimate (estimate.cc) dispatches to over
// one partition of the batch: the scan estimators (gae, gae_adaptive, returns:
// scan_estimate.cc) and the group estimators (grpo, drgrpo, rloo, reinforce_pp_baseline, opo:
// group_estimate.cc). adv and ret hold num_tokens floats; `lanes` is a resolved block width.
#pragma once

#include <span>
#include <vector>

#include "agentrl/kernels/estimators.h"
#include "work_items.h"

namespace agentrl::kernels::cpu {

void ScanEstimate(const PackedBatchView& b, const EstimatorParams& p, std::span<float> adv,
                  std::span<float> ret, const std::vector<WorkItem>& items, int threads,
                  int lanes);

void OutcomeEstimate(const PackedBatchView& b, const EstimatorParams& p, std::span<float> adv,
                     std::span<float> ret, const std::vector<WorkItem>& items, int threads,
                     int lanes);

// The group estimators' per-sequence advantage a_i (estimators.h) from per-sequence scores s_i,
// trainable counts l_i (read by opo and reinforce_pp_baseline only) and group ids: fp64 group
// statistics, groups in order of first appearance, reinforce_pp_baseline's whitening included.
// epsilon is grpo's (σ + ε). group_size, when not null, receives each sequence's group size.
std::vector<double> OutcomeAdvantages(const EstimatorParams& p, std::span<const double> score,
                                      std::span<const int64_t> len, std::span<const int64_t> group,
                                      double epsilon = kGrpoEpsilon,
                                      std::vector<double>* group_size = nullptr);

// CpuOptions::simd_lanes resolved against this CPU: 16, 8 or 1.
int ResolveLanes(int requested);

}  // namespace agentrl::kernels::cpu
