#include "agentrl/kernels/random_batch.h"

#include <gtest/gtest.h>

namespace agentrl::kernels {
namespace {

TEST(RandomBatch, ValidReproducibleAndShapedAsAsked) {
  RandomBatchSpec spec;
  spec.sequences = 100;
  spec.group_size = 8;
  spec.length_median = 300;
  spec.length_max = 2000;
  spec.length_min = 2;
  const PackedBatch a = MakeRandomBatch(spec, 5), b = MakeRandomBatch(spec, 5),
                    c = MakeRandomBatch(spec, 6);
  ASSERT_TRUE(a.Validate().ok()) << a.Validate().message();
  EXPECT_EQ(a.num_sequences(), 100u);
  EXPECT_EQ(a.rewards, b.rewards);
  EXPECT_EQ(a.cu_seqlens, b.cu_seqlens);
  EXPECT_NE(a.cu_seqlens, c.cu_seqlens);
  EXPECT_EQ(a.group.back(), 99 / 8);
  for (size_t i = 0; i < a.num_sequences(); ++i) {
    const int64_t len = a.cu_seqlens[i + 1] - a.cu_seqlens[i];
    EXPECT_GE(len, 2);
    EXPECT_LE(len, 2000);
    if (len > 0) {
      EXPECT_EQ(a.mask[a.cu_seqlens[i]], 1) << "a turn starts with a policy token";
    }
    if (!a.terminated[i]) {
      EXPECT_EQ(a.rewards[a.cu_seqlens[i + 1] - 1], 0.0f) << "truncated sequences get no outcome";
    }
  }
}

TEST(RandomBatch, ObservationFractionIsRespected) {
  RandomBatchSpec spec;
  spec.sequences = 20;
  spec.length_sigma = 0;
  spec.length_median = 640;
  spec.turn_tokens = 64;
  spec.observation_fraction = 0.25;
  const PackedBatch a = MakeRandomBatch(spec, 1);
  size_t trainable = 0;
  for (uint8_t m : a.mask) trainable += m;
  EXPECT_EQ(trainable, 20u * 10u * 48u);
}

}  // namespace
}  // namespace agentrl::kernels
