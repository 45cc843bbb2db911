// The supervisor side of the runtime audit: reads seccomp user notifications from the listener
// fd that agentrl-sandbox-init sends out of the sandbox, records each event, and answers the
// kernel (continue for audited calls, an errno for denied ones).
#pragma once

#include <sys/types.h>

#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

#include "agentrl/sandbox/audit.h"
#include "agentrl/sandbox/execute.h"

namespace agentrl::sandbox {

class AuditSupervisor {
 public:
  // Takes ownership of listener_fd. `mounts` map host paths back to sandbox paths when a
  // relative path is resolved through /proc/PID/cwd.
  AuditSupervisor(int listener_fd, std::vector<Mount> mounts, int64_t max_events);
  ~AuditSupervisor();
  AuditSupervisor(const AuditSupervisor&) = delete;
  AuditSupervisor& operator=(const AuditSupervisor&) = delete;

  // Stops the thread, closes the listener and returns the events in arrival order.
  std::vector<AuditEvent> Finish(int64_t* dropped);

  // The supervising thread's kernel thread id (0 until it has started). An audited call
  // blocks until this thread answers it, so the time it waits for a CPU is time the sandbox
  // waits for one too.
  pid_t tid() const { return tid_.load(); }

 private:
  void Loop();
  void Handle(void* req, void* resp);
  std::string ToSandboxPath(const std::string& host) const;

  int fd_;
  std::vector<Mount> mounts_;
  int64_t max_events_;
  std::atomic<bool> stop_{false};
  std::atomic<pid_t> tid_{0};
  std::vector<AuditEvent> events_;
  std::unordered_map<uint32_t, int> mem_fds_;  // pid -> /proc/PID/mem
  int64_t dropped_ = 0;
  std::thread thread_;
};

}  // namespace agentrl::sandbox
