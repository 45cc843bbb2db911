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
#include <memory>
#include <mutex>
#include <sstream>

#include "agentrl/core/hash.h"
#include "audit_supervisor.h"
#include "unique_fd.h"

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

// One message from the init helper on the control socket: "exit STATUS UTIME STIME MAXRSS"
// (its exit report), or the audit listener passed as a descriptor.
struct ControlMessage {
  std::string text;     // "" when nothing was waiting
  UniqueFd fd;          // the descriptor passed with it, if any (close-on-exec)
  bool closed = false;  // the other end is gone (end of file, or an error other than EAGAIN)
};

// Receives one control message without waiting.
ControlMessage ReceiveControl(int sock) {
  ControlMessage m;
  char buf[256];
  iovec iov{buf, sizeof(buf) - 1};
  alignas(cmsghdr) char cbuf[CMSG_SPACE(sizeof(int))];
  msghdr msg{};
  msg.msg_iov = &iov;
  msg.msg_iovlen = 1;
  msg.msg_control = cbuf;
  msg.msg_controllen = sizeof(cbuf);
  const ssize_t n = recvmsg(sock, &msg, MSG_CMSG_CLOEXEC | MSG_DONTWAIT);
  // No message of the protocol is empty: 0 is the end of the stream.
  if (n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) {
    m.closed = true;
  }
  if (n <= 0) return m;
  buf[n] = 0;
  for (cmsghdr* c = CMSG_FIRSTHDR(&msg); c; c = CMSG_NXTHDR(&msg, c)) {
    if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) {
      int fd = -1;
      std::memcpy(&fd, CMSG_DATA(c), sizeof(int));
      m.fd.reset(fd);
    }
  }
  m.text.assign(buf, static_cast<size_t>(n));
  return m;
}

bool IsExitReport(const std::string& m) { return m.rfind("exit ", 0) == 0; }

// Step 1, the command line: the init helper starts first, as the keeper of bubblewrap (or,
// without isolation, as the command's own parent), and bubblewrap starts the init helper again
// inside the sandbox, which runs the command.
struct Launch {
  std::string exe;                // the init helper
  std::vector<std::string> args;  // its arguments
  std::string host_cwd = "/";     // where it starts on the host
};

// The inner init helper's arguments: the control descriptor, the audit, seccomp and nesting
// switches, the per-process rlimits, then the command.
std::vector<std::string> InitArgs(const ExecSpec& spec, bool audit) {
  const Limits& lim = spec.limits;
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
  return init_args;
}

Launch BuildLaunch(const ExecSpec& spec, const Support& sup, bool audit) {
  Launch launch;
  launch.exe = sup.init;
  const std::vector<std::string> init_args = InitArgs(spec, audit);
  if (spec.unsafe_no_isolation) {
    launch.args = init_args;
    for (const Mount& m : spec.mounts) {
      if (spec.cwd.compare(0, m.inside.size(), m.inside) == 0) {
        launch.host_cwd = m.host + spec.cwd.substr(m.inside.size());
      }
    }
  } else {
    launch.args = {"--keep", "--", kBwrap};
    const std::vector<std::string> bwrap = BwrapArgs(spec, sup, init_args);
    launch.args.insert(launch.args.end(), bwrap.begin(), bwrap.end());
  }
  return launch;
}

// Step 2, the channels: every descriptor between the supervisor and the tree, all
// close-on-exec, opened before the start in this order. The child's ends (`*_child`) are handed
// to the tree at the start; the parent's copies of the control socket's and the output pipes'
// child ends are closed as soon as the tree has started (so that end-of-file means the tree
// has closed them), the standard input only when Execute returns.
struct Channels {
  UniqueFd collect_r, collect_w;    // ExecSpec::collect_fifo, both ends (none without one)
  UniqueFd stdin_child;             // the command's standard input
  UniqueFd control, control_child;  // SOCK_SEQPACKET pair: audit listener, exit report
  UniqueFd out_r, out_child;        // the tree's standard output
  UniqueFd err_r, err_child;        // the tree's standard error
};

