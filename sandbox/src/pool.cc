#include "agentrl/sandbox/pool.h"

#include <algorithm>

namespace agentrl::sandbox {

ExecutionPool::ExecutionPool(PoolOptions opts) : opts_(std::move(opts)), grade_(RunSubmission) {
  int n = opts_.workers > 0 ? opts_.workers
                            : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  opts_.queue_capacity = std::max<size_t>(1, opts_.queue_capacity);
  for (int i = 0; i < n; ++i) threads_.emplace_back([this] { Work(); });
}

ExecutionPool::~ExecutionPool() {
  {
    std::lock_guard<std::mutex> l(mu_);
    closing_ = true;
  }
  not_empty_.notify_all();
  for (std::thread& t : threads_) t.join();
}

std::future<PoolResult> ExecutionPool::Submit(const Task& task, std::string submission_dir) {
  std::unique_lock<std::mutex> l(mu_);
  not_full_.wait(l, [this] { return queue_.size() < opts_.queue_capacity; });
  Job job{task, std::move(submission_dir), {}};
  std::future<PoolResult> f = job.promise.get_future();
  queue_.push_back(std::move(job));
  ++stats_.submitted;
  l.unlock();
  not_empty_.notify_one();
  return f;
}

PoolStats ExecutionPool::stats() const {
  std::lock_guard<std::mutex> l(mu_);
  return stats_;
}

void ExecutionPool::Work() {
  for (;;) {
    std::unique_lock<std::mutex> l(mu_);
    not_empty_.wait(l, [this] { return closing_ || !queue_.empty(); });
    if (queue_.empty()) return;
    Job job = std::move(queue_.front());
    queue_.pop_front();
    l.unlock();
    not_full_.notify_one();
    PoolResult r = Process(job);
    {
      std::lock_guard<std::mutex> g(mu_);
      ++stats_.completed;
    }
    job.promise.set_value(std::move(r));
  }
}

PoolResult ExecutionPool::Process(Job& job) {
  PoolResult out;
  std::string key;
  if (opts_.cache) {
    auto h = SubmissionHash(job.task.config.id, job.submission);
    if (!h.ok()) {
      out.error = h.status();
      return out;
    }
    key = *h;
    std::lock_guard<std::mutex> l(mu_);
    if (auto it = cache_.find(key); it != cache_.end()) {
      ++stats_.cache_hits;
      out.result = it->second;
      out.from_cache = true;
      return out;
    }
  }
  const int runs = std::max(1, opts_.determinism_runs);
  for (int run = 0; run < runs; ++run) {
    SandboxResult r;
    int attempt = 0;
    for (;; ++attempt) {
      auto g = grade_(job.task, job.submission, opts_.run);
      if (!g.ok()) {
        out.error = g.status();
        return out;
      }
      r = std::move(*g);
      if (r.status != RunStatus::kSandboxError) break;
      std::lock_guard<std::mutex> l(mu_);
      ++stats_.infra_failures;
      stats_.last_infra_reason = r.reason;
      if (attempt >= opts_.max_retries) {
        ++stats_.infra_failed_final;
        break;
      }
    }
    r.attempts = attempt + 1;
    out.runs.push_back(std::string(RunStatusName(r.status)) + "/" +
                       std::to_string(r.tests.passed) + "/" + std::to_string(r.tests.total));
    if (run == 0) out.result = std::move(r);
  }
  out.disagreement =
      std::any_of(out.runs.begin(), out.runs.end(), [&](const std::string& s) { return s != out.runs[0]; });
  std::lock_guard<std::mutex> l(mu_);
  if (out.disagreement) ++stats_.flaky;
  if (opts_.cache && out.result.status != RunStatus::kSandboxError && !out.disagreement) {
    cache_.emplace(key, out.result);
  }
  return out;
}

}  // namespace agentrl::sandbox
