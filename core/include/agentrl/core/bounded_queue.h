// A bounded FIFO between one producer and one consumer thread (the closed loop's sampler and
// learner). Push blocks while the queue is full, Pop while it is empty; Close wakes both sides
// for good: Push then refuses, Pop drains what is left and then returns nothing. The time each
// side spent blocked is counted, so a pipeline can report who waited on whom.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <mutex>
#include <optional>

namespace agentrl {

template <class T>
class BoundedQueue {
 public:
  explicit BoundedQueue(size_t capacity) : capacity_(capacity < 1 ? 1 : capacity) {}

  // False (and `v` dropped) when the queue was closed.
  bool Push(T v) {
    std::unique_lock<std::mutex> l(mu_);
    const auto t0 = std::chrono::steady_clock::now();
    not_full_.wait(l, [this] { return closed_ || q_.size() < capacity_; });
    push_wait_s_ += Since(t0);
    if (closed_) return false;
    q_.push_back(std::move(v));
    not_empty_.notify_one();
    return true;
  }

  // The oldest item; nothing once the queue is closed and empty.
  std::optional<T> Pop() {
    std::unique_lock<std::mutex> l(mu_);
    const auto t0 = std::chrono::steady_clock::now();
    not_empty_.wait(l, [this] { return closed_ || !q_.empty(); });
    pop_wait_s_ += Since(t0);
    if (q_.empty()) return std::nullopt;
    T v = std::move(q_.front());
    q_.pop_front();
    not_full_.notify_one();
    return v;
  }

  void Close() {
    {
      std::lock_guard<std::mutex> l(mu_);
      closed_ = true;
    }
    not_full_.notify_all();
    not_empty_.notify_all();
  }

  size_t capacity() const { return capacity_; }
  // Seconds the producer spent blocked on a full queue, the consumer on an empty one.
  double push_wait_s() const {
    std::lock_guard<std::mutex> l(mu_);
    return push_wait_s_;
  }
  double pop_wait_s() const {
    std::lock_guard<std::mutex> l(mu_);
    return pop_wait_s_;
  }

 private:
  static double Since(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  }

  const size_t capacity_;
  mutable std::mutex mu_;
  std::condition_variable not_full_, not_empty_;
  std::deque<T> q_;
  bool closed_ = false;
  double push_wait_s_ = 0, pop_wait_s_ = 0;
};

}  // namespace agentrl
