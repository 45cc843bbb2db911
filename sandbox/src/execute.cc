#include "agentrl/sandbox/execute.h"

#include <dirent.h>
#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <boost/process.hpp>
#include <boost/process/extend.hpp>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>

#include "agentrl/core/hash.h"
#include "audit_supervisor.h"

namespace bp = boost::process;
namespace fs = std::filesystem;

namespace agentrl::sandbox {
namespace {

constexpr const char* kBwrap = "/usr/bin/bwrap";
constexpr uid_t kSandboxUid = 65534;  // nobody
constexpr gid_t kSandboxGid = 65534;  // nogroup
constexpr int kControlFd = 3;         // the control socket's number inside the sandbox

using Clock = std::chrono::steady_clock;

double Seconds(Clock::duration d) { return std::chrono::duration<double>(d).count(); }

// agentrl-sandbox-init and the sandbox's /etc/passwd live in a per-user cache directory that
// the unprivileged sandbox user can read, so the build tree's permissions do not matter and a
// rebuild during a run cannot swap the helper under it.
struct Support {
  std::string dir;
  std::string init;
  std::string etc;  // holds passwd and group
  std::string error;
};

std::string ReadWholeFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

// Makes `path` hold `content`, which concurrent processes preparing the same support directory
// must never see half-written, and, once it is right, never replaced: another process's
// bubblewrap may be bind-mounting it at that moment, and a file renamed over shows up in that
// mount namespace as "(deleted)", which bwrap refuses ("Unable to find ... (deleted) in mount
// table"; it failed CI when two tests started sandboxes together). So the file goes in with
// link(), which never replaces; only a file with other content (from an older build) is
// renamed over.
bool EnsureFile(const std::string& path, const std::string& content, mode_t mode) {
  if (ReadWholeFile(path) == content) return true;
  const std::string tmp = path + ".tmp" + std::to_string(getpid()) + "-" +
                          std::to_string(reinterpret_cast<uintptr_t>(&content));
  {
    std::ofstream out(tmp, std::ios::binary);
    out << content;
    if (!out) return false;
  }
  chmod(tmp.c_str(), mode);
  bool ok = link(tmp.c_str(), path.c_str()) == 0;
  if (!ok && errno == EEXIST) {  // another process got there first, or stale content
    ok = ReadWholeFile(path) == content || std::rename(tmp.c_str(), path.c_str()) == 0;
  }
  unlink(tmp.c_str());  // after a rename there is nothing left to remove
  return ok;
}

const Support& GetSupport() {
  static const Support s = [] {
    Support r;
    const std::string src = InitHelperPath();
    std::ifstream in(src, std::ios::binary);
    if (!in) {
      r.error = "the sandbox init helper was not found at " + src +
                " (build the target agentrl-sandbox-init, or set AGENTRL_SANDBOX_INIT)";
      return r;
    }
    const std::string binary((std::istreambuf_iterator<char>(in)),
                             std::istreambuf_iterator<char>());
    // One directory per helper build (named by a hash of its bytes), shared by every process
    // of this user and never removed while in use: no clean-up races, no build-tree access.
    r.dir = "/tmp/agentrl-sandbox-support-" + std::to_string(getuid()) + "-" +
            Fnv1a64().Add(binary).Hex();
    r.init = r.dir + "/agentrl-sandbox-init";
    r.etc = r.dir + "/etc";
    std::error_code ec;
    fs::create_directories(r.etc, ec);
    chmod(r.dir.c_str(), 0755);
    chmod(r.etc.c_str(), 0755);
    if (!EnsureFile(r.init, binary, 0755) ||
        !EnsureFile(r.etc + "/passwd",
                    "root:x:0:0:root:/root:/bin/sh\nsandbox:x:65534:65534:sandbox:/tmp:/bin/sh\n",
                    0644) ||
        !EnsureFile(r.etc + "/group", "root:x:0:\nsandbox:x:65534:\n", 0644)) {
      r.error = "cannot prepare the sandbox support directory " + r.dir;
    }
    return r;
  }();
  return s;
}

void AppendCapped(std::string* out, int64_t* total, const char* buf, ssize_t n, int64_t cap) {
  *total += n;
  if (static_cast<int64_t>(out->size()) < cap) {
    out->append(buf,
                static_cast<size_t>(std::min<int64_t>(n, cap - static_cast<int64_t>(out->size()))));
  }
}

// Host pids of every descendant of `root` (a /proc walk), and optionally the CPU time of that
// tree: each process's own user + system time plus that of the children it has reaped (an
// exited process is counted once, by whichever ancestor reaped it; the sandbox's pid 1 reaps
// orphans), and its resident memory summed over the live processes.
std::vector<pid_t> Descendants(pid_t root, double* cpu_s, int64_t* rss_kb = nullptr) {
  std::map<pid_t, pid_t> parent;
  std::map<pid_t, double> cpu;
  std::map<pid_t, long long> rss_pages;
  const double tick = static_cast<double>(sysconf(_SC_CLK_TCK));
  if (DIR* d = opendir("/proc")) {
    while (dirent* e = readdir(d)) {
      const pid_t pid = static_cast<pid_t>(std::atoi(e->d_name));
      if (pid <= 0) continue;
      std::ifstream f("/proc/" + std::string(e->d_name) + "/stat");
      std::string line;
      if (!std::getline(f, line)) continue;
      const size_t close_paren = line.rfind(')');
      if (close_paren == std::string::npos) continue;
      std::istringstream rest(line.substr(close_paren + 2));
      std::string state;
      long long ppid = 0, skip = 0, utime = 0, stime = 0, cutime = 0, cstime = 0;
      rest >> state >> ppid;
      for (int i = 0; i < 9; ++i) rest >> skip;
      rest >> utime >> stime >> cutime >> cstime;
      long long rss = 0;  // field 24, after priority, nice, threads, itrealvalue, start, vsize
      for (int i = 0; i < 6; ++i) rest >> skip;
      rest >> rss;
      parent[pid] = static_cast<pid_t>(ppid);
      cpu[pid] = static_cast<double>(utime + stime + cutime + cstime) / tick;
      rss_pages[pid] = rest ? rss : 0;
    }
    closedir(d);
  }
  std::vector<pid_t> out;
  for (const auto& [pid, pp] : parent) {
    for (pid_t p = pp; p > 1;) {
      if (p == root) {
        out.push_back(pid);
        break;
      }
      auto it = parent.find(p);
      if (it == parent.end()) break;
      p = it->second;
    }
  }
  if (cpu_s) {
    *cpu_s = 0;
    for (pid_t p : out) *cpu_s += cpu[p];
  }
  if (rss_kb) {
    static const long long page_kb = std::max(1L, sysconf(_SC_PAGESIZE) / 1024);
    long long pages = 0;
    for (pid_t p : out) pages += rss_pages[p];
    *rss_kb = pages * page_kb;
  }
  return out;
}

// The run-queue delay of a process tree: nanoseconds each task spent runnable but not running
// (the second field of /proc/<pid>/task/<tid>/schedstat), summed over every task seen at a
// look, the audit supervisor's thread included (an audited call waits for its answer). A task
// keeps what it had at its last look after it exits; a number that goes down means the tid was
// reused, and the old task's total is kept apart.
class CpuWait {
 public:
  // Every thread of each of `pids`.
  void Look(const std::vector<pid_t>& pids) {
    for (pid_t p : pids) {
      const std::string dir = "/proc/" + std::to_string(p) + "/task";
      DIR* d = opendir(dir.c_str());
      if (!d) continue;
      while (dirent* e = readdir(d)) {
        const pid_t tid = static_cast<pid_t>(std::atoi(e->d_name));
        if (tid > 0) LookTask(tid, dir + "/" + e->d_name + "/schedstat");
      }
      closedir(d);
    }
  }
  // One thread of this process (the audit supervisor's).
  void LookOwnThread(pid_t tid) {
    if (tid > 0) LookTask(tid, "/proc/self/task/" + std::to_string(tid) + "/schedstat");
  }
  double seconds() const {
    unsigned long long ns = retired_ns_;
    for (const auto& [tid, w] : last_ns_) ns += w;
    return static_cast<double>(ns) * 1e-9;
  }

