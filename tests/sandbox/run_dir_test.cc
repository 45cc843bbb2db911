// Run directories (sandbox/run_dir.h): a name says who owns it, the sweep removes what dead
// owners left (their mounts first) and nothing of a live owner's, and a private mount
// namespace keeps a run's tmpfs off the host and takes it away with the process.
#include "agentrl/sandbox/run_dir.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <thread>

#include "sandbox_test_util.h"

namespace agentrl::sandbox {
namespace {

namespace fs = std::filesystem;
using testing::ReadAll;
using testing::TempDir;

constexpr int64_t kDiskMb = 8;

bool Contains(const std::vector<std::string>& v, const std::string& s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

// Whether `path` is a mount point in the mountinfo file given (of some process).
bool Mounted(const std::string& mountinfo_file, const std::string& path) {
  return ReadAll(mountinfo_file).find(" " + path + " ") != std::string::npos;
}

// A child process that makes a run directory under `root`, reports its path and then either
// exits at once without cleaning up (as SIGKILL would leave it) or waits for `release` to close.
struct Owner {
  pid_t pid = -1;
  std::string path;
};
Owner StartOwner(const std::string& root, int64_t disk_mb, bool wait, int* release_fd,
                 bool private_namespace = false) {
  int report[2], release[2];
  EXPECT_EQ(pipe(report), 0);
  EXPECT_EQ(pipe(release), 0);
  const pid_t pid = fork();
  if (pid == 0) {
    close(report[0]);
    close(release[1]);
    if (private_namespace && !EnterPrivateMountNamespace().ok()) _exit(3);
    auto dir = RunDir::Make({.root = root, .disk_mb = disk_mb});
    if (!dir.ok()) _exit(2);
    testing::WriteFile(dir->path() + "/work/marker", "x");
    const std::string p = dir->path() + "\n";
    (void)!write(report[1], p.data(), p.size());
    if (!wait) _exit(0);  // no destructor runs: what a crash leaves
    char c;
    (void)!read(release[0], &c, 1);
    return {};  // the caller exits normally, so the directory's destructor runs
  }
  close(report[1]);
  close(release[0]);
  std::string line;
  char c;
  while (read(report[0], &c, 1) == 1 && c != '\n') line.push_back(c);
  close(report[0]);
  if (release_fd) {
    *release_fd = release[1];
  } else {
    close(release[1]);
  }
  return {pid, line};
}

int WaitExit(pid_t pid) {
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

TEST(RunDir, ItsNameCarriesItsOwnerAndItGoesWithTheObject) {
  TempDir root;
  std::string path;
  {
    auto d = RunDir::Make({.root = root.path()});
    ASSERT_TRUE(d.ok()) << d.status().message();
    path = d->path();
    const auto owner = ParseRunDirName(fs::path(path).filename().string());
    ASSERT_TRUE(owner.has_value()) << path;
    EXPECT_EQ(*owner, CurrentOwner());
    EXPECT_EQ(owner->pid, getpid());
    EXPECT_GT(owner->start_ticks, 0u);
    EXPECT_EQ(StateOf(*owner), OwnerState::kAlive);
    for (const char* sub : {"work", "grader/tests", "report", "build"}) {
      EXPECT_TRUE(fs::is_directory(path + "/" + sub)) << sub;
    }
  }
  EXPECT_FALSE(fs::exists(path));
}

TEST(RunDir, OnlyRunDirectoryNamesParse) {
  for (const char* name :
       {"agentrl-run-Ab12Cd", "agentrl-kept-Ab12Cd", "agentrl-run-1-2-3-Ab12C",
        "agentrl-run-1-2-3-Ab12Cde", "agentrl-run-x-2-3-Ab12Cd", "agentrl-run-1-2-Ab12Cd",
        "agentrl-run-0-2-3-Ab12Cd", "agentrl-run-1-2-3-Ab-2Cd", "agentrl-test-Ab12Cd",
        "agentrl-run--1-2-3-Ab12Cd", "agentrl-run-99999999999999999999-2-3-Ab12Cd"}) {
    EXPECT_FALSE(ParseRunDirName(name).has_value()) << name;
  }
  const auto o = ParseRunDirName("agentrl-run-42-123456-4026531836-Ab12Cd");
  ASSERT_TRUE(o.has_value());
  EXPECT_EQ(o->pid, 42);
  EXPECT_EQ(o->start_ticks, 123456u);
  EXPECT_EQ(o->pid_ns, 4026531836u);
}

TEST(RunDir, KeptDirectoriesAreNeverSwept) {
  TempDir root;
  auto d = RunDir::Make({.root = root.path(), .disk_mb = kDiskMb, .keep = true});
  ASSERT_TRUE(d.ok()) << d.status().message();
  const std::string path = d->path();
  EXPECT_EQ(fs::path(path).filename().string().rfind("agentrl-kept-", 0), 0u) << path;
  EXPECT_FALSE(d->mounted()) << "a kept directory must outlive a private mount namespace";
  SweepRunDirs(root.path());
  EXPECT_TRUE(fs::exists(path + "/work"));
}

// A dead owner's directory goes, with the tmpfs it left mounted in this namespace (the owner,
// like a test binary, never entered a private one).
TEST(RunDir, TheSweepRemovesADeadOwnersDirectoryAndUnmountsIt) {
  TempDir root;
  const Owner o = StartOwner(root.path(), kDiskMb, /*wait=*/false, nullptr);
  ASSERT_EQ(WaitExit(o.pid), 0);
  ASSERT_FALSE(o.path.empty());
  ASSERT_TRUE(fs::exists(o.path + "/work/marker"));
  const bool as_root = geteuid() == 0;
  if (as_root) {
    ASSERT_TRUE(Mounted("/proc/self/mountinfo", o.path)) << o.path;
  }

  const SweepReport r = SweepRunDirs(root.path());
  EXPECT_TRUE(Contains(r.removed, o.path)) << o.path;
  EXPECT_TRUE(r.errors.empty()) << r.errors.front();
  EXPECT_FALSE(fs::exists(o.path));
  if (as_root) {
    EXPECT_TRUE(Contains(r.unmounted, o.path));
    EXPECT_FALSE(Mounted("/proc/self/mountinfo", o.path));
  }
}

TEST(RunDir, TheSweepKeepsALiveOwnersDirectory) {
  TempDir root;
  int release = -1;
  const Owner o = StartOwner(root.path(), kDiskMb, /*wait=*/true, &release);
  if (o.pid == -1) _exit(0);  // the owner child, released: its directory went with StartOwner
  ASSERT_FALSE(o.path.empty());
  auto mine = RunDir::Make({.root = root.path(), .disk_mb = kDiskMb});
  ASSERT_TRUE(mine.ok());

  const SweepReport r = SweepRunDirs(root.path());
  EXPECT_TRUE(r.removed.empty()) << r.removed.front();
  EXPECT_TRUE(Contains(r.kept, o.path));
  EXPECT_TRUE(Contains(r.kept, mine->path()));
  EXPECT_TRUE(fs::exists(o.path + "/work/marker")) << "a live owner's files were touched";
  if (geteuid() == 0) {
    EXPECT_TRUE(Mounted("/proc/self/mountinfo", o.path));
  }

  close(release);
  EXPECT_EQ(WaitExit(o.pid), 0);
  EXPECT_FALSE(fs::exists(o.path)) << "the owner removes its own directory on a normal exit";
}

// A pid is only the owner if it started when the owner did; another pid namespace's pids are
// not looked up; what is not a run directory (or is a symlink named like one) is left alone.
TEST(RunDir, TheSweepTellsAReusedPidAndLeavesOtherEntriesAlone) {
  TempDir root, elsewhere;
  const RunDirOwner me = CurrentOwner();
  auto name = [](pid_t pid, uint64_t start, uint64_t ns, const char* tail) {
    return "agentrl-run-" + std::to_string(pid) + "-" + std::to_string(start) + "-" +
           std::to_string(ns) + "-" + tail;
  };
  const std::string reused =
      root.path() + "/" + name(me.pid, me.start_ticks + 1, me.pid_ns, "aaaaaa");
  const std::string mine = root.path() + "/" + name(me.pid, me.start_ticks, me.pid_ns, "bbbbbb");
  const std::string other_ns =
      root.path() + "/" + name(me.pid, me.start_ticks + 1, me.pid_ns + 1, "cccccc");
  const pid_t gone = fork();
  if (gone == 0) _exit(0);
  WaitExit(gone);
  const std::string dead = root.path() + "/" + name(gone, 1, me.pid_ns, "dddddd");
  const std::string link = root.path() + "/" + name(gone, 1, me.pid_ns, "eeeeee");
  const std::string old_style = root.path() + "/agentrl-run-ffffff";
  for (const std::string& d : {reused, mine, other_ns, dead, old_style}) {
    fs::create_directories(d + "/work");
  }
  testing::WriteFile(elsewhere.path() + "/precious", "x");
  fs::create_directory_symlink(elsewhere.path(), link);

  const SweepReport r = SweepRunDirs(root.path());
  EXPECT_FALSE(fs::exists(reused));
  EXPECT_FALSE(fs::exists(dead));
  EXPECT_TRUE(fs::exists(mine));
  EXPECT_TRUE(fs::exists(other_ns));
  EXPECT_TRUE(fs::exists(old_style));
  EXPECT_TRUE(fs::is_symlink(link));
  EXPECT_TRUE(fs::exists(elsewhere.path() + "/precious"));
  EXPECT_EQ(r.removed.size(), 2u);
}

// In a private mount namespace the tmpfs never shows on the host, and when the process is
// killed it is gone with it; the empty mount point is left for the next sweep.
TEST(RunDir, APrivateMountNamespaceKeepsTheTmpfsOffTheHostAndDiesWithTheProcess) {
  if (geteuid() != 0) GTEST_SKIP() << "run directories are mounted only as root";
  TempDir root;
  int release = -1;
  const Owner o = StartOwner(root.path(), kDiskMb, /*wait=*/true, &release,
                             /*private_namespace=*/true);
  if (o.pid == -1) _exit(0);
  ASSERT_FALSE(o.path.empty()) << "the owner could not enter a private namespace or mount";
  EXPECT_TRUE(Mounted("/proc/" + std::to_string(o.pid) + "/mountinfo", o.path));
  EXPECT_FALSE(Mounted("/proc/self/mountinfo", o.path));
  EXPECT_FALSE(Mounted("/proc/1/mountinfo", o.path));
  EXPECT_FALSE(fs::exists(o.path + "/work/marker")) << "the owner's files show on the host";

  kill(o.pid, SIGKILL);
  EXPECT_EQ(WaitExit(o.pid), 128 + SIGKILL);
  close(release);
  EXPECT_FALSE(Mounted("/proc/self/mountinfo", o.path));
  EXPECT_TRUE(fs::is_directory(o.path));  // the mount point itself is a host directory
  const SweepReport r = SweepRunDirs(root.path());
  EXPECT_TRUE(Contains(r.removed, o.path));
  EXPECT_TRUE(r.unmounted.empty());
  EXPECT_FALSE(fs::exists(o.path));
}

TEST(RunDir, APrivateMountNamespaceIsRefusedOnceThreadsRun) {
  if (geteuid() != 0) GTEST_SKIP() << "only root enters a private mount namespace";
  const pid_t pid = fork();
  if (pid == 0) {
    int go[2];
    if (pipe(go) != 0) _exit(4);
    std::thread t([&] {
      char c;
      (void)!read(go[0], &c, 1);
    });
    const Status st = EnterPrivateMountNamespace();
    const bool refused =
        !st.ok() && st.message().find("threads") != std::string::npos && !InPrivateMountNamespace();
    close(go[1]);
    t.join();
    _exit(refused ? 0 : 1);
  }
  EXPECT_EQ(WaitExit(pid), 0);
}

}  // namespace
}  // namespace agentrl::sandbox
