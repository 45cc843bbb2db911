// One isolated execution: a command run under bubblewrap (user, pid, net, ipc, uts, mount and
// cgroup namespaces; --new-session; --die-with-parent), with /usr read-only, a writable
// workspace, tmpfs /tmp, no network, the seccomp policy of agentrl-sandbox-init, rlimits, a
// wall-clock limit and optionally a CPU-time limit on the whole process tree (either ends all of
// it), capped output, and optionally the runtime audit (seccomp user notification).
//
// When the caller is root, bubblewrap itself runs as an unprivileged user (`nobody` by
// default), so that the per-user process limit applies and nothing inside acts as host root.
//
// The command is not a peer of the processes that supervise it: it runs in a PID namespace
// made below them (with its own /proc), so it cannot name, signal, trace, read or take
// descriptors from bubblewrap or the init helper, which is also non-dumpable; the
// namespace's own pid 1 (the helper's reaper) ignores every signal sent from inside; seccomp
// refuses pidfd_getfd and prlimit64 on other processes; and no capability survives into the
// command (see sandbox/src/init/init_main.cc).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "agentrl/core/status.h"
#include "agentrl/sandbox/audit.h"

namespace agentrl::sandbox {

struct Limits {
  // Wall clock less the time the tree's tasks spent runnable but waiting for a CPU (the
  // kernel's run-queue delay, /proc/<pid>/task/<tid>/schedstat); the whole process tree is
  // killed at the limit. Code that sleeps or blocks reaches it in this much wall time whatever
  // the load; code that computes on a busy machine is not charged for the time other work held
  // the CPUs. A task that exits between two looks (every kCpuWaitLookS) loses what it waited
  // after its last one, so the charge errs towards the plain wall clock.
  double wall_s = 10.0;
  // Hard ceiling on the wall clock, however long the tree waited for CPUs (0 = 10 x wall_s).
  // A tree still running then is ended with LimitHit::kStarved: the machine was too busy to
  // judge it, which says nothing about the code.
  double max_wall_s = 0;
  // CPU time (user + system) of the whole process tree, exited processes included; the tree is
  // killed when it reaches this (0 = no such limit). Unlike wall time it does not grow when
  // the machine is busy with other work, so a verdict under it does not depend on load.
  double tree_cpu_s = 0;
  double cpu_s = 0;                    // RLIMIT_CPU of each process; 0 = wall_s rounded up
  int64_t memory_mb = 1024;            // RLIMIT_AS (address space) of each process
  // Resident memory of the whole tree, summed over its processes at every look (every
  // kCpuWaitLookS); the tree is killed past it (LimitHit::kMemory). RLIMIT_AS bounds one
  // process; this bounds many that each stay under it. 0 = memory_mb.
  int64_t tree_memory_mb = 0;
  int64_t max_processes = 64;          // RLIMIT_NPROC (per sandbox user namespace)
  int64_t max_open_files = 256;        // RLIMIT_NOFILE
  int64_t max_file_mb = 64;            // RLIMIT_FSIZE: largest file a process may write
  int64_t max_output_bytes = 1 << 20;  // kept per stream; the rest is read and discarded
  int64_t workspace_mb = 256;          // size of the tmpfs /tmp
};

struct Mount {
  std::string host;    // path on the host
  std::string inside;  // path inside the sandbox
  bool writable = false;
};

struct ExecSpec {
  std::vector<std::string> argv;  // argv[0] looked up on PATH inside the sandbox
  std::vector<Mount> mounts;      // besides /usr, /proc, /dev and tmpfs /tmp
  std::string cwd = "/workspace";
  std::vector<std::pair<std::string, std::string>> env;  // added to the fixed minimal env
  Limits limits;
  bool audit = true;
  // Runs the command as a plain child process (no namespaces, no seccomp; rlimits and the
  // timeout still apply). Only for debugging: every outcome is marked unsafe.
  bool unsafe_no_isolation = false;
  // The nice value the whole tree runs at (0-19; 0 = the caller's). Never below the caller's
  // own: a tree cannot outrank the process that supervises it. Nothing inside can lower it (no
  // capability survives into the command). A server sets it so that the programs it runs
  // cannot delay its own threads: admission, refusals, health checks.
  int nice = 0;
  // Host path of a FIFO that the command may write to (a test report, mounted read-only into
  // the sandbox so the path cannot be replaced): Execute holds both ends open from before the
  // start until the whole tree is dead, and collects every byte written into
  // ExecOutcome::collected, whoever wrote it and whenever. Once both ends are open its mode is
  // write-only for its owner (0200), so nothing inside can open it to read the runner's bytes
  // first. Empty = none.
  std::string collect_fifo;
  int64_t max_collect_bytes = 16 << 20;  // kept; the rest is counted
  // Host path of a regular file the command reads as its standard input ("" = /dev/null).
  // Opened by the caller's process before the start, so the sandbox needs no access to it.
  std::string stdin_file;
};

enum class Termination { kExited, kSignaled, kTimeout, kSandboxError };
const char* TerminationName(Termination t);
// kTimeout: which limit ended the tree.
// kMemory: the tree's summed resident memory passed Limits::tree_memory_mb.
enum class LimitHit { kNone, kWall, kTreeCpu, kStarved, kMemory };
const char* LimitHitName(LimitHit l);  // "", "wall", "cpu", "starved", "memory"

// How often Execute reads the run-queue delay of the tree's tasks.
inline constexpr double kCpuWaitLookS = 0.1;

struct ExecOutcome {
  Termination termination = Termination::kSandboxError;
  int exit_code = -1;  // kExited
  int signal = 0;      // kSignaled (and the signal that ended the tree at a timeout)
  LimitHit limit_hit = LimitHit::kNone;  // kTimeout
  double wall_s = 0;
  double cpu_wait_s = 0;  // run-queue delay of the tree's tasks, as seen (see Limits::wall_s)
  double cpu_s = 0;                            // user + system of every process reaped inside
  // The tree's peak resident memory: the larger of the largest single process's own peak
  // (exact, from the exit report) and the largest sum over the live tree at a look (sampled
  // every kCpuWaitLookS, and once more just before a limit ends the tree).
  int64_t peak_rss_kb = 0;
  std::string stdout_text, stderr_text;        // first max_output_bytes of each
  int64_t stdout_bytes = 0, stderr_bytes = 0;  // total produced
  std::string collected;        // ExecSpec::collect_fifo: the first max_collect_bytes written
  int64_t collected_bytes = 0;  // every byte written to it
  bool unsafe = false;                         // ran with --unsafe-no-isolation
  std::string error;  // kSandboxError: why the sandbox could not run the command
  std::vector<AuditEvent> audit;
  bool audit_enabled = false;
  int64_t audit_dropped = 0;  // events beyond the per-run cap (counted, not stored)
  // How often the supervising loop woke (a diagnostic): once per output chunk, control message
  // and look at the tree, so tens for a short run; a loop that spun would count thousands.
  int64_t supervisor_wakeups = 0;
};

// Host facts the sandbox needs: bubblewrap present, user namespaces usable, the init helper
// found. Not ok (with the reason and what to do) when isolation is unavailable.
Status CheckIsolation();

// CheckIsolation's message when its trial run under bubblewrap fails: how it ended and what it
// printed, with the hint about user namespaces only where that output points at them (or is
// empty).
std::string DescribeProbeFailure(std::string_view how, std::string_view output);

// Runs one command. A non-ok Status only for a caller error (empty argv, a mount whose host
// path does not exist); a sandbox that fails to start is an outcome of kind kSandboxError.
Result<ExecOutcome> Execute(const ExecSpec& spec);

// Path of agentrl-sandbox-init: $AGENTRL_SANDBOX_INIT, else next to the running binary (or
// its parent directory), else the build tree it was compiled in.
std::string InitHelperPath();

}  // namespace agentrl::sandbox
