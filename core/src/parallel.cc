#include "agentrl/core/parallel.h"

#include <pthread.h>
#include <sched.h>
#include <signal.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <memory>
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

namespace {

// One call's static split: range w of `workers` over [0, n); the first exception is kept.
struct Job {
  size_t n, workers;
  const std::function<void(size_t, size_t)>* fn;
  std::exception_ptr error;
  std::mutex error_mutex;

  void Run(size_t w) {
    const size_t begin = n * w / workers, end = n * (w + 1) / workers;
    try {
      (*fn)(begin, end);
    } catch (...) {
      std::lock_guard<std::mutex> lock(error_mutex);
      if (!error) error = std::current_exception();
    }
  }
};

// Waits for ready() by spinning for up to 50 µs, then by sleeping on cv (whose mutex must be
// held by whoever makes ready() true before notifying).
template <typename Ready>
void SpinThenWait(std::mutex& mutex, std::condition_variable& cv, Ready ready) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::microseconds(50);
  for (int i = 1;; ++i) {
    if (ready()) return;
    if (i % 64 == 0 && std::chrono::steady_clock::now() > until) break;
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#else
    std::this_thread::yield();
#endif
  }
  std::unique_lock<std::mutex> lock(mutex);
  cv.wait(lock, ready);
}

// Set in the child of every fork() after the pool was made (pthread_atfork).
std::atomic<bool> forked_child{false};

// Threads kept from call to call. Starting and joining a thread per call costs about 50 µs
// on the 2-core development VM, a tenth of a 1M-token GAE scan. Pool threads are handed a job
// through their own slot and spin briefly before they sleep, so calls in quick succession (the
// phases of one scan, a benchmark loop) wake them without a system call; a call makes none
// either unless the caller has moved to another CPU since the last one (a system call costs
// ~1 µs on the development VM, and a scan makes two calls). One call at a time uses the pool:
// a call made while it is busy (from another thread, or from inside a worker) and a call in a
// forked child, which has no pool threads, start their own threads instead. The pool is never
// destroyed: parked threads end with the process.
class Pool {
 public:
  Pool() {
    pthread_atfork(nullptr, nullptr, [] { forked_child.store(true); });
  }

  // Runs ranges 1..workers-1 on pool threads and range 0 on the caller; false if the pool
  // cannot take the job.
  bool Run(Job& job) {
    std::unique_lock<std::mutex> busy(busy_, std::try_to_lock);
    if (!busy.owns_lock() || forked_child.load(std::memory_order_relaxed)) return false;
    while (slots_.size() + 1 < job.workers) {
      // A thread that fails to start leaves no slot behind (a slot without its thread would
      // hang every later call); once it has started, nothing here can throw.
      slots_.reserve(slots_.size() + 1);
      auto slot = std::make_unique<Slot>();
      std::thread t(&Pool::Serve, this, slots_.size() + 1, slot.get());
      slot->thread = t.native_handle();
      t.detach();
      slots_.push_back(std::move(slot));
      affinity_set_ = false;
    }
    KeepOffCallersCpu();
    pending_.store(job.workers - 1, std::memory_order_relaxed);
    for (size_t w = 1; w < job.workers; ++w)
      slots_[w - 1]->job.store(&job, std::memory_order_release);
    // A worker that found its slot empty holds mutex_ until it sleeps; taking it here makes
    // the notification reach that worker asleep rather than just before it sleeps.
    mutex_.lock();
    mutex_.unlock();
    work_.notify_all();
    job.Run(0);
    SpinThenWait(mutex_, done_, [&] { return pending_.load(std::memory_order_acquire) == 0; });
    return true;
  }

 private:
  struct alignas(64) Slot {
    std::atomic<Job*> job{nullptr};
    pthread_t thread{};
  };

