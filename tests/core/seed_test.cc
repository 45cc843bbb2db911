// Seeding: Philox known answers, derivation, and independence from the thread count.
#include "agentrl/core/seed.h"

#include <gtest/gtest.h>

#include <set>
#include <vector>

#include "agentrl/core/parallel.h"

namespace agentrl {
namespace {

// Known-answer vectors of Philox4x32-10 published with Random123 (kat_vectors).
TEST(Philox, KnownAnswers) {
  using A4 = std::array<uint32_t, 4>;
  EXPECT_EQ(Philox4x32({0, 0, 0, 0}, {0, 0}), (A4{0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8}));
  EXPECT_EQ(Philox4x32({0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff}, {0xffffffff, 0xffffffff}),
            (A4{0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd}));
  EXPECT_EQ(Philox4x32({0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344}, {0xa4093822, 0x299f31d0}),
            (A4{0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1}));
}

TEST(SeedTree, DerivationIsDeterministicAndDistinct) {
  const SeedTree root(42);
  EXPECT_EQ(root.Derive("sim").key(), SeedTree(42).Derive("sim").key());
  EXPECT_NE(root.Derive("sim").key(), root.Derive("sandbox").key());
  EXPECT_NE(root.Derive("sim").key(), SeedTree(43).Derive("sim").key());
  std::set<uint64_t> keys;
  for (uint64_t i = 0; i < 10000; ++i) keys.insert(root.Derive("worker").Derive(i).key());
  EXPECT_EQ(keys.size(), 10000u);
}

TEST(CounterRng, StreamsAreReproducibleAndDiffer) {
  CounterRng a(7, 3), b(7, 3), c(7, 4);
  for (int i = 0; i < 100; ++i) {
    const uint64_t x = a.NextU64();
    EXPECT_EQ(x, b.NextU64());
    EXPECT_NE(x, c.NextU64());
  }
}

TEST(CounterRng, DistributionsHaveTheRightMoments) {
  CounterRng rng(1, 0);
  const int n = 200000;
  double su = 0, sn = 0, sn2 = 0;
  int below_hist[10] = {};
  for (int i = 0; i < n; ++i) {
    const double u = rng.Uniform();
    ASSERT_GE(u, 0.0);
    ASSERT_LT(u, 1.0);
    su += u;
    const double z = rng.Normal();
    sn += z;
    sn2 += z * z;
    ++below_hist[rng.Below(10)];
  }
  EXPECT_NEAR(su / n, 0.5, 0.005);
  EXPECT_NEAR(sn / n, 0.0, 0.01);
  EXPECT_NEAR(sn2 / n, 1.0, 0.02);
  for (int k = 0; k < 10; ++k) EXPECT_NEAR(below_hist[k] / double(n), 0.1, 0.005) << k;
}

// Each item draws from its own stream keyed by its index, so the result is the same for
// any number of threads.
std::vector<double> DrawPerItem(int threads) {
  const uint64_t key = SeedTree(2026).Derive("test").key();
  std::vector<double> out(1000);
  ParallelFor(out.size(), threads, [&](size_t begin, size_t end) {
    for (size_t i = begin; i < end; ++i) {
      CounterRng rng(key, i);
      double acc = 0;
      for (int k = 0; k < 50; ++k) acc += rng.Normal();
      out[i] = acc;
    }
  });
  return out;
}

TEST(CounterRng, ResultsIndependentOfThreadCount) {
  const auto one = DrawPerItem(1);
  EXPECT_EQ(one, DrawPerItem(2));
  EXPECT_EQ(one, DrawPerItem(3));
  EXPECT_EQ(one, DrawPerItem(8));
  EXPECT_EQ(one, DrawPerItem(0));
}

}  // namespace
}  // namespace agentrl
