#include "audit_supervisor.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <linux/netlink.h>
#include <poll.h>
#include <seccomp.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

namespace agentrl::sandbox {
namespace {

// Reads a NUL-terminated string of at most `max` bytes at `addr` in the target's memory,
// chunk by chunk so that a string ending just before an unmapped page is still read.
bool ReadString(int mem_fd, uint64_t addr, std::string* out, size_t max = 4096) {
  out->clear();
  if (addr == 0) return false;
  char buf[4096];
  while (out->size() < max) {
    // Up to the end of the page: one read takes a whole path in the common case, and never
    // crosses into a page that may be unmapped.
    const uint64_t to_page = 4096 - (addr % 4096);
    const size_t want = std::min<uint64_t>(std::min<uint64_t>(sizeof(buf), to_page),
                                           max - out->size());
    const ssize_t n = pread(mem_fd, buf, want, static_cast<off_t>(addr));
    if (n <= 0) return !out->empty();
    const void* nul = std::memchr(buf, 0, static_cast<size_t>(n));
    if (nul) {
      out->append(buf, static_cast<const char*>(nul) - buf);
      return true;
    }
    out->append(buf, static_cast<size_t>(n));
    addr += static_cast<uint64_t>(n);
  }
  return true;
}

bool ReadU64(int mem_fd, uint64_t addr, uint64_t* v) {
  return pread(mem_fd, v, sizeof(*v), static_cast<off_t>(addr)) == sizeof(*v);
}

std::string Argv(int mem_fd, uint64_t argv_addr) {
  std::string joined;
  for (int i = 0; i < 64 && argv_addr; ++i) {
    uint64_t p = 0;
    if (!ReadU64(mem_fd, argv_addr + 8 * static_cast<uint64_t>(i), &p) || p == 0) break;
    std::string a;
    ReadString(mem_fd, p, &a, 1024);
    if (i) joined += ' ';
    joined += a;
  }
  return joined;
}

std::string OpenFlags(uint64_t f) {
  std::string s;
  switch (f & O_ACCMODE) {
    case O_WRONLY:
      s = "O_WRONLY";
      break;
    case O_RDWR:
      s = "O_RDWR";
      break;
    default:
      s = "O_RDONLY";
  }
  const std::pair<uint64_t, const char*> named[] = {
      {O_CREAT, "O_CREAT"},     {O_EXCL, "O_EXCL"},       {O_TRUNC, "O_TRUNC"},
      {O_APPEND, "O_APPEND"},   {O_DIRECTORY, "O_DIRECTORY"}, {O_NOFOLLOW, "O_NOFOLLOW"},
      {O_TMPFILE & ~O_DIRECTORY, "O_TMPFILE"}, {O_PATH, "O_PATH"}};
  for (const auto& [bit, name] : named) {
    if ((f & bit) == bit) s += std::string("|") + name;
  }
  return s;
}

std::string SockAddr(int mem_fd, uint64_t addr, uint64_t len) {
  if (addr == 0 || len < sizeof(sa_family_t)) return "";
  sockaddr_storage ss{};
  len = std::min<uint64_t>(len, sizeof(ss));
  if (pread(mem_fd, &ss, len, static_cast<off_t>(addr)) <= 0) return "?";
  char buf[INET6_ADDRSTRLEN] = {};
  switch (ss.ss_family) {
    case AF_UNIX: {
      const auto* un = reinterpret_cast<const sockaddr_un*>(&ss);
      const size_t n = len - offsetof(sockaddr_un, sun_path);
      if (n > 0 && un->sun_path[0] == 0) {
        return "unix:@" + std::string(un->sun_path + 1, strnlen(un->sun_path + 1, n - 1));
      }
      return "unix:" + std::string(un->sun_path, strnlen(un->sun_path, n));
    }
    case AF_INET: {
      const auto* in = reinterpret_cast<const sockaddr_in*>(&ss);
      inet_ntop(AF_INET, &in->sin_addr, buf, sizeof(buf));
      return std::string("inet:") + buf + ":" + std::to_string(ntohs(in->sin_port));
    }
    case AF_INET6: {
      const auto* in6 = reinterpret_cast<const sockaddr_in6*>(&ss);
      inet_ntop(AF_INET6, &in6->sin6_addr, buf, sizeof(buf));
      return std::string("inet6:[") + buf + "]:" + std::to_string(ntohs(in6->sin6_port));
    }
    case AF_NETLINK:
      return "netlink";
    default:
      return "family " + std::to_string(ss.ss_family);
  }
}

const char* FamilyName(uint64_t f) {
  switch (f) {
    case AF_INET:
      return "AF_INET";
    case AF_INET6:
      return "AF_INET6";
    case AF_NETLINK:
      return "AF_NETLINK";
    case AF_PACKET:
      return "AF_PACKET";
    default:
      return nullptr;
  }
}

// Lexically resolves "." and ".." (the sandbox's own view; symlinks are not followed).
std::string Normalize(const std::string& path) {
  std::vector<std::string> parts;
  size_t i = 0;
  while (i <= path.size()) {
    size_t j = path.find('/', i);
    if (j == std::string::npos) j = path.size();
    const std::string p = path.substr(i, j - i);
    if (p == "..") {
      if (!parts.empty()) parts.pop_back();
    } else if (!p.empty() && p != ".") {
      parts.push_back(p);
    }
    i = j + 1;
  }
  std::string out;
  for (const auto& p : parts) out += "/" + p;
  return out.empty() ? "/" : out;
}

}  // namespace

const char* AuditKindName(AuditKind k) {
  switch (k) {
    case AuditKind::kOpen:
      return "open";
    case AuditKind::kExec:
      return "exec";
    case AuditKind::kConnect:
      return "connect";
    case AuditKind::kBind:
      return "bind";
    case AuditKind::kSendTo:
      return "sendto";
    case AuditKind::kExit:
      return "exit";
    case AuditKind::kDenied:
      return "denied";
  }
  return "?";
}

AuditSupervisor::AuditSupervisor(int listener_fd, std::vector<Mount> mounts, int64_t max_events)
    : fd_(listener_fd), mounts_(std::move(mounts)), max_events_(max_events) {
  thread_ = std::thread([this] {
    tid_ = gettid();
    Loop();
  });
}

AuditSupervisor::~AuditSupervisor() {
  int64_t d;
  Finish(&d);
}

std::vector<AuditEvent> AuditSupervisor::Finish(int64_t* dropped) {
  stop_ = true;
  if (thread_.joinable()) thread_.join();
  if (fd_ >= 0) close(fd_);
  fd_ = -1;
  for (const auto& [pid, fd] : mem_fds_) close(fd);
  mem_fds_.clear();
  *dropped = dropped_;
  return std::move(events_);
}

std::string AuditSupervisor::ToSandboxPath(const std::string& host) const {
  const Mount* best = nullptr;
  for (const Mount& m : mounts_) {
    if (host.compare(0, m.host.size(), m.host) == 0 &&
        (host.size() == m.host.size() || host[m.host.size()] == '/') &&
        (!best || m.host.size() > best->host.size())) {
      best = &m;
    }
  }
  if (!best) return host;
  return best->inside + host.substr(best->host.size());
}

void AuditSupervisor::Loop() {
  seccomp_notif* req = nullptr;
  seccomp_notif_resp* resp = nullptr;
  if (seccomp_notify_alloc(&req, &resp) != 0) return;
  while (true) {
    pollfd p{fd_, POLLIN, 0};
    const int n = poll(&p, 1, 20);
    if (n < 0 && errno != EINTR) break;
    if (n <= 0) {
      if (stop_) break;
      continue;
    }
    if (p.revents & POLLIN) {
      std::memset(req, 0, sizeof(*req));
      if (seccomp_notify_receive(fd_, req) != 0) continue;  // the caller died meanwhile
      Handle(req, resp);
      seccomp_notify_respond(fd_, resp);
    } else if (p.revents & (POLLHUP | POLLERR)) {
      break;  // every filtered process has exited
    }
  }
  seccomp_notify_free(req, resp);
}

void AuditSupervisor::Handle(void* vreq, void* vresp) {
  auto* req = static_cast<seccomp_notif*>(vreq);
  auto* resp = static_cast<seccomp_notif_resp*>(vresp);
  std::memset(resp, 0, sizeof(*resp));
  resp->id = req->id;
  resp->flags = SECCOMP_USER_NOTIF_FLAG_CONTINUE;

  char* raw_name = seccomp_syscall_resolve_num_arch(req->data.arch, req->data.nr);
  const std::string name = raw_name ? raw_name : "syscall " + std::to_string(req->data.nr);
  std::free(raw_name);
  uint64_t a[6];
  for (int i = 0; i < 6; ++i) a[i] = req->data.args[i];
  const std::string proc = "/proc/" + std::to_string(req->pid);
  // One /proc/PID/mem per process, reopened after it execs (the old one then reads nothing).
  int mem = -1;
  if (auto it = mem_fds_.find(req->pid); it != mem_fds_.end()) {
    mem = it->second;
  } else {
    mem = open((proc + "/mem").c_str(), O_RDONLY | O_CLOEXEC);
    if (mem >= 0) mem_fds_[req->pid] = mem;
  }

  AuditEvent ev{AuditKind::kOpen, static_cast<int64_t>(req->pid), name, "", "", "allowed"};
  auto resolve = [&](int64_t dirfd, uint64_t addr) {
    std::string path;
    ReadString(mem, addr, &path);
    if (!path.empty() && path[0] != '/') {
      char base[4096];
      const std::string link = static_cast<int>(dirfd) == AT_FDCWD
                                   ? proc + "/cwd"
                                   : proc + "/fd/" + std::to_string(static_cast<int>(dirfd));
      const ssize_t n = readlink(link.c_str(), base, sizeof(base) - 1);
      if (n > 0) path = ToSandboxPath(std::string(base, static_cast<size_t>(n))) + "/" + path;
    }
    return path.empty() ? path : Normalize(path);
  };

  if (name == "open" || name == "creat") {
    ev.path = resolve(AT_FDCWD, a[0]);
    ev.detail = OpenFlags(name == "creat" ? (O_CREAT | O_WRONLY | O_TRUNC) : a[1]);
  } else if (name == "openat") {
    ev.path = resolve(static_cast<int64_t>(a[0]), a[1]);
    ev.detail = OpenFlags(a[2]);
  } else if (name == "execve") {
    ev.kind = AuditKind::kExec;
    ev.path = resolve(AT_FDCWD, a[0]);
    ev.detail = Argv(mem, a[1]);
  } else if (name == "execveat") {
    ev.kind = AuditKind::kExec;
    ev.path = resolve(static_cast<int64_t>(a[0]), a[1]);
    ev.detail = Argv(mem, a[2]);
  } else if (name == "connect" || name == "bind") {
    ev.kind = name == "connect" ? AuditKind::kConnect : AuditKind::kBind;
    ev.path = SockAddr(mem, a[1], a[2]);
  } else if (name == "sendto") {
    ev.kind = AuditKind::kSendTo;
    ev.path = SockAddr(mem, a[4], a[5]);
  } else if (name == "exit_group") {
    ev.kind = AuditKind::kExit;
    ev.detail = "code " + std::to_string(static_cast<int>(a[0]));
  } else {
    // Everything else reaching the supervisor is a call the policy refuses.
    ev.kind = AuditKind::kDenied;
    int err = EPERM;
    if (name == "socket") {
      err = EACCES;
      const char* fam = FamilyName(a[0]);
      ev.detail = fam ? fam : "family " + std::to_string(a[0]);
    } else if (name == "ioctl") {
      ev.detail = "request " + std::to_string(a[1] & 0xFFFFFFFFu);
    } else if (name == "clone") {
      char hex[32];
      std::snprintf(hex, sizeof(hex), "flags 0x%llx", static_cast<unsigned long long>(a[0]));
      ev.detail = hex;
    }
    ev.result = err == EACCES ? "denied:EACCES" : "denied:EPERM";
    resp->flags = 0;
    resp->error = -err;
  }
  if (ev.kind == AuditKind::kExec || ev.kind == AuditKind::kExit) {
    if (auto it = mem_fds_.find(req->pid); it != mem_fds_.end()) {
      close(it->second);
      mem_fds_.erase(it);
    }
  }
  // A notification whose caller has died (or whose pid was reused) is not recorded.
  if (seccomp_notify_id_valid(fd_, req->id) != 0) return;
  if (static_cast<int64_t>(events_.size()) < max_events_) {
    events_.push_back(std::move(ev));
  } else {
    ++dropped_;
  }
}

}  // namespace agentrl::sandbox
