// The execution pool: N workers grading submissions concurrently from a bounded queue.
//  - Infrastructure failures (a sandbox that could not start: status sandbox_error) are
//    retried up to `max_retries` times and counted apart from task failures.
//  - An optional cache keyed by the submission hash (task id + every file) answers a repeated
//    submission without running it again.
//  - Determinism mode runs every submission `determinism_runs` times and reports those whose
//    status or test counts disagree (flaky tasks or nondeterministic code).
#pragma once

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <future>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "agentrl/sandbox/runner.h"

namespace agentrl::sandbox {

struct PoolOptions {
  int workers = 0;            // 0 = the number of cores
  size_t queue_capacity = 64; // Submit blocks while the queue is full
  int max_retries = 2;        // per submission, for infrastructure failures only
  bool cache = false;
  int determinism_runs = 1;   // >1: rerun each submission and compare
  RunOptions run;
};

struct PoolStats {
  int64_t submitted = 0, completed = 0, cache_hits = 0;
  int64_t infra_failures = 0;        // sandbox_error outcomes, retried or final
  int64_t infra_failed_final = 0;    // submissions still sandbox_error after all retries
  int64_t flaky = 0;                 // submissions whose reruns disagreed
  std::string last_infra_reason;     // the reason of the latest sandbox_error, retried or final
};

struct PoolResult {
  SandboxResult result;      // the first run's
  bool from_cache = false;
  // Determinism mode: "status/passed/total" of every run, and whether they disagreed.
  std::vector<std::string> runs;
  bool disagreement = false;
  Status error;              // the caller's input was bad (e.g. no such submission)
};

class ExecutionPool {
 public:
  explicit ExecutionPool(PoolOptions opts);
  ~ExecutionPool();  // drains the queue
  ExecutionPool(const ExecutionPool&) = delete;
  ExecutionPool& operator=(const ExecutionPool&) = delete;

  std::future<PoolResult> Submit(const Task& task, std::string submission_dir);
  PoolStats stats() const;
  int workers() const { return static_cast<int>(threads_.size()); }

  // For tests of the retry path: replaces the grading function.
  using GradeFn = std::function<Result<SandboxResult>(const Task&, const std::string&,
                                                      const RunOptions&)>;
  void SetGradeFunctionForTesting(GradeFn fn) { grade_ = std::move(fn); }

 private:
  struct Job {
    Task task;
    std::string submission;
    std::promise<PoolResult> promise;
  };
  void Work();
  PoolResult Process(Job& job);

  PoolOptions opts_;
  GradeFn grade_;
  mutable std::mutex mu_;
  std::condition_variable not_empty_, not_full_;
  std::deque<Job> queue_;
  bool closing_ = false;
  PoolStats stats_;
  std::map<std::string, SandboxResult> cache_;
  std::vector<std::thread> threads_;
};

}  // namespace agentrl::sandbox
