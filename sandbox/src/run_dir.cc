// Run directories and the private mount namespace they are mounted in (run_dir.h).
#include "agentrl/sandbox/run_dir.h"

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <charconv>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <optional>
#include <set>
#include <vector>

namespace fs = std::filesystem;

namespace agentrl::sandbox {
namespace {

constexpr uid_t kSandboxUid = 65534;  // execute.cc runs bubblewrap as this user
constexpr std::string_view kRunPrefix = "agentrl-run-";
constexpr size_t kTemplateChars = 6;  // mkdtemp's XXXXXX

std::atomic<bool> in_private_namespace{false};

// The whole of a small /proc file, read with read(2): a process that exits while it is read
// makes the read fail with ESRCH, which streams would turn into an exception. nullopt with
// errno set when it cannot be opened or read.
std::optional<std::string> ReadProcFile(const std::string& path) {
  const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return std::nullopt;
  std::string out;
  char buf[4096];
  ssize_t n;
  while ((n = read(fd, buf, sizeof(buf))) > 0) out.append(buf, static_cast<size_t>(n));
  const int err = errno;
  close(fd);
  if (n < 0) {
    errno = err;
    return std::nullopt;
  }
  return out;
}

template <typename T>
bool ParseNumber(std::string_view s, T* out) {
  if (s.empty()) return false;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), *out);
  return ec == std::errc() && end == s.data() + s.size();
}

// A process's state letter and start time (fields 3 and 22 of /proc/<pid>/stat). The command
// name before them is in parentheses and may hold spaces and parentheses itself, so fields are
// counted from the last ')'.
struct ProcStat {
  char state = '?';
  uint64_t start_ticks = 0;
};
std::optional<ProcStat> ReadProcStat(const std::string& pid) {
  const auto text = ReadProcFile("/proc/" + pid + "/stat");
  if (!text) return std::nullopt;
  const size_t close_paren = text->rfind(')');
  if (close_paren == std::string::npos) return std::nullopt;
  std::vector<std::string_view> fields;  // fields[0] is field 3
  std::string_view rest = std::string_view(*text).substr(close_paren + 1);
  while (!rest.empty()) {
    const size_t b = rest.find_first_not_of(' ');
    if (b == std::string_view::npos) break;
    rest.remove_prefix(b);
    const size_t e = std::min(rest.find(' '), rest.size());
    fields.push_back(rest.substr(0, e));
    rest.remove_prefix(e);
  }
  ProcStat st;
  if (fields.size() < 20 || fields[0].empty()) return std::nullopt;
  st.state = fields[0][0];
  std::string_view start = fields[19];
  while (!start.empty() && (start.back() == '\n')) start.remove_suffix(1);
  if (!ParseNumber(start, &st.start_ticks)) return std::nullopt;
  return st;
}

uint64_t OwnPidNamespace() {
  struct stat st {};
  return stat("/proc/self/ns/pid", &st) == 0 ? static_cast<uint64_t>(st.st_ino) : 0;
}

// mountinfo escapes space, tab, newline and backslash in paths as \ooo (octal).
std::string UnescapeMountPath(std::string_view s) {
  auto octal = [](char c) { return c >= '0' && c <= '7'; };
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\\' && i + 3 < s.size() && octal(s[i + 1]) && octal(s[i + 2]) && octal(s[i + 3])) {
      out.push_back(
          static_cast<char>((s[i + 1] - '0') * 64 + (s[i + 2] - '0') * 8 + (s[i + 3] - '0')));
      i += 3;
    } else {
      out.push_back(s[i]);
    }
  }
  return out;
}

