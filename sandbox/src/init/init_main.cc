// agentrl-sandbox-init: the first program run inside bubblewrap. It is small and trusts nothing
// it starts:
//   1. applies the resource limits (rlimits) to itself, so every descendant inherits them, and
//      makes itself non-dumpable (PR_SET_DUMPABLE 0): no process of the sandbox's uid may read
//      its memory, open its /proc files or take its descriptors (ptrace access is refused);
//   2. with --nest (under bubblewrap, which grants it CAP_SYS_ADMIN in the sandbox's user
//      namespace for this purpose only), unshares a PID and a mount namespace and forks a
//      reaper: pid 1 of the new PID namespace (the only one the command sees), with a /proc
//      of that namespace mounted over bubblewrap's. The command then runs below
//      the reaper and cannot name any process that supervises it: bubblewrap and this process
//      are outside its PID namespace, and a signal from inside to the namespace's pid 1 is
//      dropped by the kernel (it installs no handlers). Both drop every capability before
//      anything untrusted runs, and the reaper dies with this process (PR_SET_PDEATHSIG);
//   3. the reaper forks the command; the child installs the seccomp filter (and, with --audit,
//      hands the filter's user-notification fd to the supervisor outside the sandbox over the
//      control socket before it execs, so even the first execve is audited), closes every other
//      fd and execs the command;
//   4. the reaper waits for the command, reaps orphans re-parented to it, and reports the
//      command's wait status and the resource usage of everything it reaped on the control
//      socket. Its exit ends the nested namespace, daemons included.
// With --keep it is instead a keeper on the host side, before bubblewrap: see Keep().
// If the command could kill the reporting process, the supervisor falls back to bubblewrap's exit
// status. Protocol on the control socket (SOCK_SEQPACKET): first message "fd" with the listener
// fd as SCM_RIGHTS (audit only); last message "exit <status> <utime_us> <stime_us> <maxrss_kb>".
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <linux/capability.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "seccomp_filter.h"

namespace {

[[noreturn]] void Die(const char* what) {
  std::fprintf(stderr, "agentrl-sandbox-init: %s: %s\n", what, std::strerror(errno));
  std::_Exit(125);
}

void SetLimit(int resource, long long value) {
  if (value < 0) return;
  rlimit rl{static_cast<rlim_t>(value), static_cast<rlim_t>(value)};
  if (setrlimit(resource, &rl) != 0) Die("setrlimit");
}

void SendFd(int sock, int fd) {
  char tag[] = "fd";
  iovec iov{tag, sizeof(tag)};
  alignas(cmsghdr) char buf[CMSG_SPACE(sizeof(int))] = {};
  msghdr msg{};
  msg.msg_iov = &iov;
  msg.msg_iovlen = 1;
  msg.msg_control = buf;
  msg.msg_controllen = sizeof(buf);
  cmsghdr* c = CMSG_FIRSTHDR(&msg);
  c->cmsg_level = SOL_SOCKET;
  c->cmsg_type = SCM_RIGHTS;
  c->cmsg_len = CMSG_LEN(sizeof(int));
  std::memcpy(CMSG_DATA(c), &fd, sizeof(int));
  if (sendmsg(sock, &msg, MSG_NOSIGNAL) < 0) Die("sending the audit fd");
}

// Closes every fd >= lowfd except `keep`, with close_range(2) (one call per range), falling
// back to a loop on kernels without it.
void CloseFrom(int lowfd, int keep) {
  auto close_range = [](unsigned first, unsigned last) {
    if (first > last) return true;
    if (syscall(SYS_close_range, first, last, 0) == 0) return true;
    for (unsigned fd = first; fd < 65536 && fd <= last; ++fd) close(static_cast<int>(fd));
    return false;
  };
  if (keep < lowfd) {
    close_range(static_cast<unsigned>(lowfd), ~0U);
  } else {
    close_range(static_cast<unsigned>(lowfd), static_cast<unsigned>(keep) - 1);
    close_range(static_cast<unsigned>(keep) + 1, ~0U);
  }
}

// Drops every capability (effective, permitted, inheritable, ambient). What bubblewrap granted
// (CAP_SYS_ADMIN in the sandbox's user namespace, see --nest) is needed only to make the nested
// namespaces; the command's execve then gains nothing: its uid is not 0, no_new_privs is set by
// the seccomp filter, and setuid files of unmapped owners are ignored by the kernel.
void DropCapabilities() {
  prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
  __user_cap_header_struct hdr{_LINUX_CAPABILITY_VERSION_3, 0};
  __user_cap_data_struct data[2] = {};
  if (syscall(SYS_capset, &hdr, data) != 0) Die("dropping capabilities");
  prctl(PR_SET_DUMPABLE, 0);
}

// In the reaper, pid 1 of the nested PID namespace: mounts are private to this namespace, and
// /proc is a new instance that shows only the nested namespace's processes. Like bubblewrap's,
// its kernel-wide knobs are read-only.
void MountNestedProc() {
  if (mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) Die("making / private");
  if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, nullptr) != 0) {
    Die("mounting the nested /proc");
  }
  for (const char* p : {"/proc/sys", "/proc/sysrq-trigger", "/proc/irq", "/proc/bus"}) {
    if (access(p, F_OK) != 0) continue;
    if (mount(p, p, nullptr, MS_BIND | MS_REC, nullptr) != 0 ||
        mount(nullptr, p, nullptr, MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV,
              nullptr) != 0) {
      Die("making /proc's kernel knobs read-only");
    }
  }
}

