// agentrl-sandbox-init: the first program run inside bubblewrap. It is small and trusts nothing
// it starts:
//   1. applies the resource limits (rlimits) to itself, so every descendant inherits them;
//   2. forks the command; the child installs the seccomp filter (and, with --audit, hands the
//      filter's user-notification fd to the supervisor outside the sandbox over the control
//      socket before it execs, so even the first execve is audited), closes every other fd and
//      execs the command;
//   3. waits for the command, reaps orphans re-parented to it, and reports the command's wait
//      status and the resource usage of everything it reaped on the control socket.
// If the command kills this process (kill(-1)), the supervisor falls back to bubblewrap's exit
// status. Protocol on the control socket (SOCK_SEQPACKET): first message "fd" with the listener
// fd as SCM_RIGHTS (audit only); last message "exit <status> <utime_us> <stime_us> <maxrss_kb>".
#include <fcntl.h>
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

int Usage() {
  std::fprintf(stderr,
               "usage: agentrl-sandbox-init --control-fd N [--audit] [--no-seccomp] "
               "[--cpu-s S] [--as-bytes B] [--nproc N] [--nofile N] [--fsize-bytes B] -- CMD "
               "ARGS...\n");
  return 125;
}

}  // namespace

int main(int argc, char** argv) {
  int control = -1;
  bool audit = false, seccomp = true;
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
  if (i >= argc || control < 0) return Usage();

  SetLimit(RLIMIT_CORE, 0);
  SetLimit(RLIMIT_CPU, cpu);
  SetLimit(RLIMIT_AS, as);
  SetLimit(RLIMIT_NPROC, nproc);
  SetLimit(RLIMIT_NOFILE, nofile);
  SetLimit(RLIMIT_FSIZE, fsize);
  // Orphans of the command are re-parented here rather than to bubblewrap's reaper, so their
  // resource usage is counted.
  prctl(PR_SET_CHILD_SUBREAPER, 1);

  const pid_t child = fork();
  if (child < 0) Die("fork");
  if (child == 0) {
    if (seccomp) {
      int notify_fd = -1;
      if (agentrl::sandbox::InstallSeccompFilter(audit, &notify_fd) != 0) Die("seccomp");
      if (audit) {
        SendFd(control, notify_fd);
        close(notify_fd);
      }
    }
    CloseFrom(3, -1);
    execvp(argv[i], argv + i);
    std::fprintf(stderr, "agentrl-sandbox-init: cannot run %s: %s\n", argv[i],
                 std::strerror(errno));
    std::_Exit(127);
  }
  CloseFrom(3, control);

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
      // Descendants still running after the command exits are left to the wall-clock limit:
      // the supervisor ends the whole pid namespace when this process exits.
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
  send(control, msg, static_cast<size_t>(n), MSG_NOSIGNAL);
  if (WIFEXITED(child_status)) return WEXITSTATUS(child_status);
  return 128 + WTERMSIG(child_status);
}