 private:
  void LookTask(pid_t tid, const std::string& schedstat) {
    std::ifstream f(schedstat);
    unsigned long long run_ns = 0, wait_ns = 0;
    if (!(f >> run_ns >> wait_ns)) return;
    auto [it, fresh] = last_ns_.emplace(tid, wait_ns);
    if (!fresh) {
      if (wait_ns < it->second) retired_ns_ += it->second;
      it->second = wait_ns;
    }
  }

  std::map<pid_t, unsigned long long> last_ns_;
  unsigned long long retired_ns_ = 0;
};

std::vector<std::string> BwrapArgs(const ExecSpec& spec, const Support& sup,
                                   const std::vector<std::string>& init_args) {
  std::vector<std::string> a = {
      // No --unshare-pid: the init helper makes the sandbox's PID namespace itself, below it
      // (init_main.cc), so the command cannot name the processes that supervise it; a second
      // PID namespace under bubblewrap's cost 2 ms a run.
      "--unshare-user", "--unshare-net", "--unshare-ipc", "--unshare-uts",
      "--unshare-cgroup-try", "--die-with-parent", "--new-session", "--hostname", "sandbox",
      // For the init helper alone, to make the nested PID and mount namespaces the command
      // runs in (init_main.cc); it drops every capability before the command starts.
      "--cap-add", "CAP_SYS_ADMIN", "--ro-bind", "/usr", "/usr", "--symlink", "usr/bin", "/bin",
      "--symlink", "usr/sbin", "/sbin", "--symlink", "usr/lib", "/lib", "--symlink", "usr/lib64",
      "/lib64", "--ro-bind-try", "/etc/alternatives", "/etc/alternatives", "--ro-bind-try",
      "/etc/ld.so.cache", "/etc/ld.so.cache", "--ro-bind", sup.etc + "/passwd", "/etc/passwd",
      "--ro-bind", sup.etc + "/group", "/etc/group", "--proc", "/proc", "--dev", "/dev", "--size",
      std::to_string(spec.limits.workspace_mb * 1024 * 1024), "--tmpfs", "/tmp", "--ro-bind",
      sup.init, "/.agentrl-init"};
  for (const Mount& m : spec.mounts) {
    a.insert(a.end(), {m.writable ? "--bind" : "--ro-bind", m.host, m.inside});
  }
  a.insert(a.end(), {"--chdir", spec.cwd, "--clearenv"});
  const std::pair<std::string, std::string> base_env[] = {{"PATH", "/usr/local/bin:/usr/bin:/bin"},
                                                          {"HOME", "/tmp"},
                                                          {"TMPDIR", "/tmp"},
                                                          {"USER", "sandbox"},
                                                          {"LOGNAME", "sandbox"},
                                                          {"LANG", "C.UTF-8"},
                                                          {"LC_ALL", "C.UTF-8"},
                                                          {"TERM", "dumb"},
                                                          {"PYTHONDONTWRITEBYTECODE", "1"}};
  for (const auto& [k, v] : base_env) a.insert(a.end(), {"--setenv", k, v});
  for (const auto& [k, v] : spec.env) a.insert(a.end(), {"--setenv", k, v});
  a.push_back("--");
  a.push_back("/.agentrl-init");
  a.insert(a.end(), init_args.begin(), init_args.end());
  return a;
}

// Receives one control message; returns its text and stores any passed fd in *fd.
std::string ReceiveControl(int sock, int* fd) {
  char buf[256];
  iovec iov{buf, sizeof(buf) - 1};
  alignas(cmsghdr) char cbuf[CMSG_SPACE(sizeof(int))];
  msghdr msg{};
  msg.msg_iov = &iov;
  msg.msg_iovlen = 1;
  msg.msg_control = cbuf;
  msg.msg_controllen = sizeof(cbuf);
  const ssize_t n = recvmsg(sock, &msg, MSG_CMSG_CLOEXEC | MSG_DONTWAIT);
  if (n <= 0) return "";
  buf[n] = 0;
  for (cmsghdr* c = CMSG_FIRSTHDR(&msg); c; c = CMSG_NXTHDR(&msg, c)) {
    if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) {
      std::memcpy(fd, CMSG_DATA(c), sizeof(int));
    }
  }
  return std::string(buf, static_cast<size_t>(n));
}

}  // namespace

