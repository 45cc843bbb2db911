// Run directories: where one grading or exec keeps its workspace, hidden tests, report and
// build tree on the host, and how nothing of them outlives the process that made them.
//
// A run directory is `<root>/agentrl-run-<pid>-<start>-<pidns>-XXXXXX`: the owner's pid, its
// start time (clock ticks after boot, /proc/<pid>/stat field 22, so a reused pid is not
// mistaken for the owner) and its pid namespace's inode. As root it is a size-limited tmpfs of
// its own. Three things keep a crashed owner (SIGKILL at any moment) from leaving anything:
//  - A harness calls EnterPrivateMountNamespace() first thing in main: every tmpfs it mounts
//    then lives in a mount namespace of its own (bubblewrap, started by it, inherits it), which
//    the kernel tears down with the last process in it. The host never sees the mounts.
//  - The empty mount point is a directory on the host all the same, so SweepRunDirs() removes
//    those of dead owners: main does it for the default root before entering the namespace,
//    and the first RunDir made under a root in a process does it for that root. A mount a dead
//    owner left in the sweeper's namespace (one that never entered a private namespace, such
//    as a test binary) is unmounted first.
//  - Processes: bubblewrap runs with --die-with-parent, and the sandbox's pid 1 takes every
//    process of the run with it (execute.h).
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "agentrl/core/status.h"

namespace agentrl::sandbox {

// $TMPDIR, or /tmp when it is unset or empty: where run directories go by default.
std::string DefaultScratchRoot();

// Moves the calling process into a mount namespace of its own, whose mounts propagate nowhere
// (/ is made a slave of the host recursively: mounts the host makes later still show, none made
// here reach the host). Only as root (without root no run directory is mounted, so there is
// nothing to hide; Ok). Must be called while the process has a single thread: unshare(2) moves
// only the calling thread of a multithreaded process; that is refused with an error, as is
// anything the kernel refuses, and the process then stays where it was.
Status EnterPrivateMountNamespace();

// Whether EnterPrivateMountNamespace() succeeded in this process.
bool InPrivateMountNamespace();

// Who made a run directory, as written in its name.
struct RunDirOwner {
  pid_t pid = 0;
  uint64_t start_ticks = 0;  // /proc/<pid>/stat field 22
  uint64_t pid_ns = 0;       // inode of /proc/<pid>/ns/pid
  bool operator==(const RunDirOwner&) const = default;
};

// The calling process as an owner.
RunDirOwner CurrentOwner();

// The owner named by a run directory's base name, or nullopt when `name` is not one
// (`agentrl-run-<pid>-<start>-<pidns>-` and six characters of mkdtemp).
std::optional<RunDirOwner> ParseRunDirName(std::string_view name);

enum class OwnerState {
  kAlive,    // the process is running (a zombie counts as dead: it never runs again)
  kDead,     // no process with that pid, or one that started at another time
  kUnknown,  // another pid namespace than the caller's: its pids cannot be looked up here
};
OwnerState StateOf(const RunDirOwner& owner);

struct SweepReport {
  std::vector<std::string> removed;    // run directories of dead owners, removed
  std::vector<std::string> kept;       // run directories of live owners or other namespaces
  std::vector<std::string> unmounted;  // mounts of dead owners' directories, unmounted
  std::vector<std::string> errors;     // what could not be removed, with the reason
};

// Removes every run directory directly under `root` whose owner is dead, after unmounting
// (MNT_DETACH) whatever is mounted at or under it in the caller's mount namespace. Never
// touches a live owner's directory, one of another pid namespace, one not owned by the
// caller's effective uid, a symlink, or anything whose name is not a run directory's. Safe to
// run concurrently with other sweepers and owners.
SweepReport SweepRunDirs(const std::string& root);

struct RunDirOptions {
  std::string root;     // "" = DefaultScratchRoot()
  int64_t disk_mb = 0;  // as root: a tmpfs of this size (0 = a plain directory)
  // Leave the directory for inspection instead of removing it. A kept directory is a plain
  // directory (a tmpfs would vanish with the private mount namespace) named
  // `agentrl-kept-XXXXXX`, which no sweep removes.
  bool keep = false;
};

// One run directory with work/, grader/tests/, report/ and build/ in it; removed (unmounted
// first) when the object is destroyed, unless kept. Move-only; one thread uses it at a time.
class RunDir {
 public:
  // Makes the directory (sweeping `root` of dead owners' directories first, once per root per
  // process). Errors: the root is missing or not writable.
  static Result<RunDir> Make(const RunDirOptions& opts);

  RunDir() = default;
  RunDir(RunDir&& o) noexcept;
  RunDir& operator=(RunDir&&) = delete;
  RunDir(const RunDir&) = delete;
  ~RunDir();

  // Hands the directory and everything in it to the unprivileged sandbox user (uid and gid
  // 65534, the user execute.cc runs bubblewrap as) when the caller is root; else nothing.
  void GiveToSandbox() const;

  const std::string& path() const { return path_; }
  bool mounted() const { return mounted_; }

 private:
  std::string path_;
  bool keep_ = false;
  bool mounted_ = false;
};

}  // namespace agentrl::sandbox
