#include "agentrl/core/parallel.h"

#include <gtest/gtest.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <fstream>
#include <functional>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
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

TEST(ParallelForGuided, CoversEveryIndexExactlyOnceInRangesFromTheTopDown) {
  // Weights: even, zero, negative (counted as 0), and one index carrying almost everything.
  const std::vector<std::function<int64_t(size_t)>> weights = {
      [](size_t) { return int64_t{1}; }, [](size_t) { return int64_t{0}; },
      [](size_t i) { return i % 3 == 0 ? int64_t{-5} : int64_t{7}; },
      [](size_t i) { return i == 3 ? int64_t{1} << 40 : int64_t{1}; }};
  for (const auto& weight : weights) {
    for (int threads : {1, 2, 3, 7, 64}) {
      for (size_t n : {0u, 1u, 5u, 1000u}) {
        std::vector<std::atomic<int>> hits(n);
        std::mutex mutex;
        std::vector<std::pair<size_t, size_t>> ranges;  // in the order they were handed out
        ParallelForGuided(n, threads, weight, [&](size_t b, size_t e) {
          {
            std::lock_guard<std::mutex> lock(mutex);
            ranges.emplace_back(b, e);
          }
          ASSERT_LT(b, e);
          for (size_t i = b; i < e; ++i) hits[i]++;
        });
        for (size_t i = 0; i < n; ++i)
          ASSERT_EQ(hits[i].load(), 1) << "n=" << n << " threads=" << threads;
        // fn runs after its range was handed out, so the log may swap neighbours; sorted from
        // the top, ranges must tile [0, n) without gaps.
        std::sort(ranges.begin(), ranges.end(), std::greater<>());
        size_t top = n;
        for (const auto& [b, e] : ranges) {
          ASSERT_EQ(e, top);
          top = b;
        }
        EXPECT_EQ(top, 0u);
      }
    }
  }
}

TEST(ParallelForGuided, GivesEachWorkerABlockThenSplitsTheRestIntoShrinkingRanges) {
  // With even weights on two workers: three quarters of the work in two blocks of 1536, then
  // the last quarter guided, from a quarter of it down to single indices, so a slower worker
  // can only hold up the end by one index. The same ranges on every call.
  for (int call = 0; call < 3; ++call) {
    std::mutex mutex;
    std::vector<std::pair<size_t, size_t>> ranges;
    ParallelForGuided(
        4096, 2, [](size_t) { return int64_t{1}; },
        [&](size_t b, size_t e) {
          std::lock_guard<std::mutex> lock(mutex);
          ranges.emplace_back(b, e);
        });
    std::sort(ranges.begin(), ranges.end(), std::greater<>());
    ASSERT_GE(ranges.size(), 4u);
    EXPECT_EQ(ranges[0], std::make_pair(size_t{2560}, size_t{4096}));
    EXPECT_EQ(ranges[1], std::make_pair(size_t{1024}, size_t{2560}));
    EXPECT_EQ(ranges[2], std::make_pair(size_t{768}, size_t{1024}));
    EXPECT_EQ(ranges.back().second - ranges.back().first, 1u);
    EXPECT_LT(ranges.size(), 100u);  // about 2 · workers · ln(n) ranges, not n
    for (size_t j = 3; j < ranges.size(); ++j) {
      EXPECT_LE(ranges[j].second - ranges[j].first, ranges[j - 1].second - ranges[j - 1].first);
    }
  }
}

TEST(ParallelForGuided, TheOthersTakeTheBlockOfAWorkerThatStartsLate) {
  // A call made while the pool is busy (here, from the caller's range of another call) starts
  // a thread of its own, which takes tens of microseconds. With trivial work the caller has run
  // its block and the rest by then, and it takes the late worker's block as well instead of
  // leaving it to that worker. Every index still runs exactly once.
  int all_on_caller = 0;
  for (int call = 0; call < 20; ++call) {
    ParallelFor(2, 2, [&](size_t b, size_t) {
      if (b != 0) return;
      const auto caller = std::this_thread::get_id();
      std::vector<std::atomic<int>> hits(64);
      std::atomic<bool> only_caller{true};
      ParallelForGuided(
          64, 2, [](size_t) { return int64_t{1}; },
          [&](size_t lo, size_t hi) {
            if (std::this_thread::get_id() != caller) only_caller = false;
            for (size_t i = lo; i < hi; ++i) hits[i]++;
          });
      for (size_t i = 0; i < hits.size(); ++i) ASSERT_EQ(hits[i].load(), 1) << i;
      if (only_caller) ++all_on_caller;
    });
  }
  EXPECT_GT(all_on_caller, 0);
}