// Mount points in the caller's mount namespace at `dir` or below it, deepest first.
std::vector<std::string> MountsAtOrUnder(const std::string& dir) {
  std::vector<std::string> out;
  const auto text = ReadProcFile("/proc/self/mountinfo");
  if (!text) return out;
  size_t pos = 0;
  while (pos < text->size()) {
    size_t eol = text->find('\n', pos);
    if (eol == std::string::npos) eol = text->size();
    const std::string_view line(text->data() + pos, eol - pos);
    pos = eol + 1;
    // Fields: id parent major:minor root mount-point ...
    size_t start = 0;
    for (int f = 0; f < 4 && start != std::string_view::npos; ++f) {
      start = line.find(' ', start);
      if (start != std::string_view::npos) ++start;
    }
    if (start == std::string_view::npos) continue;
    const size_t end = std::min(line.find(' ', start), line.size());
    const std::string mp = UnescapeMountPath(line.substr(start, end - start));
    if (mp == dir ||
        (mp.size() > dir.size() && mp.compare(0, dir.size(), dir) == 0 && mp[dir.size()] == '/')) {
      out.push_back(mp);
    }
  }
  std::sort(out.begin(), out.end(),
            [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
  return out;
}

// Sweeps `root` the first time a RunDir is made under it in this process.
void SweepOnce(const std::string& root) {
  static std::mutex mu;
  static std::set<std::string> swept;
  {
    std::lock_guard<std::mutex> l(mu);
    if (!swept.insert(root).second) return;
  }
  SweepRunDirs(root);
}

std::string RunDirTemplate(const std::string& root) {
  const RunDirOwner me = CurrentOwner();
  return root + "/" + std::string(kRunPrefix) + std::to_string(me.pid) + "-" +
         std::to_string(me.start_ticks) + "-" + std::to_string(me.pid_ns) + "-XXXXXX";
}

}  // namespace

std::string DefaultScratchRoot() {
  const char* t = std::getenv("TMPDIR");
  return t && *t ? t : "/tmp";
}

Status EnterPrivateMountNamespace() {
  if (geteuid() != 0) return Status::Ok();
  if (in_private_namespace.load()) return Status::Ok();
  std::error_code ec;
  size_t threads = 0;
  for (auto it = fs::directory_iterator("/proc/self/task", ec);
       !ec && it != fs::directory_iterator(); it.increment(ec)) {
    ++threads;
  }
  if (threads != 1) {
    return Status::Runtime("cannot enter a private mount namespace: the process has " +
                           std::to_string(threads) +
                           " threads (call EnterPrivateMountNamespace before starting any)");
  }
  if (unshare(CLONE_NEWNS) != 0) {
    // A root without CAP_SYS_ADMIN (a default container) can mount nothing either, so no run
    // directory of this process will be a mount to leave behind.
    if (errno == EPERM) return Status::Ok();
    return Status::Runtime(std::string("cannot enter a private mount namespace: unshare: ") +
                           std::strerror(errno));
  }
  // A new namespace copies the propagation of the old one: with / shared (systemd's default)
  // every tmpfs mounted here would show on the host too, until it is made a slave.
  if (mount("none", "/", nullptr, MS_REC | MS_SLAVE, nullptr) != 0) {
    return Status::Runtime(std::string("cannot make / a slave mount in the private namespace: ") +
                           std::strerror(errno));
  }
  in_private_namespace.store(true);
  return Status::Ok();
}

bool InPrivateMountNamespace() { return in_private_namespace.load(); }

RunDirOwner CurrentOwner() {
  RunDirOwner me;
  me.pid = getpid();
  if (auto st = ReadProcStat("self")) me.start_ticks = st->start_ticks;
  me.pid_ns = OwnPidNamespace();
  return me;
}

std::optional<RunDirOwner> ParseRunDirName(std::string_view name) {
  if (name.substr(0, kRunPrefix.size()) != kRunPrefix) return std::nullopt;
  name.remove_prefix(kRunPrefix.size());
  std::string_view parts[4];
  for (int i = 0; i < 3; ++i) {
    const size_t dash = name.find('-');
    if (dash == std::string_view::npos) return std::nullopt;
    parts[i] = name.substr(0, dash);
    name.remove_prefix(dash + 1);
  }
  parts[3] = name;
  if (parts[3].size() != kTemplateChars ||
      !std::all_of(parts[3].begin(), parts[3].end(),
                   [](char c) { return std::isalnum(static_cast<unsigned char>(c)); })) {
    return std::nullopt;
  }
  RunDirOwner o;
  if (!ParseNumber(parts[0], &o.pid) || o.pid <= 0 || !ParseNumber(parts[1], &o.start_ticks) ||
      !ParseNumber(parts[2], &o.pid_ns)) {
    return std::nullopt;
  }
  return o;
}

OwnerState StateOf(const RunDirOwner& owner) {
  if (owner.pid_ns != OwnPidNamespace()) return OwnerState::kUnknown;
  errno = 0;
  const auto st = ReadProcStat(std::to_string(owner.pid));
  if (!st) {
    // Gone (ENOENT, or ESRCH while it exited). Anything else: not provably dead.
    return errno == ENOENT || errno == ESRCH ? OwnerState::kDead : OwnerState::kAlive;
  }
  if (st->start_ticks != owner.start_ticks) return OwnerState::kDead;  // the pid was reused
  if (st->state == 'Z' || st->state == 'X') return OwnerState::kDead;
  return OwnerState::kAlive;
}

SweepReport SweepRunDirs(const std::string& root) {
  SweepReport report;
  std::error_code ec;
  for (auto it = fs::directory_iterator(root, ec); !ec && it != fs::directory_iterator();
       it.increment(ec)) {
    const std::string name = it->path().filename().string();
    const auto owner = ParseRunDirName(name);
    if (!owner) continue;
    const std::string path = it->path().string();
    struct stat st {};
    if (lstat(path.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) continue;
    if (StateOf(*owner) != OwnerState::kDead) {
      report.kept.push_back(path);
      continue;
    }
    // A mount at the path shows as the mount's root (handed to the sandbox user): look at the
    // directory underneath once it is unmounted. Only a privileged process can have mounted it.
    std::error_code canon;
    const fs::path real = fs::canonical(path, canon);  // mountinfo prints resolved paths
    for (const std::string& mp : MountsAtOrUnder(canon ? path : real.string())) {
      if (umount2(mp.c_str(), MNT_DETACH) == 0) {
        report.unmounted.push_back(mp);
      } else {
        report.errors.push_back(mp + ": cannot unmount: " + std::strerror(errno));
      }
    }
    if (lstat(path.c_str(), &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != geteuid()) {
      continue;  // someone else's: not ours to remove
    }
    // Removing a directory that is a mount point in another namespace (a leftover of a dead
    // owner's, seen from a private namespace that copied it) detaches the mount there too.
    std::error_code rm;
    fs::remove_all(path, rm);
    if (rm) {
      report.errors.push_back(path + ": cannot remove: " + rm.message());
    } else {
      report.removed.push_back(path);
    }
  }
  return report;
}

Result<RunDir> RunDir::Make(const RunDirOptions& opts) {
  const std::string root = opts.root.empty() ? DefaultScratchRoot() : opts.root;
  std::string templ;
  if (opts.keep) {
    templ = root + "/agentrl-kept-XXXXXX";
  } else {
    SweepOnce(root);
    templ = RunDirTemplate(root);
  }
  if (!mkdtemp(templ.data())) {
    return Status::IoError("cannot create a run directory under " + root + ": " +
                           std::strerror(errno));
  }
  RunDir d;
  d.path_ = templ;
  d.keep_ = opts.keep;
  // As root the run directory is a size-limited tmpfs of its own, so code that fills its
  // workspace fills that and not the host's disk (RLIMIT_FSIZE caps single files either way).
  if (geteuid() == 0 && opts.disk_mb > 0 && !opts.keep) {
    const std::string data = "size=" + std::to_string(opts.disk_mb) + "m,mode=0700";
    d.mounted_ = mount("tmpfs", d.path_.c_str(), "tmpfs", MS_NOSUID | MS_NODEV, data.c_str()) == 0;
  }
  std::error_code ec;
  for (const char* sub : {"work", "grader/tests", "report", "build"}) {
    fs::create_directories(d.path_ + "/" + sub, ec);
    if (ec) return Status::IoError("cannot populate " + d.path_ + ": " + ec.message());
  }
  return d;
}

RunDir::RunDir(RunDir&& o) noexcept
    : path_(std::move(o.path_)), keep_(o.keep_), mounted_(o.mounted_) {
  o.path_.clear();
}

RunDir::~RunDir() {
  if (path_.empty() || keep_) return;
  if (mounted_) umount2(path_.c_str(), MNT_DETACH);
  std::error_code ec;
  fs::remove_all(path_, ec);
}

void RunDir::GiveToSandbox() const {
  if (geteuid() != 0) return;
  std::error_code ec;
  lchown(path_.c_str(), kSandboxUid, kSandboxUid);
  for (auto it = fs::recursive_directory_iterator(path_, ec);
       !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
    lchown(it->path().c_str(), kSandboxUid, kSandboxUid);
  }
}

}  // namespace agentrl::sandbox