  // Pool thread: runs range w of each job put in its slot. It blocks every signal, so that a
  // process-directed signal is handled by one of the program's own threads, not by a worker
  // it never knew it had.
  void Serve(size_t w, Slot* slot) {
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, nullptr);
    for (;;) {
      SpinThenWait(mutex_, work_,
                   [&] { return slot->job.load(std::memory_order_acquire) != nullptr; });
      Job* job = slot->job.exchange(nullptr, std::memory_order_acq_rel);
      job->Run(w);
      if (pending_.fetch_sub(1, std::memory_order_acq_rel) == 1) {
        std::lock_guard<std::mutex> lock(mutex_);
        done_.notify_one();
      }
    }
  }

  // On a VM a halted vCPU looks busy to the scheduler (a preempted vCPU is not an idle
  // CPU), so a worker woken while the other CPUs sleep was queued behind its caller on the
  // caller's CPU and the call ran serially: on the 2-core development VM, 195 of 200 calls
  // after a 2 ms pause. Workers may therefore run on every CPU the caller may use except the
  // one it is on now (or on the caller's CPUs, if that is the only one). The caller's CPU set
  // is read again only when it is on another CPU than at the last call (sched_getcpu needs no
  // system call), and whenever threads were added.
  void KeepOffCallersCpu() {
    cpu_set_t allowed;
    CPU_ZERO(&allowed);
    const int cpu = sched_getcpu();
    if (affinity_set_ && cpu == affinity_cpu_) return;
    if (cpu < 0 || sched_getaffinity(0, sizeof(allowed), &allowed) != 0) return;
    affinity_cpu_ = cpu;
    cpu_set_t others = allowed;
    CPU_CLR(cpu, &others);
    const cpu_set_t& target = CPU_COUNT(&others) > 0 ? others : allowed;
    if (affinity_set_ && CPU_EQUAL(&target, &affinity_)) return;
    affinity_ = target;
    affinity_set_ = true;
    for (const auto& slot : slots_) pthread_setaffinity_np(slot->thread, sizeof(target), &target);
  }

  std::mutex busy_, mutex_;
  std::condition_variable work_, done_;
  std::vector<std::unique_ptr<Slot>> slots_;
  std::atomic<size_t> pending_{0};
  cpu_set_t affinity_{};  // the workers' CPUs, when affinity_set_
  int affinity_cpu_ = -1;  // the caller's CPU when affinity_ was chosen
  bool affinity_set_ = false;
};

Pool& SharedPool() {
  static Pool* pool = new Pool;
  return *pool;
}

}  // namespace

void ParallelFor(size_t n, int threads, const std::function<void(size_t, size_t)>& fn) {
  if (n == 0) return;
  const size_t workers = std::min<size_t>(static_cast<size_t>(ResolveThreads(threads)), n);
  if (workers == 1) {
    fn(0, n);
    return;
  }
  Job job{n, workers, &fn, nullptr, {}};
  if (!SharedPool().Run(job)) {
    std::vector<std::thread> own;
    own.reserve(workers - 1);
    for (size_t w = 1; w < workers; ++w) own.emplace_back([&job, w] { job.Run(w); });
    job.Run(0);
    for (auto& t : own) t.join();
  }
  if (job.error) std::rethrow_exception(job.error);
}

void ParallelForGuided(size_t n, int threads, const std::function<int64_t(size_t)>& weight,
                       const std::function<void(size_t, size_t)>& fn) {
  const size_t workers = std::min<size_t>(static_cast<size_t>(ResolveThreads(threads)), n);
  if (workers <= 1) {
    if (n) fn(0, n);
    return;
  }
  std::vector<int64_t> before(n + 1, 0);  // weight of indices [0, i)
  for (size_t i = 0; i < n; ++i) before[i + 1] = before[i] + std::max<int64_t>(weight(i), 0);
  // About the top three quarters of the weight go in one block per worker, each worker's own:
  // block w is [cut[w + 1], cut[w]), worker 0's (the caller's) at the top. The rest,
  // [0, cut[workers]), is handed out guided.
  const int64_t total = before[n], owned = total - total / 4;
  std::vector<size_t> cut(workers + 1, n);
  for (size_t w = 1; w <= workers; ++w) {
    const auto ww = static_cast<int64_t>(w), nw = static_cast<int64_t>(workers);
    const int64_t below = owned / nw * ww + owned % nw * ww / nw;  // owned·w/workers, no overflow
    const auto at = std::lower_bound(before.begin(), before.end(), total - below);
    cut[w] = std::min(static_cast<size_t>(at - before.begin()), cut[w - 1]);
  }
  std::vector<std::atomic<bool>> claimed(workers);
  for (auto& c : claimed) c.store(false, std::memory_order_relaxed);
  auto run_block = [&](size_t w) {
    if (cut[w + 1] < cut[w] && !claimed[w].exchange(true, std::memory_order_relaxed))
      fn(cut[w + 1], cut[w]);
  };
  std::atomic<size_t> left{cut[workers]};  // [0, left) is still to be handed out
  ParallelFor(workers, static_cast<int>(workers), [&](size_t me, size_t) {
    run_block(me);
    size_t hi = left.load(std::memory_order_relaxed);
    while (hi > 0) {
      const int64_t share = before[hi] / static_cast<int64_t>(2 * workers);
      const auto first = std::lower_bound(before.begin(), before.begin() + hi, before[hi] - share);
      const size_t lo = std::min(static_cast<size_t>(first - before.begin()), hi - 1);
      // On failure hi is reloaded with what another worker left; try again from there.
      if (!left.compare_exchange_weak(hi, lo, std::memory_order_relaxed)) continue;
      fn(lo, hi);
      hi = left.load(std::memory_order_relaxed);
    }
    // A worker that started late finds its block taken: the others do not wait for it.
    for (size_t w = 0; w < workers; ++w) run_block(w);
  });
}

}  // namespace agentrl
