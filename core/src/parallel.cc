#include "agentrl/core/parallel.h"

#include <algorithm>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace agentrl {

int ResolveThreads(int requested) {
  if (requested == 0) {
    const unsigned hw = std::thread::hardware_concurrency();
    return hw == 0 ? 1 : static_cast<int>(hw);
  }
  return std::max(requested, 1);
}

void ParallelFor(size_t n, int threads, const std::function<void(size_t, size_t)>& fn) {
  if (n == 0) return;
  const size_t workers = std::min<size_t>(static_cast<size_t>(ResolveThreads(threads)), n);
  if (workers == 1) {
    fn(0, n);
    return;
  }
  std::exception_ptr first_error;
  std::mutex error_mutex;
  auto run_range = [&](size_t w) {
    const size_t begin = n * w / workers, end = n * (w + 1) / workers;
    try {
      fn(begin, end);
    } catch (...) {
      std::lock_guard<std::mutex> lock(error_mutex);
      if (!first_error) first_error = std::current_exception();
    }
  };
  std::vector<std::thread> pool;
  pool.reserve(workers - 1);
  for (size_t w = 1; w < workers; ++w) pool.emplace_back(run_range, w);
  run_range(0);
  for (auto& t : pool) t.join();
  if (first_error) std::rethrow_exception(first_error);
}

}  // namespace agentrl
