// The sandbox's seccomp policy, built with libseccomp. Installed by agentrl-sandbox-init in the
// command's process just before execve.
#pragma once

namespace agentrl::sandbox {

// Denied outright (EPERM): ptrace, mount and the new mount API, keyctl/add_key/request_key,
// bpf, perf_event_open, kexec, module loading, namespace creation (unshare, setns, clone with
// CLONE_NEW*), process_vm_*, userfaultfd, io_uring (its operations bypass seccomp), TIOCSTI and
// TIOCLINUX ioctls, sockets of any family but AF_UNIX (EACCES), pidfd_getfd, prlimit64 on any
// process but the caller (pid 0), and more listed in the source.
// clone3 answers ENOSYS so the C library falls back to clone, whose flags can be inspected.
// With `audit`, denied calls are routed to the supervisor instead (which answers with the same
// errno and records them), and open/openat/creat, execve/execveat, connect/bind, sendto/sendmsg
// with an address, and exit_group are reported to it before they proceed. *notify_fd receives
// the listener. Returns 0, or -1 with errno set.
int InstallSeccompFilter(bool audit, int* notify_fd);

}  // namespace agentrl::sandbox
