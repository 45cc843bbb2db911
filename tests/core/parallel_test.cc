#include "agentrl/core/parallel.h"

#include <gtest/gtest.h>

#include <atomic>
#include <stdexcept>
#include <vector>

namespace agentrl {
namespace {

TEST(ParallelFor, CoversEveryIndexExactlyOnce) {
  for (int threads : {1, 2, 3, 7, 64}) {
    for (size_t n : {0u, 1u, 5u, 1000u}) {
      std::vector<std::atomic<int>> hits(n);
      ParallelFor(n, threads, [&](size_t b, size_t e) {
        for (size_t i = b; i < e; ++i) hits[i]++;
      });
      for (size_t i = 0; i < n; ++i)
        ASSERT_EQ(hits[i].load(), 1) << "n=" << n << " threads=" << threads;
    }
  }
}

TEST(ParallelFor, RethrowsWorkerExceptions) {
  EXPECT_THROW(ParallelFor(100, 4,
                           [](size_t b, size_t) {
                             if (b > 0) throw std::runtime_error("boom");
                           }),
               std::runtime_error);
}

TEST(ResolveThreads, ZeroMeansAllCores) {
  EXPECT_GE(ResolveThreads(0), 1);
  EXPECT_EQ(ResolveThreads(3), 3);
  EXPECT_EQ(ResolveThreads(-5), 1);
}

}  // namespace
}  // namespace agentrl