struct Command {
  char** argv;
  int control;
  bool audit;
  bool seccomp;
};

// Forks and execs the command, waits for it (reaping every orphan re-parented here meanwhile),
// reports on the control socket, and returns the exit code this process should end with.
int RunAndReport(const Command& cmd) {
  const pid_t child = fork();
  if (child < 0) Die("fork");
  if (child == 0) {
    if (cmd.seccomp) {
      int notify_fd = -1;
      if (agentrl::sandbox::InstallSeccompFilter(cmd.audit, &notify_fd) != 0) Die("seccomp");
      if (cmd.audit) {
        SendFd(cmd.control, notify_fd);
        close(notify_fd);
      }
    }
    CloseFrom(3, -1);
    execvp(cmd.argv[0], cmd.argv);
    std::fprintf(stderr, "agentrl-sandbox-init: cannot run %s: %s\n", cmd.argv[0],
                 std::strerror(errno));
    std::_Exit(127);
  }
  CloseFrom(3, cmd.control);

  int status = 0, child_status = 0;
  bool child_done = false;
  for (;;) {
    const pid_t p = waitpid(-1, &status, 0);
    if (p < 0) {
      if (errno == EINTR) continue;
      break;  // ECHILD: everything reaped
    }
    if (p == child) {
      child_status = status;
      child_done = true;
      // Descendants still running after the command exits end with this process: as the
      // nested namespace's pid 1 its exit kills them, and without --nest the supervisor ends
      // bubblewrap's namespace when this process exits.
      break;
    }
  }
  rusage ru{};
  getrusage(RUSAGE_CHILDREN, &ru);
  char msg[160];
  const int n = std::snprintf(
      msg, sizeof(msg), "exit %d %lld %lld %ld", child_done ? child_status : -1,
      static_cast<long long>(ru.ru_utime.tv_sec) * 1000000 + ru.ru_utime.tv_usec,
      static_cast<long long>(ru.ru_stime.tv_sec) * 1000000 + ru.ru_stime.tv_usec, ru.ru_maxrss);
  send(cmd.control, msg, static_cast<size_t>(n), MSG_NOSIGNAL);
  if (WIFEXITED(child_status)) return WEXITSTATUS(child_status);
  return 128 + WTERMSIG(child_status);
}

// Forks a child that dies with this process: a death signal, and a pipe whose other end only
// this process holds (`*alive`), for a death before the signal is set (getppid() cannot tell
// when the child is pid 1 of a namespace its parent is outside of). Returns 0 in the child.
pid_t ForkTied(int* alive) {
  int p[2];
  if (pipe2(p, O_CLOEXEC) != 0) Die("pipe");
  const pid_t child = fork();
  if (child < 0) Die("fork");
  if (child == 0) {
    close(p[1]);
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) Die("setting the death signal");
    pollfd look{p[0], POLLIN, 0};
    if (poll(&look, 1, 0) != 0) std::_Exit(125);  // end of file: the parent is gone
    close(p[0]);
    return 0;
  }
  close(p[0]);
  *alive = p[1];
  return child;
}

