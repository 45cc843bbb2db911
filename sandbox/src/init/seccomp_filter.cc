#include "seccomp_filter.h"

#include <sys/ioctl.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <seccomp.h>
#include <sys/socket.h>

#include <cstdint>
#include <initializer_list>

namespace agentrl::sandbox {
namespace {

constexpr const char* kDenied[] = {
    "ptrace",          "mount",           "umount2",          "pivot_root",
    "chroot",          "keyctl",          "add_key",          "request_key",
    "bpf",             "perf_event_open", "kexec_load",       "kexec_file_load",
    "init_module",     "finit_module",    "delete_module",    "unshare",
    "setns",           "process_vm_readv", "process_vm_writev", "userfaultfd",
    "open_by_handle_at", "name_to_handle_at", "swapon",        "swapoff",
    "reboot",          "syslog",          "acct",             "quotactl",
    "fanotify_init",   "iopl",            "ioperm",           "lookup_dcookie",
    "io_uring_setup",  "io_uring_enter",  "io_uring_register", "open_tree",
    "move_mount",      "fsopen",          "fsconfig",         "fsmount",
    "fspick",          "mount_setattr",   "settimeofday",     "clock_settime",
    "clock_adjtime",   "adjtimex",        "vhangup",          "personality",
    // Taking another process's descriptors: the supervising processes are out of reach anyway
    // (another PID namespace, non-dumpable), and nothing a test needs uses it.
    "pidfd_getfd",
};

constexpr const char* kAudited[] = {"open", "openat", "creat", "execve", "execveat",
                                    "connect", "bind", "exit_group"};

}  // namespace

int InstallSeccompFilter(bool audit, int* notify_fd) {
  *notify_fd = -1;
  scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
  if (!ctx) {
    errno = ENOMEM;
    return -1;
  }
  int rc = 0;
  auto add = [&](uint32_t action, const char* name, unsigned count, const scmp_arg_cmp* cmp) {
    if (rc != 0) return;
    const int nr = seccomp_syscall_resolve_name(name);
    if (nr == __NR_SCMP_ERROR) return;  // not on this architecture
    rc = seccomp_rule_add_array(ctx, action, nr, count, cmp);
  };
  // In audit mode a denied call goes to the supervisor, which records it and answers with the
  // errno that plain mode uses (EPERM; EACCES for sockets).
  const uint32_t deny = audit ? SCMP_ACT_NOTIFY : SCMP_ACT_ERRNO(EPERM);
  const uint32_t deny_net = audit ? SCMP_ACT_NOTIFY : SCMP_ACT_ERRNO(EACCES);
  for (const char* name : kDenied) add(deny, name, 0, nullptr);
  // clone3 passes its flags in memory where seccomp cannot read them: ENOSYS makes glibc fall
  // back to clone, whose flags are checked below.
  add(SCMP_ACT_ERRNO(ENOSYS), "clone3", 0, nullptr);
  for (uint64_t flag : {CLONE_NEWNS, CLONE_NEWUSER, CLONE_NEWPID, CLONE_NEWNET, CLONE_NEWIPC,
                        CLONE_NEWUTS, CLONE_NEWCGROUP}) {
    const scmp_arg_cmp cmp = SCMP_A0(SCMP_CMP_MASKED_EQ, flag, flag);
    add(deny, "clone", 1, &cmp);
  }
  for (uint64_t req : {static_cast<uint64_t>(TIOCSTI), static_cast<uint64_t>(TIOCLINUX)}) {
    const scmp_arg_cmp cmp = SCMP_A1(SCMP_CMP_MASKED_EQ, 0xFFFFFFFFu, req);
    add(deny, "ioctl", 1, &cmp);
  }
  {
    const scmp_arg_cmp cmp = SCMP_A0(SCMP_CMP_NE, AF_UNIX);
    add(deny_net, "socket", 1, &cmp);
  }
  {
    // Limits are changed for oneself only (pid 0): another process's, a supervisor's included,
    // are out of reach even where the uid would allow it.
    const scmp_arg_cmp cmp = SCMP_A0(SCMP_CMP_NE, 0);
    add(deny, "prlimit64", 1, &cmp);
  }
  if (audit) {
    for (const char* name : kAudited) add(SCMP_ACT_NOTIFY, name, 0, nullptr);
    // sendto/sendmsg are only interesting with an explicit address; on connected sockets they
    // are frequent and carry nothing new.
    const scmp_arg_cmp to = SCMP_A4(SCMP_CMP_NE, 0);
    add(SCMP_ACT_NOTIFY, "sendto", 1, &to);
    // openat2 takes its flags in a struct: refuse it so that opens go through openat.
    add(SCMP_ACT_ERRNO(ENOSYS), "openat2", 0, nullptr);
  }
  if (rc == 0) rc = seccomp_load(ctx);
  if (rc == 0 && audit) {
    *notify_fd = seccomp_notify_fd(ctx);
    if (*notify_fd < 0) rc = *notify_fd;
  }
  seccomp_release(ctx);
  if (rc != 0) {
    errno = -rc;
    return -1;
  }
  return 0;
}

}  // namespace agentrl::sandbox