// The collected FIFO: both ends are held from before the start until the tree is dead, so the
// command's opens never block, and no writer sees its bytes lost between two others. Once both
// are open its mode is write-only for its owner.
Status OpenCollectFifo(const std::string& path, UniqueFd* r, UniqueFd* w) {
  r->reset(open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW));
  struct stat st {};
  if (r->valid() && fstat(r->get(), &st) == 0 && S_ISFIFO(st.st_mode)) {
    w->reset(open(path.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW));
  }
  // Then nobody else may read it: a second reader inside could take the runner's bytes before
  // the supervisor does. The mode cannot be changed back from inside, where the FIFO sits on a
  // read-only mount.
  if (w->valid() && fchmod(r->get(), S_IWUSR) != 0) w->reset();
  if (!w->valid()) {
    const std::string why = std::strerror(errno);
    r->reset();
    return Status::IoError("sandbox: " + path + " is not a FIFO that can be read: " + why);
  }
  return Status::Ok();
}

// Opens the channels; a Status (IoError) when one cannot be, with nothing left open.
Result<Channels> OpenChannels(const ExecSpec& spec) {
  Channels ch;
  if (!spec.collect_fifo.empty()) {
    if (Status st = OpenCollectFifo(spec.collect_fifo, &ch.collect_r, &ch.collect_w); !st.ok()) {
      return st;
    }
  }
  // The command's standard input: the caller's file, or /dev/null. Opened here, before the fork,
  // so a file the caller cannot give the sandbox user is still readable as a descriptor.
  const std::string stdin_path = spec.stdin_file.empty() ? "/dev/null" : spec.stdin_file;
  ch.stdin_child.reset(open(stdin_path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW));
  if (!ch.stdin_child.valid()) {
    return Status::IoError("sandbox: cannot open " + stdin_path +
                           " as standard input: " + std::strerror(errno));
  }
  const auto pipe_error = [] {
    return Status::IoError(std::string("sandbox: cannot create pipes: ") + std::strerror(errno));
  };
  int fds[2];
  if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, fds) != 0) return pipe_error();
  ch.control.reset(fds[0]);
  ch.control_child.reset(fds[1]);
  if (pipe2(fds, O_CLOEXEC) != 0) return pipe_error();
  ch.out_r.reset(fds[0]);
  ch.out_child.reset(fds[1]);
  if (pipe2(fds, O_CLOEXEC) != 0) return pipe_error();
  ch.err_r.reset(fds[0]);
  ch.err_child.reset(fds[1]);
  return ch;
}

// Step 3, the start. What the child needs between fork and exec, as plain values: nothing may
// be allocated or locked there (another thread of the harness may have held the allocator's
// lock at the fork).
struct ChildSetup {
  int stdin_fd, out_fd, err_fd, control_fd;  // the child's ends of the channels
  bool drop;                                 // the caller is root: become the sandbox user
  bool unsafe;                               // ExecSpec::unsafe_no_isolation
  pid_t harness;                             // this process
  int nice;                                  // the tree's nice value; 0 = the harness's own
};

// In the child, between fork and exec; async-signal-safe calls only, and _exit(126) when one
// fails. Stdio goes to the channels' close-on-exec ends (so no concurrent spawn inherits them),
// the control socket moves to fd 3 without close-on-exec, and root gives way to the
// unprivileged sandbox user.
void SetUpChild(const ChildSetup& s) {
  // First, while still root where the harness is: raising it needs no privilege anyway.
  if (s.nice > 0 && setpriority(PRIO_PROCESS, 0, s.nice) != 0) _exit(126);
  // (dup2 onto itself keeps close-on-exec: a harness started without fd 0 open.)
  if ((s.stdin_fd == 0 ? fcntl(0, F_SETFD, 0) : dup2(s.stdin_fd, 0)) < 0 || dup2(s.out_fd, 1) < 0 ||
      dup2(s.err_fd, 2) < 0) {
    _exit(126);
  }
  if (s.control_fd == kControlFd) {
    fcntl(kControlFd, F_SETFD, 0);
  } else if (dup2(s.control_fd, kControlFd) < 0) {
    _exit(126);
  }
  if (s.unsafe) setsid();
  // As root, bubblewrap starts as pid 1 of a PID namespace of its own, below the init helper as
  // its keeper (`--keep`), so that its death takes every process of the run with it:
  // bubblewrap 0.8's inner process waits on an eventfd for the outer one and, were the outer
  // killed in between, would wait forever. Without the privilege, the keeper still ties
  // bubblewrap to the harness.
  if (s.drop && !s.unsafe) unshare(CLONE_NEWPID);
  if (s.drop &&
      (setgroups(0, nullptr) != 0 || setgid(kSandboxGid) != 0 || setuid(kSandboxUid) != 0)) {
    _exit(126);
  }
  // The keeper (and bubblewrap, which arms --die-with-parent only once its namespaces exist)
  // must not outlive a harness killed here. Set after the uid change, which clears it; the
  // getppid() check closes the race with a parent that died before it was set.
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != s.harness) _exit(126);
}

