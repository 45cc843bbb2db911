#include "agentrl/core/deep_stack.h"

#include <pthread.h>

#include <exception>

namespace agentrl {
namespace {

struct Job {
  const std::function<void()>* fn;
  std::exception_ptr error;
};

void* Trampoline(void* arg) {
  Job* job = static_cast<Job*>(arg);
  try {
    (*job->fn)();
  } catch (...) {
    job->error = std::current_exception();
  }
  return nullptr;
}

}  // namespace

void RunOnDeepStack(const std::function<void()>& fn, size_t stack_bytes) {
  pthread_attr_t attr;
  Job job{&fn, nullptr};
  pthread_t thread;
  bool started = false;
  if (pthread_attr_init(&attr) == 0) {
    started = pthread_attr_setstacksize(&attr, stack_bytes) == 0 &&
              pthread_create(&thread, &attr, Trampoline, &job) == 0;
    pthread_attr_destroy(&attr);
  }
  if (!started) {
    fn();
    return;
  }
  pthread_join(thread, nullptr);
  if (job.error) std::rethrow_exception(job.error);
}

}  // namespace agentrl