// Waits for `child` and returns its status as this process's exit code (128 + N for signal N).
int WaitFor(pid_t child) {
  int status = 0;
  while (waitpid(child, &status, 0) < 0) {
    if (errno != EINTR) Die("waiting for a child");
  }
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  return 128 + WTERMSIG(status);
}

// --keep, on the host side: the supervisor starts this in a new PID namespace it has just
// unshared (as root), so the command, bubblewrap, is forked as that namespace's pid 1. When
// bubblewrap dies, the kernel kills whatever is left in it, bubblewrap's own inner process
// included (0.8 has it wait on an eventfd for the outer one, forever if the outer was killed
// first); and this process dies with the supervisor (its death signal), bubblewrap with this
// one. It holds none of the run's descriptors, so their end of file is bubblewrap's alone.
int Keep(char** argv) {
  int alive = -1;
  const pid_t child = ForkTied(&alive);
  if (child == 0) {
    execv(argv[0], argv);
    std::fprintf(stderr, "agentrl-sandbox-init: cannot run %s: %s\n", argv[0],
                 std::strerror(errno));
    std::_Exit(127);
  }
  for (int fd = 0; fd < 3; ++fd) close(fd);
  CloseFrom(3, alive);
  return WaitFor(child);
}

int Usage() {
  std::fprintf(stderr,
               "usage: agentrl-sandbox-init --control-fd N [--audit] [--no-seccomp] [--nest] "
               "[--cpu-s S] [--as-bytes B] [--nproc N] [--nofile N] [--fsize-bytes B] -- CMD "
               "ARGS...\n       agentrl-sandbox-init --keep -- CMD ARGS...\n");
  return 125;
}

}  // namespace

int main(int argc, char** argv) {
  int control = -1;
  bool audit = false, seccomp = true, nest = false, keep = false;
  long long cpu = -1, as = -1, nproc = -1, nofile = -1, fsize = -1;
  int i = 1;
  for (; i < argc; ++i) {
    const std::string a = argv[i];
    auto next = [&]() -> long long {
      if (i + 1 >= argc) std::exit(Usage());
      return std::atoll(argv[++i]);
    };
    if (a == "--") {
      ++i;
      break;
    } else if (a == "--control-fd") {
      control = static_cast<int>(next());
    } else if (a == "--audit") {
      audit = true;
    } else if (a == "--no-seccomp") {
      seccomp = false;
    } else if (a == "--nest") {
      nest = true;
    } else if (a == "--keep") {
      keep = true;
    } else if (a == "--cpu-s") {
      cpu = next();
    } else if (a == "--as-bytes") {
      as = next();
    } else if (a == "--nproc") {
      nproc = next();
    } else if (a == "--nofile") {
      nofile = next();
    } else if (a == "--fsize-bytes") {
      fsize = next();
    } else {
      return Usage();
    }
  }
  if (keep && i < argc) return Keep(argv + i);
  if (i >= argc || control < 0) return Usage();

  // Before anything else: no process of the sandbox's uid may read or take from this one.
  prctl(PR_SET_DUMPABLE, 0);
  SetLimit(RLIMIT_CORE, 0);
  SetLimit(RLIMIT_CPU, cpu);
  SetLimit(RLIMIT_AS, as);
  SetLimit(RLIMIT_NPROC, nproc);
  SetLimit(RLIMIT_NOFILE, nofile);
  SetLimit(RLIMIT_FSIZE, fsize);
  const Command cmd{argv + i, control, audit, seccomp};
  if (!nest) {
    // Orphans of the command are re-parented here rather than to bubblewrap's reaper, so their
    // resource usage is counted.
    prctl(PR_SET_CHILD_SUBREAPER, 1);
    return RunAndReport(cmd);
  }
  if (unshare(CLONE_NEWPID | CLONE_NEWNS) != 0) Die("unsharing the nested PID namespace");
  int alive = -1;
  const pid_t reaper = ForkTied(&alive);
  if (reaper == 0) {
    MountNestedProc();
    DropCapabilities();
    return RunAndReport(cmd);
  }
  DropCapabilities();
  CloseFrom(3, alive);  // the control socket is the reaper's alone
  return WaitFor(reaper);
}