// Starts the tree and returns the pid of its root (the keeper), or -1 with *error saying why.
pid_t StartTree(const Launch& launch, const ChildSetup& setup, std::string* error) {
  std::error_code ec;
  // bubblewrap's own processes (the sandbox's pid 1 among them) keep the environment they are
  // started with, and /proc/1/environ is readable inside: start them with nothing in it.
  bp::environment clean_env;
  clean_env["PATH"] = "/usr/bin:/bin";
  bp::child c(
      bp::exe = launch.exe, bp::args = launch.args, bp::start_dir = launch.host_cwd, clean_env,
      bp::extend::on_exec_setup = [setup](auto&) { SetUpChild(setup); }, ec);
  if (ec) {
    *error = "cannot start " + launch.exe + ": " + ec.message();
    return -1;
  }
  const pid_t pid = c.id();
  c.detach();
  return pid;
}

// What Step 4 leaves for the outcome, gathered once the tree is dead.
struct ExitFacts {
  int status = 0;                // the keeper's wait status
  rusage usage{};                // the keeper's, with everything it reaped
  std::string report;            // the init helper's exit report ("" when none came)
  bool timed_out = false;        // a limit ended the tree
  double timeout_cpu_s = 0;      // the tree's CPU time at the look that ended it
  int64_t peak_tree_rss_kb = 0;  // the largest summed resident memory a look saw
};

Clock::time_point After(Clock::time_point t, double s) {
  return t + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(s));
}

// Step 4, the supervision of a started tree, until it is dead and its output drained: reads
// stdout, stderr and the collect FIFO as they come (kept up to their caps), takes the audit
// listener and the exit report off the control socket, looks at the tree every kCpuWaitLookS
// (CPU time, resident memory, run-queue delay) and ends all of it at a limit. Fills the
// outcome's output, collected bytes, limit, wall time, CPU wait and audit; Finish closes the
// parent's ends of the channels in the order the outcome needs.
class TreeWatch {
 public:
  TreeWatch(const ExecSpec& spec, pid_t pid, Clock::time_point t0, UniqueFd pidfd, Channels* ch,
            ExecOutcome* out)
      : spec_(spec),
        lim_(spec.limits),
        pid_(pid),
        t0_(t0),
        pidfd_(std::move(pidfd)),
        ch_(*ch),
        out_(*out),
        ceiling_(After(t0, lim_.max_wall_s > 0 ? lim_.max_wall_s : 10 * lim_.wall_s)),
        deadline_(std::min(After(t0, lim_.wall_s), ceiling_)),
        wait_look_(After(t0, kCpuWaitLookS)),
        hard_deadline_(deadline_),
        cpu_limited_(lim_.tree_cpu_s > 0),
        cpus_(static_cast<double>(std::max(1L, sysconf(_SC_NPROCESSORS_ONLN)))),
        cpu_look_(After(t0, std::max(kMinCpuLook, lim_.tree_cpu_s / cpus_))),
        tree_memory_kb_((lim_.tree_memory_mb > 0 ? lim_.tree_memory_mb : lim_.memory_mb) * 1024) {}
  TreeWatch(const TreeWatch&) = delete;
  TreeWatch& operator=(const TreeWatch&) = delete;

