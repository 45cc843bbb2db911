#include "agentrl/sandbox/audit.h"

#include <map>
#include <set>
#include <sstream>

namespace agentrl::sandbox {

bool IsWriteOpen(const AuditEvent& e) {
  return e.kind == AuditKind::kOpen && (e.detail.find("O_WRONLY") != std::string::npos ||
                                        e.detail.find("O_RDWR") != std::string::npos ||
                                        e.detail.find("O_CREAT") != std::string::npos);
}

std::string FormatAuditSummary(const std::vector<AuditEvent>& events, int64_t dropped) {
  std::map<std::string, int64_t> counts;
  std::set<std::string> writes, execs, network, denied;
  for (const AuditEvent& e : events) {
    ++counts[AuditKindName(e.kind)];
    switch (e.kind) {
      case AuditKind::kOpen:
        if (IsWriteOpen(e)) writes.insert(e.path);
        break;
      case AuditKind::kExec:
        execs.insert(e.detail.empty() ? e.path : e.detail);
        break;
      case AuditKind::kConnect:
      case AuditKind::kBind:
      case AuditKind::kSendTo:
        network.insert(std::string(AuditKindName(e.kind)) + " " + e.path);
        break;
      case AuditKind::kDenied:
        denied.insert(e.syscall + (e.detail.empty() ? "" : " (" + e.detail + ")"));
        break;
      case AuditKind::kExit:
        break;
    }
  }
  std::ostringstream os;
  os << "audit: " << events.size() << " events";
  for (const auto& [k, n] : counts) os << ", " << k << " " << n;
  if (dropped) os << " (+" << dropped << " beyond the cap, counted only)";
  os << "\n";
  auto list = [&os](const char* title, const std::set<std::string>& items) {
    if (items.empty()) return;
    os << "  " << title << " (" << items.size() << "):";
    size_t shown = 0;
    for (const auto& s : items) {
      if (++shown > 8) {
        os << " ...";
        break;
      }
      os << "\n    " << s;
    }
    os << "\n";
  };
  list("opened for writing", writes);
  list("executed", execs);
  list("network", network);
  list("denied", denied);
  return os.str();
}

}  // namespace agentrl::sandbox