const char* TerminationName(Termination t) {
  switch (t) {
    case Termination::kExited:
      return "exited";
    case Termination::kSignaled:
      return "signaled";
    case Termination::kTimeout:
      return "timeout";
    case Termination::kSandboxError:
      return "sandbox_error";
  }
  return "?";
}

const char* LimitHitName(LimitHit l) {
  switch (l) {
    case LimitHit::kNone:
      return "";
    case LimitHit::kWall:
      return "wall";
    case LimitHit::kTreeCpu:
      return "cpu";
    case LimitHit::kStarved:
      return "starved";
    case LimitHit::kMemory:
      return "memory";
  }
  return "?";
}

std::string InitHelperPath() {
  if (const char* env = std::getenv("AGENTRL_SANDBOX_INIT"); env && *env) return env;
  std::error_code ec;
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    for (const fs::path& dir : {self.parent_path(), self.parent_path().parent_path()}) {
      if (fs::exists(dir / "agentrl-sandbox-init", ec)) return dir / "agentrl-sandbox-init";
    }
  }
  return AGENTRL_SANDBOX_INIT_BUILD_PATH;
}

std::string DescribeProbeFailure(std::string_view how, std::string_view output) {
  while (!output.empty() && std::isspace(static_cast<unsigned char>(output.back())))
    output.remove_suffix(1);
  std::string msg = "a trial run of /bin/true under bubblewrap failed (" + std::string(how) + ")" +
                    (output.empty() ? "" : ": " + std::string(output));
  // bubblewrap's words when the kernel or a container keeps it from making or using a user
  // namespace ("No permissions to create new namespace", "Creating new namespace failed",
  // "setting up uid map", "Can't mount proc ...: Operation not permitted"). Other output names
  // its own cause, e.g. a sanitizer runtime that cannot map memory under the limits.
  bool userns = output.empty();
  for (std::string_view word : {"namespace", "uid map", "unshare", "Operation not permitted"})
    userns = userns || output.find(word) != std::string_view::npos;
  if (userns) {
    msg +=
        "; user namespaces may be disabled (check /proc/sys/user/max_user_namespaces and "
        "kernel.unprivileged_userns_clone)";
  }
  return msg +
         ". The sandbox refuses to run without isolation; --unsafe-no-isolation exists for "
         "debugging only";
}