  // Returns once the keeper has exited (or was killed, two seconds after a limit ended a tree
  // that did not finish) and the output pipes hold nothing more.
  void Run() {
    while (!exited_ || fds_open_ > 0) {
      pollfd p[5] = {{ch_.out_r.get(), POLLIN, 0},
                     {ch_.err_r.get(), POLLIN, 0},
                     {control_open_ ? ch_.control.get() : -1, POLLIN, 0},
                     {exited_ ? -1 : pidfd_.get(), POLLIN, 0},
                     {ch_.collect_r.get(), POLLIN, 0}};
      const int n = poll(p, 5, WaitMs());
      if (n < 0 && errno != EINTR) break;
      ++out_.supervisor_wakeups;
      ReadOutput(p[0], &ch_.out_r, &out_.stdout_text, &out_.stdout_bytes);
      ReadOutput(p[1], &ch_.err_r, &out_.stderr_text, &out_.stderr_bytes);
      if (p[4].revents & POLLIN) DrainCollect();
      ReadControl(p[2]);
      if (!exited_ && (p[3].revents & POLLIN)) exited_ = true;
      if (exited_ && n == 0) break;  // drained
      EnforceLimits();
    }
  }

  // After Run: closes the output pipes, takes the collect FIFO's last bytes and closes it,
  // reaps the keeper, takes a late exit report, closes the control socket and the pidfd, and
  // stops the audit.
  ExitFacts Finish() {
    ch_.out_r.reset();
    ch_.err_r.reset();
    DrainCollect();  // the tree is dead: nothing can write after this
    ch_.collect_r.reset();
    ch_.collect_w.reset();
    ExitFacts f;
    while (wait4(pid_, &f.status, 0, &f.usage) < 0 && errno == EINTR) {
    }
    out_.wall_s = Seconds(Clock::now() - t0_);
    out_.cpu_wait_s = cpu_wait_.seconds();
    // A last look for the exit report, which may have arrived with the process's exit.
    for (int i = 0; i < 4 && exit_report_.empty(); ++i) {
      const ControlMessage m = ReceiveControl(ch_.control.get());
      if (IsExitReport(m.text)) exit_report_ = m.text;
      if (m.text.empty()) break;
    }
    ch_.control.reset();
    pidfd_.reset();
    if (audit_) out_.audit = audit_->Finish(&out_.audit_dropped);
    f.report = exit_report_;
    f.timed_out = timed_out_;
    f.timeout_cpu_s = timeout_cpu_;
    f.peak_tree_rss_kb = peak_tree_rss_kb_;
    return f;
  }

 private:
  // The tree is looked at every kCpuWaitLookS (a run that ends sooner never is), and more
  // often when it could reach its CPU-time limit before the next look: that time grows at most
  // `cpus_` seconds per second, so a CPU look is due when the CPU time left, spent at that rate,
  // could be gone (and no sooner than kMinCpuLook). A tree that spins is thus ended close to
  // its limit.
  static constexpr double kMinCpuLook = 0.02;

  // How long the next poll may wait: until the next look or deadline (at most a second), or not
  // at all once the tree is gone (what the pipes hold is drained without waiting for EOF).
  int WaitMs() const {
    if (exited_) return 0;
    Clock::time_point next = timed_out_ ? hard_deadline_ : std::min(deadline_, wait_look_);
    if (cpu_limited_ && !timed_out_) next = std::min(next, cpu_look_);
    const double left = Seconds(next - Clock::now());
    return left <= 0 ? 0 : static_cast<int>(std::min(left * 1000 + 1, 1000.0));
  }

  // One read from a ready output pipe, kept up to max_output_bytes; the pipe is closed at its
  // end or on an error.
  void ReadOutput(const pollfd& p, UniqueFd* fd, std::string* text, int64_t* bytes) {
    if (p.fd < 0 || !(p.revents & (POLLIN | POLLHUP | POLLERR))) return;
    const ssize_t r = read(p.fd, buf_, sizeof(buf_));
    if (r > 0) {
      AppendCapped(text, bytes, buf_, r, lim_.max_output_bytes);
    } else if (r == 0 || (errno != EINTR && errno != EAGAIN)) {
      fd->reset();
      --fds_open_;
    }
  }

