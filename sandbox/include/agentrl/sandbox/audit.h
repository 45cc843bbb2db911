// The runtime audit: what sandboxed code did, as seen by the seccomp user-notification
// supervisor. Events come in the order the kernel reported them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace agentrl::sandbox {

enum class AuditKind {
  kOpen,     // open/openat/creat: path (resolved against the caller's cwd or dirfd), flags
  kExec,     // execve/execveat: path, argv
  kConnect,  // connect: address
  kBind,     // bind: address
  kSendTo,   // sendto with an explicit address
  kExit,     // exit_group: exit code
  kDenied,   // a call the policy refused: syscall name and detail
};
const char* AuditKindName(AuditKind k);

struct AuditEvent {
  AuditKind kind;
  int64_t pid = 0;      // host pid of the calling thread
  std::string syscall;  // e.g. "openat"
  std::string path;     // file path, exec path or socket address
  std::string detail;   // open flags ("O_WRONLY|O_CREAT"), argv joined, exit code, ...
  // What the call did: "allowed" (the kernel then performs it; seccomp notification does not
  // see the return value) or the errno returned on refusal, e.g. "denied:EPERM".
  std::string result;
};

// Whether an open event asked for writing (O_WRONLY, O_RDWR or O_CREAT in its flags).
bool IsWriteOpen(const AuditEvent& e);

// Counts per kind plus the notable events (writes, execs, network, denials) in a few lines.
std::string FormatAuditSummary(const std::vector<AuditEvent>& events, int64_t dropped);

}  // namespace agentrl::sandbox