TEST(ParallelForGuided, RethrowsWorkerExceptions) {
  EXPECT_THROW(ParallelForGuided(
                   100, 2, [](size_t) { return int64_t{1}; },
                   [](size_t b, size_t) {
                     if (b < 10) throw std::runtime_error("boom");
                   }),
               std::runtime_error);
}

TEST(ParallelFor, RethrowsWorkerExceptions) {
  EXPECT_THROW(ParallelFor(100, 4,
                           [](size_t b, size_t) {
                             if (b > 0) throw std::runtime_error("boom");
                           }),
               std::runtime_error);
}

// Sums 0..n-1 with `threads` workers.
uint64_t ParallelSum(size_t n, int threads) {
  std::atomic<uint64_t> sum{0};
  ParallelFor(n, threads, [&](size_t b, size_t e) {
    uint64_t s = 0;
    for (size_t i = b; i < e; ++i) s += i;
    sum += s;
  });
  return sum.load();
}

TEST(ParallelFor, ThePoolStaysUsableAfterAWorkerThrows) {
  for (int round = 0; round < 3; ++round) {
    EXPECT_THROW(ParallelFor(2, 2,
                             [](size_t b, size_t) {
                               if (b == 1) throw std::runtime_error("worker");
                             }),
                 std::runtime_error);
    EXPECT_EQ(ParallelSum(1000, 2), 999u * 1000u / 2);
  }
}

// A call from inside a worker, or from a second thread while the pool is busy, starts its own
// threads instead of waiting for the pool: no deadlock, every index once.
TEST(ParallelFor, NestedAndConcurrentCallsCoverEveryIndex) {
  std::atomic<int> bad{0};
  ParallelFor(4, 2, [&](size_t b, size_t e) {
    for (size_t i = b; i < e; ++i)
      if (ParallelSum(500 + i, 2) != (499 + i) * (500 + i) / 2) ++bad;
  });
  EXPECT_EQ(bad.load(), 0);
  std::vector<std::thread> callers;
  for (int c = 0; c < 3; ++c) {
    callers.emplace_back([&, c] {
      for (int k = 0; k < 200; ++k) {
        const size_t n = 100 + static_cast<size_t>(c * 7 + k);
        if (ParallelSum(n, 1 + (k + c) % 4) != (n - 1) * n / 2) ++bad;
      }
    });
  }
  for (auto& t : callers) t.join();
  EXPECT_EQ(bad.load(), 0);
}

// A forked child has none of its parent's pool threads; its calls must still finish.
TEST(ParallelFor, WorksInAForkedChild) {
  ASSERT_EQ(ParallelSum(1000, 2), 999u * 1000u / 2);  // the parent's pool exists now
  const pid_t pid = fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    alarm(20);  // a hang ends the child by SIGALRM, which the parent reports
    _exit(ParallelSum(1000, 2) == 999u * 1000u / 2 ? 0 : 1);
  }
  int status = 0;
  ASSERT_EQ(waitpid(pid, &status, 0), pid);
  ASSERT_TRUE(WIFEXITED(status)) << "child ended by signal " << WTERMSIG(status);
  EXPECT_EQ(WEXITSTATUS(status), 0);
}

// The pool's threads outlive the call; a process-directed signal must go to one of the
// program's own threads, so the workers block every signal.
TEST(ParallelFor, PoolThreadsBlockSignals) {
  std::atomic<long> worker{0};
  ParallelFor(2, 2, [&](size_t b, size_t) {
    if (b == 1) worker = static_cast<long>(syscall(SYS_gettid));
  });
  ASSERT_NE(worker.load(), 0);
  ASSERT_NE(worker.load(), static_cast<long>(syscall(SYS_gettid)));
  std::ifstream status("/proc/self/task/" + std::to_string(worker.load()) + "/status");
  ASSERT_TRUE(status.good()) << "the worker thread is gone";
  std::string line;
  unsigned long long blocked = 0;
  while (std::getline(status, line))
    if (line.rfind("SigBlk:", 0) == 0) std::istringstream(line.substr(7)) >> std::hex >> blocked;
  for (int sig : {SIGINT, SIGTERM, SIGUSR1, SIGCHLD, SIGALRM})
    EXPECT_TRUE(blocked >> (sig - 1) & 1)
        << "signal " << sig << " not blocked: " << std::hex << blocked;
}

TEST(ResolveThreads, ZeroMeansAllCores) {
  EXPECT_GE(ResolveThreads(0), 1);
  EXPECT_EQ(ResolveThreads(3), 3);
  EXPECT_EQ(ResolveThreads(-5), 1);
}

}  // namespace
}  // namespace agentrl