  void DrainCollect() {
    for (ssize_t r;
         ch_.collect_r.valid() && (r = read(ch_.collect_r.get(), buf_, sizeof(buf_))) > 0;) {
      AppendCapped(&out_.collected, &out_.collected_bytes, buf_, r, spec_.max_collect_bytes);
    }
  }

  // The control socket: the first descriptor passed is the audit listener (any later one is
  // closed), and an "exit ..." message is the init helper's exit report.
  // A socket whose other end is gone stays readable (end of file) and hung up: it is then left
  // out of the poll, or every poll would return at once and the loop would spin, at the
  // harness's priority, until the keeper exits (measured: half a CPU-second per run when the
  // tree's teardown waited for a CPU under load).
  void ReadControl(const pollfd& p) {
    if ((p.revents & (POLLHUP | POLLERR)) && !(p.revents & POLLIN)) control_open_ = false;
    if (!(p.revents & POLLIN)) return;
    ControlMessage m = ReceiveControl(ch_.control.get());
    if (m.closed) control_open_ = false;
    if (m.fd.valid() && !audit_) {
      audit_ = std::make_unique<AuditSupervisor>(m.fd.release(), spec_.mounts, 200000);
    }
    if (IsExitReport(m.text)) exit_report_ = m.text;
  }

  // One walk of /proc: the tree's pids, its CPU time and resident memory, and its tasks'
  // run-queue delay.
  std::vector<pid_t> Look(double* cpu_used) {
    std::vector<pid_t> tree = Descendants(pid_, cpu_used, &tree_rss_kb_);
    peak_tree_rss_kb_ = std::max(peak_tree_rss_kb_, tree_rss_kb_);
    cpu_wait_.Look(tree);
    if (audit_) cpu_wait_.LookOwnThread(audit_->tid());
    return tree;
  }

  // The looks that are due, and the limits: memory and CPU time at a look, the wall limit (its
  // deadline moved later by every second of run-queue delay a look finds, up to the ceiling),
  // and the keeper killed two seconds after a limit if the tree has not ended by then.
  void EnforceLimits() {
    const Clock::time_point now = Clock::now();
    if (!exited_ && !timed_out_ &&
        (now >= wait_look_ || now >= deadline_ || (cpu_limited_ && now >= cpu_look_))) {
      double used = 0;
      Look(&used);
      wait_look_ = After(now, kCpuWaitLookS);
      if (tree_rss_kb_ > tree_memory_kb_) {
        EndTree(LimitHit::kMemory, used);
      } else if (cpu_limited_ && used >= lim_.tree_cpu_s) {
        EndTree(LimitHit::kTreeCpu, used);
      } else if (cpu_limited_ && now >= cpu_look_) {
        cpu_look_ = After(now, std::max(kMinCpuLook, (lim_.tree_cpu_s - used) / cpus_));
      }
      if (!timed_out_) {
        deadline_ = std::min(After(t0_, lim_.wall_s + cpu_wait_.seconds()), ceiling_);
      }
    }
    if (!exited_ && !timed_out_ && now >= deadline_) {
      // At the ceiling with less than wall_s charged, the tree was waiting for CPUs.
      const bool starved = Seconds(now - t0_) - cpu_wait_.seconds() < lim_.wall_s;
      EndTree(starved ? LimitHit::kStarved : LimitHit::kWall);
    } else if (!exited_ && timed_out_ && Clock::now() >= hard_deadline_) {
      kill(pid_, SIGKILL);  // bubblewrap did not finish: end its keeper, and it with it
      exited_ = true;
    }
  }

  // `cpu_seen`: the tree's CPU time at the look that found the limit. The look made here can
  // count less: a child that exited since, not yet reaped, is in no live process's times.
  void EndTree(LimitHit why, double cpu_seen = 0) {
    timed_out_ = true;
    out_.limit_hit = why;
    // End the whole tree: every descendant is killed, the sandbox's pid 1 (the init helper's
    // reaper) among them, and the kernel kills everything left in its PID namespace, daemons
    // included. The helper exits only once it has reaped the reaper, which the kernel allows
    // only once that namespace is empty, bubblewrap only after the helper, and its keeper only
    // after bubblewrap: so the keeper's exit means the tree is gone.
    double cpu_now = 0;
    const std::vector<pid_t> tree = Look(&cpu_now);
    timeout_cpu_ = std::max(cpu_seen, cpu_now);
    for (pid_t q : tree) kill(q, SIGKILL);
    if (spec_.unsafe_no_isolation) {
      kill(-pid_, SIGKILL);
      kill(pid_, SIGKILL);
    }
    hard_deadline_ = Clock::now() + std::chrono::seconds(2);
  }

