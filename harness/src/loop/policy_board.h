// The policies the sampler may use, by version (= updates seen), published by the learner. The
// sampler of batch b waits for version b - depth, so which policy samples which batch is fixed
// by b alone.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>

#include "agentrl/sim/policy.h"

namespace agentrl::harness::loop {

class PolicyBoard {
 public:
  void Publish(int64_t version, std::shared_ptr<const sim::Policy> p) {
    {
      std::lock_guard<std::mutex> l(mu_);
      by_version_[version] = std::move(p);
      while (by_version_.size() > 8) by_version_.erase(by_version_.begin());
    }
    cv_.notify_all();
  }
  // Blocks until `version` is published; null once closed.
  std::shared_ptr<const sim::Policy> WaitFor(int64_t version) {
    std::unique_lock<std::mutex> l(mu_);
    cv_.wait(l, [&] { return closed_ || by_version_.count(version) > 0; });
    auto it = by_version_.find(version);
    return it == by_version_.end() ? nullptr : it->second;
  }
  void Close() {
    {
      std::lock_guard<std::mutex> l(mu_);
      closed_ = true;
    }
    cv_.notify_all();
  }

 private:
  std::mutex mu_;
  std::condition_variable cv_;
  std::map<int64_t, std::shared_ptr<const sim::Policy>> by_version_;
  bool closed_ = false;
};

}  // namespace agentrl::harness::loop