Status CheckIsolation() {
  if (access(kBwrap, X_OK) != 0) {
    return Status::Runtime(std::string("sandbox: ") + kBwrap +
                           " is missing: install Debian's bubblewrap (scripts/install-deps.sh), "
                           "or pass --unsafe-no-isolation to debug without isolation");
  }
  const Support& sup = GetSupport();
  if (!sup.error.empty()) return Status::Runtime("sandbox: " + sup.error);
  static const std::string probe_error = [] {
    ExecSpec probe;
    probe.argv = {"/bin/true"};
    probe.cwd = "/";
    probe.audit = false;
    probe.limits.wall_s = 10;
    auto out = Execute(probe);
    if (!out.ok()) return out.status().message();
    if (out->termination == Termination::kExited && out->exit_code == 0) return std::string();
    return DescribeProbeFailure(TerminationName(out->termination), out->error + out->stderr_text);
  }();
  if (!probe_error.empty()) return Status::Runtime("sandbox: " + probe_error);
  return Status::Ok();
}

Result<ExecOutcome> Execute(const ExecSpec& spec) {
  if (spec.argv.empty()) return Status::InvalidInput("sandbox: empty command");
  for (const Mount& m : spec.mounts) {
    if (access(m.host.c_str(), F_OK) != 0) {
      return Status::NotFound("sandbox: mount source " + m.host + " does not exist");
    }
    if (m.inside.empty() || m.inside[0] != '/') {
      return Status::InvalidInput("sandbox: mount target '" + m.inside + "' is not absolute");
    }
  }
  ExecOutcome out;
  out.unsafe = spec.unsafe_no_isolation;
  const Support& sup = GetSupport();
  if (!sup.error.empty()) {
    out.error = sup.error;
    return out;
  }
  const Limits& lim = spec.limits;
  const bool audit = spec.audit && !spec.unsafe_no_isolation;
  out.audit_enabled = audit;

  std::vector<std::string> init_args = {"--control-fd", std::to_string(kControlFd)};
  if (audit) init_args.push_back("--audit");
  if (spec.unsafe_no_isolation) init_args.push_back("--no-seccomp");
  if (!spec.unsafe_no_isolation) init_args.push_back("--nest");
  const double cpu_s = lim.cpu_s > 0 ? lim.cpu_s : std::ceil(lim.wall_s);
  init_args.insert(
      init_args.end(),
      {"--cpu-s", std::to_string(static_cast<long long>(std::ceil(cpu_s))), "--as-bytes",
       std::to_string(lim.memory_mb * 1024 * 1024), "--nproc", std::to_string(lim.max_processes),
       "--nofile", std::to_string(lim.max_open_files), "--fsize-bytes",
       std::to_string(lim.max_file_mb * 1024 * 1024), "--"});
  init_args.insert(init_args.end(), spec.argv.begin(), spec.argv.end());

  std::string exe;
  std::vector<std::string> args;
  std::string host_cwd = "/";
  if (spec.unsafe_no_isolation) {
    exe = sup.init;
    args = init_args;
    for (const Mount& m : spec.mounts) {
      if (spec.cwd.compare(0, m.inside.size(), m.inside) == 0) {
        host_cwd = m.host + spec.cwd.substr(m.inside.size());
      }
    }
  } else {
    exe = sup.init;
    args = {"--keep", "--", kBwrap};
    const std::vector<std::string> bwrap = BwrapArgs(spec, sup, init_args);
    args.insert(args.end(), bwrap.begin(), bwrap.end());
  }

  // The collected FIFO: both ends are held here from before the start until the tree is dead,
  // so the command's opens never block, and no writer sees its bytes lost between two others.
  int collect_r = -1, collect_w = -1;
  if (!spec.collect_fifo.empty()) {
    collect_r = open(spec.collect_fifo.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW);
    struct stat st {};
    if (collect_r >= 0 && fstat(collect_r, &st) == 0 && S_ISFIFO(st.st_mode)) {
      collect_w = open(spec.collect_fifo.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW);
    }
    // Then nobody else may read it: a second reader inside could take the runner's bytes
    // before the supervisor does. The mode cannot be changed back from inside, where the FIFO
    // sits on a read-only mount.
    if (collect_w >= 0 && fchmod(collect_r, S_IWUSR) != 0) {
      close(collect_w);
      collect_w = -1;
    }
    if (collect_w < 0) {
      const std::string why = std::strerror(errno);
      if (collect_r >= 0) close(collect_r);
      return Status::IoError("sandbox: " + spec.collect_fifo +
                             " is not a FIFO that can be read: " + why);
    }
  }
  const auto close_collect = [&] {
    for (int* fd : {&collect_r, &collect_w}) {
      if (*fd >= 0) close(*fd);
      *fd = -1;
    }
  };

  // The command's standard input: the caller's file, or /dev/null. Opened here, before the fork,
  // so a file the caller cannot give the sandbox user is still readable as a descriptor.
  const std::string stdin_path = spec.stdin_file.empty() ? "/dev/null" : spec.stdin_file;
  const int stdin_fd = open(stdin_path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
  if (stdin_fd < 0) {
    close_collect();
    return Status::IoError("sandbox: cannot open " + stdin_path + " as standard input: " +
                           std::strerror(errno));
  }
  struct CloseStdin {
    int fd;
    ~CloseStdin() { close(fd); }
  } close_stdin{stdin_fd};

  int control[2], outp[2], errp[2];
  if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, control) != 0 ||
      pipe2(outp, O_CLOEXEC) != 0 || pipe2(errp, O_CLOEXEC) != 0) {
    close_collect();
    return Status::IoError(std::string("sandbox: cannot create pipes: ") + std::strerror(errno));
  }
  const bool drop = geteuid() == 0;
  const bool unsafe = spec.unsafe_no_isolation;
  const int child_control = control[1];
  const pid_t harness = getpid();
  const auto t0 = Clock::now();
  pid_t pid = -1;
  {
    std::error_code ec;
    // bubblewrap's own processes (the sandbox's pid 1 among them) keep the environment they are
    // started with, and /proc/1/environ is readable inside: start them with nothing in it.
    bp::environment clean_env;
    clean_env["PATH"] = "/usr/bin:/bin";
    bp::child c(
        bp::exe = exe, bp::args = args, bp::start_dir = host_cwd, clean_env,
        bp::extend::on_exec_setup =
            [&](auto&) {
              // In the child, between fork and exec: stdio goes to our close-on-exec pipes (so
              // no concurrent spawn inherits them), the control socket moves to fd 3 without
              // close-on-exec, and root gives way to the unprivileged sandbox user.
              // (dup2 onto itself keeps close-on-exec: a harness started without fd 0 open.)
              if ((stdin_fd == 0 ? fcntl(0, F_SETFD, 0) : dup2(stdin_fd, 0)) < 0 ||
                  dup2(outp[1], 1) < 0 ||
                  dup2(errp[1], 2) < 0) {
                _exit(126);
              }
              if (child_control == kControlFd) {
                fcntl(kControlFd, F_SETFD, 0);
              } else if (dup2(child_control, kControlFd) < 0) {
                _exit(126);
              }
              if (unsafe) setsid();
              // As root, bubblewrap starts as pid 1 of a PID namespace of its own, below the
              // init helper as its keeper (`--keep`), so that its death takes every process of
              // the run with it: bubblewrap 0.8's inner process waits on an eventfd for the
              // outer one and, were the outer killed in between, would wait forever. Without
              // the privilege, the keeper still ties bubblewrap to the harness.
              if (drop && !unsafe) unshare(CLONE_NEWPID);
              if (drop && (setgroups(0, nullptr) != 0 || setgid(kSandboxGid) != 0 ||
                           setuid(kSandboxUid) != 0)) {
                _exit(126);
              }
              // The keeper (and bubblewrap, which arms --die-with-parent only once its
              // namespaces exist) must not outlive a harness killed here. Set after the uid
              // change, which clears it; the getppid() check closes the race with a parent that
              // died before it was set.
              if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != harness) _exit(126);
            },
        ec);
    if (ec) {
      for (int fd : {control[0], control[1], outp[0], outp[1], errp[0], errp[1]}) close(fd);
      close_collect();
      out.error = "cannot start " + exe + ": " + ec.message();
      return out;
    }
    pid = c.id();
    c.detach();
  }
  close(control[1]);
  close(outp[1]);
  close(errp[1]);
  fcntl(outp[0], F_SETFL, O_NONBLOCK);
  fcntl(errp[0], F_SETFL, O_NONBLOCK);
  const int pidfd = static_cast<int>(syscall(SYS_pidfd_open, pid, 0));

  std::unique_ptr<AuditSupervisor> supervisor;
  std::string exit_report;
  bool timed_out = false, exited = false, control_open = true;
  int fds_open = 2;
  char buf[65536];
  double timeout_cpu = 0;
  const auto after = [](Clock::time_point t, double s) {
    return t + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(s));
  };
  // The wall limit is charged only for time the tree was not waiting for a CPU, so its
  // deadline moves later by every second of run-queue delay a look finds, up to the ceiling.
  CpuWait cpu_wait;
  const Clock::time_point ceiling =
      after(t0, lim.max_wall_s > 0 ? lim.max_wall_s : 10 * lim.wall_s);
  Clock::time_point deadline = std::min(after(t0, lim.wall_s), ceiling);
  Clock::time_point wait_look = after(t0, kCpuWaitLookS);
  Clock::time_point hard_deadline = deadline;
  // The tree is looked at every kCpuWaitLookS (a run that ends sooner never is), and more
  // often when it could reach its CPU-time limit before the next look: that time grows at most
  // `cpus` seconds per second, so a CPU look is due when the CPU time left, spent at that rate,
  // could be gone (and no sooner than kMinCpuLook). A tree that spins is thus ended close to
  // its limit.
  const bool cpu_limited = lim.tree_cpu_s > 0;
  const double cpus = static_cast<double>(std::max(1L, sysconf(_SC_NPROCESSORS_ONLN)));
  constexpr double kMinCpuLook = 0.02;
  Clock::time_point cpu_look = after(t0, std::max(kMinCpuLook, lim.tree_cpu_s / cpus));
  const int64_t tree_memory_kb =
      (lim.tree_memory_mb > 0 ? lim.tree_memory_mb : lim.memory_mb) * 1024;
  int64_t tree_rss_kb = 0, peak_tree_rss_kb = 0;
  // One walk of /proc: the tree's pids, its CPU time and resident memory, and its tasks'
  // run-queue delay.
  const auto look = [&](double* cpu_used) {
    std::vector<pid_t> tree = Descendants(pid, cpu_used, &tree_rss_kb);
    peak_tree_rss_kb = std::max(peak_tree_rss_kb, tree_rss_kb);
    cpu_wait.Look(tree);
    if (supervisor) cpu_wait.LookOwnThread(supervisor->tid());
    return tree;
  };
  const auto end_tree = [&](LimitHit why) {
    timed_out = true;
    out.limit_hit = why;
    // End the whole tree: every descendant is killed, the sandbox's pid 1 (the init helper's
    // reaper) among them, and the kernel kills everything left in its PID namespace, daemons
    // included. The helper exits only once it has reaped the reaper, which the kernel allows
    // only once that namespace is empty, bubblewrap only after the helper, and its keeper only
    // after bubblewrap: so the keeper's exit means the tree is gone.
    const std::vector<pid_t> tree = look(&timeout_cpu);
    for (pid_t q : tree) kill(q, SIGKILL);
    if (unsafe) {
      kill(-pid, SIGKILL);
      kill(pid, SIGKILL);
    }
    hard_deadline = Clock::now() + std::chrono::seconds(2);
  };
  const auto drain_collect = [&] {
    for (ssize_t r; collect_r >= 0 && (r = read(collect_r, buf, sizeof(buf))) > 0;) {
      AppendCapped(&out.collected, &out.collected_bytes, buf, r, spec.max_collect_bytes);
    }
  };
  while (!exited || fds_open > 0) {
    pollfd p[5] = {{outp[0], POLLIN, 0},
                   {errp[0], POLLIN, 0},
                   {control_open ? control[0] : -1, POLLIN, 0},
                   {exited ? -1 : pidfd, POLLIN, 0},
                   {collect_r, POLLIN, 0}};
    int wait_ms;
    if (exited) {
      wait_ms = 0;  // the tree is gone: drain what the pipes hold, without waiting for EOF
    } else {
      Clock::time_point next = timed_out ? hard_deadline : std::min(deadline, wait_look);
      if (cpu_limited && !timed_out) next = std::min(next, cpu_look);
      const double left = Seconds(next - Clock::now());
      wait_ms = left <= 0 ? 0 : static_cast<int>(std::min(left * 1000 + 1, 1000.0));
    }
    const int n = poll(p, 5, wait_ms);
    if (n < 0 && errno != EINTR) break;
    for (int s = 0; s < 2; ++s) {
      if (p[s].fd >= 0 && (p[s].revents & (POLLIN | POLLHUP | POLLERR))) {
        const ssize_t r = read(p[s].fd, buf, sizeof(buf));
        if (r > 0) {
          AppendCapped(s == 0 ? &out.stdout_text : &out.stderr_text,
                       s == 0 ? &out.stdout_bytes : &out.stderr_bytes, buf, r,
                       lim.max_output_bytes);
        } else if (r == 0 || (errno != EINTR && errno != EAGAIN)) {
          close(p[s].fd);
          (s == 0 ? outp[0] : errp[0]) = -1;
          --fds_open;
        }
      }
    }
    if (p[4].revents & POLLIN) drain_collect();
    if ((p[2].revents & (POLLHUP | POLLERR)) && !(p[2].revents & POLLIN)) control_open = false;
    if (p[2].revents & POLLIN) {
      int fd = -1;
      const std::string m = ReceiveControl(control[0], &fd);
      if (fd >= 0 && !supervisor) {
        supervisor = std::make_unique<AuditSupervisor>(fd, spec.mounts, 200000);
      } else if (fd >= 0) {
        close(fd);
      }
      if (m.rfind("exit ", 0) == 0) exit_report = m;
    }
    if (!exited && (p[3].revents & POLLIN)) exited = true;
    if (exited && n == 0) break;  // drained
    const Clock::time_point now = Clock::now();
    if (!exited && !timed_out &&
        (now >= wait_look || now >= deadline || (cpu_limited && now >= cpu_look))) {
      double used = 0;
      look(&used);
      wait_look = after(now, kCpuWaitLookS);
      if (tree_rss_kb > tree_memory_kb) {
        end_tree(LimitHit::kMemory);
      } else if (cpu_limited && used >= lim.tree_cpu_s) {
        end_tree(LimitHit::kTreeCpu);
      } else if (cpu_limited && now >= cpu_look) {
        cpu_look = after(now, std::max(kMinCpuLook, (lim.tree_cpu_s - used) / cpus));
      }
      if (!timed_out) deadline = std::min(after(t0, lim.wall_s + cpu_wait.seconds()), ceiling);
    }
    if (!exited && !timed_out && now >= deadline) {
      // At the ceiling with less than wall_s charged, the tree was waiting for CPUs.
      const bool starved = Seconds(now - t0) - cpu_wait.seconds() < lim.wall_s;
      end_tree(starved ? LimitHit::kStarved : LimitHit::kWall);
    } else if (!exited && timed_out && Clock::now() >= hard_deadline) {
      kill(pid, SIGKILL);  // bubblewrap did not finish: end its keeper, and it with it
      exited = true;
    }
  }
  for (int fd : {outp[0], errp[0]}) {
    if (fd >= 0) close(fd);
  }
  drain_collect();  // the tree is dead: nothing can write after this
  close_collect();
  int status = 0;
  rusage ru{};
  while (wait4(pid, &status, 0, &ru) < 0 && errno == EINTR) {
  }
  out.wall_s = Seconds(Clock::now() - t0);
  out.cpu_wait_s = cpu_wait.seconds();
  // A last look for the exit report, which may have arrived with the process's exit.
  if (exit_report.empty()) {
    int fd = -1;
    for (int i = 0; i < 4 && exit_report.empty(); ++i) {
      const std::string m = ReceiveControl(control[0], &fd);
      if (fd >= 0 && !supervisor) close(fd);
      if (m.rfind("exit ", 0) == 0) exit_report = m;
      if (m.empty()) break;
    }
  }
  close(control[0]);
  if (pidfd >= 0) close(pidfd);
  if (supervisor) out.audit = supervisor->Finish(&out.audit_dropped);

  out.cpu_s = static_cast<double>(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
              static_cast<double>(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) * 1e-6;
  out.peak_rss_kb = std::max<int64_t>(ru.ru_maxrss, peak_tree_rss_kb);
  int reported = -1;
  long long ut = 0, st = 0;
  long maxrss = 0;
  const bool have_report = std::sscanf(exit_report.c_str(), "exit %d %lld %lld %ld", &reported, &ut,
                                       &st, &maxrss) == 4 &&
                           reported >= 0;
  if (have_report) {
    out.cpu_s = std::max(out.cpu_s, static_cast<double>(ut + st) * 1e-6);
    out.peak_rss_kb = std::max<int64_t>(std::max<int64_t>(maxrss, 0), peak_tree_rss_kb);
  }
  if (timed_out) {
    out.termination = Termination::kTimeout;
    out.signal = SIGKILL;
    out.cpu_s = std::max(out.cpu_s, timeout_cpu);
    return out;
  }
  if (have_report) {
    if (WIFSIGNALED(reported)) {
      out.termination = Termination::kSignaled;
      out.signal = WTERMSIG(reported);
    } else {
      out.termination = Termination::kExited;
      out.exit_code = WEXITSTATUS(reported);
    }
    return out;
  }
  // No report: either the sandbox never started, or the code killed the init helper. bwrap
  // reports a command killed by signal N as exit status 128+N.
  if (WIFEXITED(status) && WEXITSTATUS(status) == 126) {
    out.error = "could not drop privileges to the sandbox user";
    return out;
  }
  if (!spec.unsafe_no_isolation && out.stderr_text.rfind("bwrap:", 0) == 0) {
    out.error = "bubblewrap failed: " + out.stderr_text.substr(0, out.stderr_text.find('\n'));
    return out;
  }
  if (WIFSIGNALED(status)) {
    out.termination = Termination::kSignaled;
    out.signal = WTERMSIG(status);
  } else if (WEXITSTATUS(status) > 128) {
    out.termination = Termination::kSignaled;
    out.signal = WEXITSTATUS(status) - 128;
  } else {
    out.termination = Termination::kExited;
    out.exit_code = WEXITSTATUS(status);
  }
  return out;
}

}  // namespace agentrl::sandbox