  const ExecSpec& spec_;
  const Limits& lim_;
  const pid_t pid_;  // the keeper
  const Clock::time_point t0_;
  UniqueFd pidfd_;  // the keeper's (invalid where pidfd_open failed)
  Channels& ch_;
  ExecOutcome& out_;
  std::unique_ptr<AuditSupervisor> audit_;
  std::string exit_report_;
  bool timed_out_ = false, exited_ = false, control_open_ = true;
  int fds_open_ = 2;
  double timeout_cpu_ = 0;
  CpuWait cpu_wait_;
  // The wall limit is charged only for time the tree was not waiting for a CPU, so its
  // deadline moves later by every second of run-queue delay a look finds, up to the ceiling.
  const Clock::time_point ceiling_;
  Clock::time_point deadline_, wait_look_, hard_deadline_;
  const bool cpu_limited_;
  const double cpus_;
  Clock::time_point cpu_look_;
  const int64_t tree_memory_kb_;
  int64_t tree_rss_kb_ = 0, peak_tree_rss_kb_ = 0;
  char buf_[65536];
};

// The init helper's exit report on the command: "exit STATUS UTIME_US STIME_US MAXRSS_KB".
struct ExitReport {
  bool valid = false;
  int status = -1;  // a wait status
  double cpu_s = 0;
  int64_t maxrss_kb = 0;
};

ExitReport ParseExitReport(const std::string& text) {
  ExitReport r;
  int reported = -1;
  long long ut = 0, st = 0;
  long maxrss = 0;
  r.valid = std::sscanf(text.c_str(), "exit %d %lld %lld %ld", &reported, &ut, &st, &maxrss) == 4 &&
            reported >= 0;
  r.status = reported;
  r.cpu_s = static_cast<double>(ut + st) * 1e-6;
  r.maxrss_kb = std::max<int64_t>(maxrss, 0);
  return r;
}

// Without an exit report, the keeper's own wait status tells: the sandbox never started (the
// child could not drop privileges, or bubblewrap said why), or the code killed the init helper.
// bwrap reports a command killed by signal N as exit status 128+N.
void FillFromKeeperStatus(const ExecSpec& spec, int status, ExecOutcome* out) {
  if (WIFEXITED(status) && WEXITSTATUS(status) == 126) {
    out->error = "could not drop privileges to the sandbox user";
    return;
  }
  if (!spec.unsafe_no_isolation && out->stderr_text.rfind("bwrap:", 0) == 0) {
    out->error = "bubblewrap failed: " + out->stderr_text.substr(0, out->stderr_text.find('\n'));
    return;
  }
  if (WIFSIGNALED(status)) {
    out->termination = Termination::kSignaled;
    out->signal = WTERMSIG(status);
  } else if (WEXITSTATUS(status) > 128) {
    out->termination = Termination::kSignaled;
    out->signal = WEXITSTATUS(status) - 128;
  } else {
    out->termination = Termination::kExited;
    out->exit_code = WEXITSTATUS(status);
  }
}

