#include <gtest/gtest.h>

#include <random>

#include "solution.h"

using V = std::vector<std::pair<int, int>>;

TEST(Merge, Overlap) { EXPECT_EQ(merge({{1, 3}, {2, 6}, {8, 10}}), (V{{1, 6}, {8, 10}})); }
TEST(Merge, Touching) { EXPECT_EQ(merge({{1, 4}, {4, 5}}), (V{{1, 5}})); }
TEST(Merge, Unsorted) { EXPECT_EQ(merge({{5, 7}, {1, 2}}), (V{{1, 2}, {5, 7}})); }
TEST(Merge, RandomCoverage) {
  std::mt19937 rng(9);
  for (int trial = 0; trial < 100; ++trial) {
    V in;
    std::vector<int> covered(60, 0);
    for (int i = 0; i < 6; ++i) {
      const int s = static_cast<int>(rng() % 50), e = s + static_cast<int>(rng() % 8);
      in.emplace_back(s, e);
      for (int x = s; x <= e; ++x) covered[x] = 1;
    }
    const V out = merge(in);
    std::vector<int> got(60, 0);
    for (size_t i = 0; i < out.size(); ++i) {
      if (i) ASSERT_GT(out[i].first, out[i - 1].second);
      for (int x = out[i].first; x <= out[i].second; ++x) got[x] = 1;
    }
    EXPECT_EQ(got, covered);
  }
}
