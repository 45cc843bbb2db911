// Synthetic ragged batches shaped like code-agent rollouts: lognormal sequence lengths,
// turns made of a policy span followed by an observation span (mask 0), sparse terminal
// rewards, some sequences truncated. Used by the tests, the benchmarks and the quickstart
// job to exercise the estimators on realistic layouts. Not the simulator: there is no
// policy and no ground truth here (see sim/ for that).
#pragma once

#include <cstdint>
#include <vector>

#include "agentrl/core/config.h"
#include "agentrl/kernels/packed_batch.h"

namespace agentrl::kernels {

struct RandomBatchSpec {
  int64_t sequences = 256;
  int64_t group_size = 8;
  double length_median = 2048.0;
  double length_sigma = 1.0;
  int64_t length_min = 1;
  int64_t length_max = 65536;
  int64_t turn_tokens = 64;
  double observation_fraction = 0.25;
  double truncated_fraction = 0.1;
  double success_prob = 0.5;
  double dense_reward_std = 0.0;

  static void Describe(config::SchemaBuilder<RandomBatchSpec>& s);
  Status Validate(const config::Locator& where) const;
};

// Sequence i depends only on (seed, i): the same spec and seed give the same batch.
// Groups are consecutive runs of group_size sequences (the last group may be smaller).
PackedBatch MakeRandomBatch(const RandomBatchSpec& spec, uint64_t seed);

// A batch whose sequences have exactly the given lengths, for checks of the estimators on awkward
// shapes: turns of a random policy span (1..40 tokens) then an observation span (0..29), every
// 7th sequence (i % 7 == 3) all observation, values in [-0.5, 1.5), sparse rewards (5% of
// tokens) plus a terminal one half the time, 60% terminated; groups of group_size.
// Sequence i depends only on (seed, i).
PackedBatch MakeBatchWithLengths(const std::vector<int64_t>& lengths, uint64_t seed,
                                 int64_t group_size = 4);

}  // namespace agentrl::kernels