// Step 5, the outcome: CPU time and peak memory (the larger of the keeper's rusage, the exit
// report's and the looks'), then how it ended: a limit; else the command's own status from the
// exit report; else the keeper's (FillFromKeeperStatus).
void FillOutcome(const ExecSpec& spec, const ExitFacts& f, ExecOutcome* out) {
  const rusage& ru = f.usage;
  out->cpu_s = static_cast<double>(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
               static_cast<double>(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) * 1e-6;
  out->peak_rss_kb = std::max<int64_t>(ru.ru_maxrss, f.peak_tree_rss_kb);
  const ExitReport report = ParseExitReport(f.report);
  if (report.valid) {
    out->cpu_s = std::max(out->cpu_s, report.cpu_s);
    out->peak_rss_kb = std::max<int64_t>(report.maxrss_kb, f.peak_tree_rss_kb);
  }
  if (f.timed_out) {
    out->termination = Termination::kTimeout;
    out->signal = SIGKILL;
    out->cpu_s = std::max(out->cpu_s, f.timeout_cpu_s);
  } else if (report.valid && WIFSIGNALED(report.status)) {
    out->termination = Termination::kSignaled;
    out->signal = WTERMSIG(report.status);
  } else if (report.valid) {
    out->termination = Termination::kExited;
    out->exit_code = WEXITSTATUS(report.status);
  } else {
    FillFromKeeperStatus(spec, f.status, out);
  }
}

// A caller error in the spec: an empty command, or a mount whose source is missing or whose
// target is not absolute.
// The nice value to give the tree: the requested one, never below the harness's own (a lower
// one would need a privilege and would outrank the supervisor); 0 = leave it as inherited.
int TreeNice(int requested) {
  if (requested <= 0) return 0;
  errno = 0;
  const int own = getpriority(PRIO_PROCESS, 0);  // -1 is also a valid value: errno tells
  if (errno != 0 || own >= requested) return 0;
  return requested;
}

Status CheckSpec(const ExecSpec& spec) {
  if (spec.argv.empty()) return Status::InvalidInput("sandbox: empty command");
  if (spec.nice < 0 || spec.nice > 19) {
    return Status::InvalidInput("sandbox: nice " + std::to_string(spec.nice) +
                                ": accepted are 0 (the caller's own) to 19");
  }
  for (const Mount& m : spec.mounts) {
    if (access(m.host.c_str(), F_OK) != 0) {
      return Status::NotFound("sandbox: mount source " + m.host + " does not exist");
    }
    if (m.inside.empty() || m.inside[0] != '/') {
      return Status::InvalidInput("sandbox: mount target '" + m.inside + "' is not absolute");
    }
  }
  return Status::Ok();
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

// The steps, in the order of the data flow: check the spec, build the command line, open the
// channels, start the tree, supervise it until it is dead, and read the outcome.
Result<ExecOutcome> Execute(const ExecSpec& spec) {
  if (Status st = CheckSpec(spec); !st.ok()) return st;
  ExecOutcome out;
  out.unsafe = spec.unsafe_no_isolation;
  const Support& sup = GetSupport();
  if (!sup.error.empty()) {
    out.error = sup.error;
    return out;
  }
  const bool audit = spec.audit && !spec.unsafe_no_isolation;
  out.audit_enabled = audit;
  const Launch launch = BuildLaunch(spec, sup, audit);

  Result<Channels> channels = OpenChannels(spec);
  if (!channels.ok()) return channels.status();
  Channels& ch = *channels;
  const ChildSetup setup{.stdin_fd = ch.stdin_child.get(),
                         .out_fd = ch.out_child.get(),
                         .err_fd = ch.err_child.get(),
                         .control_fd = ch.control_child.get(),
                         .drop = geteuid() == 0,
                         .unsafe = spec.unsafe_no_isolation,
                         .harness = getpid(),
                         .nice = TreeNice(spec.nice)};
  const auto t0 = Clock::now();
  const pid_t pid = StartTree(launch, setup, &out.error);
  if (pid < 0) return out;  // kSandboxError; every channel closes on the way out
  // The parent's copies of the child's ends go at once, so that end-of-file on the output pipes
  // and a hang-up on the control socket come from the tree.
  ch.control_child.reset();
  ch.out_child.reset();
  ch.err_child.reset();
  fcntl(ch.out_r.get(), F_SETFL, O_NONBLOCK);
  fcntl(ch.err_r.get(), F_SETFL, O_NONBLOCK);

  TreeWatch watch(spec, pid, t0, UniqueFd(static_cast<int>(syscall(SYS_pidfd_open, pid, 0))), &ch,
                  &out);
  watch.Run();
  FillOutcome(spec, watch.Finish(), &out);
  return out;
}

}  // namespace agentrl::sandbox
