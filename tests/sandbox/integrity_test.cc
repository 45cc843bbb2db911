// The integrity suite (issue 48, item 6): hostile programs of tests/sandbox/hostile/ aimed at the
// sandbox's supervising processes and at published sandbox escapes, and submissions that forge
// the JUnit report.
//   - Every program runs through ExecInTask (audit on and off) and must end with its expected
//     outcome: exit 0 having printed CONTAINED and no ESCAPED line (the programs themselves say
//     what they try; tests/sandbox/hostile/README.md lists them).
//   - Every program also runs as a graded submission (its solution.py runs the program at import
//     and implements nothing): never graded passed, reward 0.
//   - Report forgeries (tests/sandbox/hostile/forgery/) are graded: never passed, reward 0.
// After every run the host is checked: no process carrying the run's marker, no file named after
// it, no mount of the run left, no listening socket of the run (and none of the sandbox's
// sockets visible to the host while it ran), no core file, the binaries the programs try to
// overwrite unchanged, and the scratch directory empty. HostCheck plants each kind of leftover by
// hand to show that the checks see it.
// ReportForgery/KnownLimitTest holds documented limits: each runs and reports its status as a
// skip without asserting it.
#include <gtest/gtest-spi.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>

#include <atomic>
#include <cctype>
#include <chrono>
#include <cstddef>
#include <cstring>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <thread>

#include "agentrl/sandbox/runner.h"
#include "sandbox_test_util.h"

namespace agentrl::sandbox {
namespace {

namespace fs = std::filesystem;
using testing::ProcessesWith;
using testing::ReadAll;
using testing::TempDir;
using testing::WriteFile;

// CPU seconds of the programs' step: none of them computes for long, so this is never reached
// unless a program hangs (the wall clock then ends it at kWallPerCpuLimit times this).
constexpr double kTimeLimitS = 20.0;

bool Contains(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}

// ---------------------------------------------------------------------------------------------
// The host, before and after a run.

// /proc/self/mountinfo's mount points (octal escapes such as \040 left as they are).
std::set<std::string> MountPoints() {
  std::set<std::string> out;
  std::istringstream in(ReadAll("/proc/self/mountinfo"));
  for (std::string line; std::getline(in, line);) {
    std::istringstream f(line);
    std::string id, parent, dev, root, point;
    if (f >> id >> parent >> dev >> root >> point) out.insert(point);
  }
  return out;
}

// Listening sockets of the host's network namespace, keyed "tcp <local address> <inode>" for TCP
// (v4 and v6) in LISTEN and "unix <inode> <path>" for unix sockets accepting connections
// (__SO_ACCEPTCON); the value is the inode.
std::map<std::string, std::string> Listeners() {
  std::map<std::string, std::string> out;  // key -> inode
  for (const char* table : {"/proc/net/tcp", "/proc/net/tcp6"}) {
    std::istringstream in(ReadAll(table));
    std::string line;
    std::getline(in, line);  // header
    while (std::getline(in, line)) {
      std::istringstream f(line);
      std::string sl, local, remote, st, queues, timer, retr, uid, timeout, inode;
      if (!(f >> sl >> local >> remote >> st >> queues >> timer >> retr >> uid >> timeout >>
            inode)) {
        continue;
      }
      if (st == "0A") out["tcp " + local + " " + inode] = inode;
    }
  }
  std::istringstream in(ReadAll("/proc/net/unix"));
  std::string line;
  std::getline(in, line);
  while (std::getline(in, line)) {
    std::istringstream f(line);
    std::string num, refs, proto, flags, type, st, inode, path;
    if (!(f >> num >> refs >> proto >> flags >> type >> st >> inode)) continue;
    std::getline(f, path);
    if (std::stoul(flags, nullptr, 16) & 0x10000) out["unix " + inode + path] = inode;
  }
  return out;
}

// Command lines of the host processes holding socket `inode`.
std::vector<std::string> SocketOwners(const std::string& inode) {
  std::vector<std::string> owners;
  const std::string want = "socket:[" + inode + "]";
  // Processes come and go during the walk: every step takes an error code instead of throwing.
  std::error_code ec;
  for (auto p = fs::directory_iterator("/proc", ec); !ec && p != fs::directory_iterator();
       p.increment(ec)) {
    const std::string name = p->path().filename();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::error_code ec2;
    for (auto fd = fs::directory_iterator(p->path() / "fd", ec2);
         !ec2 && fd != fs::directory_iterator(); fd.increment(ec2)) {
      std::error_code ec3;
      if (fs::read_symlink(fd->path(), ec3).string() == want) {
        owners.push_back(testing::CommandLineOf(p->path()));
        break;
      }
    }
  }
  return owners;
}

// Entries of `dir` named "core" or "core.*" (a core file under the usual file core_patterns).
std::set<std::string> CoreFiles(const std::string& dir) {
  std::set<std::string> out;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(dir, ec)) {
    const std::string n = e.path().filename();
    if (n == "core" || n.rfind("core.", 0) == 0) out.insert(e.path());
  }
  return out;
}

// The binaries exe_overwrite.py tries to open for writing: path -> size and modification time.
std::map<std::string, std::string> BinaryStamps() {
  std::vector<std::string> paths;
  std::error_code ec;
  for (const char* p : {"/usr/bin/python3", "/usr/bin/dash"}) {
    paths.push_back(fs::canonical(p, ec).string());
  }
  for (const auto& e : fs::directory_iterator("/tmp", ec)) {
    if (e.path().filename().string().rfind("agentrl-sandbox-support-", 0) == 0) {
      paths.push_back(e.path() / "agentrl-sandbox-init");
    }
  }
  std::map<std::string, std::string> out;
  for (const std::string& p : paths) {
    struct stat st {};
    if (!p.empty() && stat(p.c_str(), &st) == 0) {
      out[p] = std::to_string(st.st_size) + " " + std::to_string(st.st_mtim.tv_sec) + "." +
               std::to_string(st.st_mtim.tv_nsec);
    }
  }
  return out;
}

struct HostState {
  std::set<std::string> mounts;
  std::map<std::string, std::string> listeners;
  std::set<std::string> cores;
  std::map<std::string, std::string> binaries;

  static HostState Take() {
    HostState s;
    s.mounts = MountPoints();
    s.listeners = Listeners();
    for (const std::string& d : {std::string("/tmp"), fs::current_path().string()}) {
      for (const std::string& c : CoreFiles(d)) s.cores.insert(c);
    }
    s.binaries = BinaryStamps();
    return s;
  }
};

// Watches the host's /proc/net/unix while a run goes on: a socket whose name carries the run's
// marker (other than the host's own listener) would be one of the sandbox's seen from outside.
class UnixSocketWatch {
 public:
  UnixSocketWatch(std::string marker, std::string host_socket)
      : marker_(std::move(marker)), host_socket_(std::move(host_socket)),
        thread_([this] { Loop(); }) {}
  ~UnixSocketWatch() { Stop(); }
  UnixSocketWatch(const UnixSocketWatch&) = delete;
  UnixSocketWatch& operator=(const UnixSocketWatch&) = delete;

  // Stops watching; the lines seen that carry the marker.
  std::vector<std::string> Stop() {
    if (thread_.joinable()) {
      stop_ = true;
      thread_.join();
    }
    return seen_;
  }

 private:
  void Loop() {
    while (!stop_) {
      std::istringstream in(ReadAll("/proc/net/unix"));
      for (std::string line; std::getline(in, line);) {
        if (Contains(line, marker_) && !Contains(line, host_socket_)) seen_.push_back(line);
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  }

  std::string marker_, host_socket_;
  std::vector<std::string> seen_;
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

// A listening abstract unix socket of the host ("@agentrl-host-MARKER"), which
// abstract_unix_socket.py must neither see nor reach.
class HostAbstractSocket {
 public:
  explicit HostAbstractSocket(const std::string& name) {
    fd_ = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);  // accept polls
    sockaddr_un a{};
    a.sun_family = AF_UNIX;
    std::memcpy(a.sun_path + 1, name.data(), std::min(name.size(), sizeof(a.sun_path) - 2));
    const socklen_t len =
        static_cast<socklen_t>(offsetof(sockaddr_un, sun_path) + 1 + name.size());
    ok_ = fd_ >= 0 && bind(fd_, reinterpret_cast<sockaddr*>(&a), len) == 0 && listen(fd_, 4) == 0;
  }
  ~HostAbstractSocket() {
    if (fd_ >= 0) close(fd_);
  }
  HostAbstractSocket(const HostAbstractSocket&) = delete;
  HostAbstractSocket& operator=(const HostAbstractSocket&) = delete;
  bool ok() const { return ok_; }
  // Whether anything connected to it (the sandbox must not have).
  bool Connected() const {
    const int c = accept4(fd_, nullptr, nullptr, SOCK_CLOEXEC);
    if (c >= 0) close(c);
    return c >= 0;
  }

 private:
  int fd_ = -1;
  bool ok_ = false;
};

// A host process of the sandbox's own user, outside the sandbox: signals sent inside (kill(-1))
// must not reach it.
class Sentinel {
 public:
  explicit Sentinel(const std::string& marker) {
    pid_ = fork();
    if (pid_ == 0) {
      if (geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0)) _exit(1);
      // One process whose command line carries the marker (sleep would take it for a time).
      execl("/usr/bin/python3", "python3", "-c", "import time; time.sleep(60)", marker.c_str(),
            static_cast<char*>(nullptr));
      _exit(1);
    }
  }
  ~Sentinel() {
    if (pid_ > 0) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
  }
  Sentinel(const Sentinel&) = delete;
  Sentinel& operator=(const Sentinel&) = delete;
  pid_t pid() const { return pid_; }
  // "" while it runs untouched; otherwise what happened to it (a process that ended is reaped).
  std::string Trouble() {
    int status = 0;
    if (pid_ <= 0) return "never started";
    if (waitpid(pid_, &status, WNOHANG | WUNTRACED) != pid_) return "";
    if (WIFSTOPPED(status)) {
      kill(pid_, SIGCONT);
      return "stopped by signal " + std::to_string(WSTOPSIG(status));
    }
    pid_ = -1;
    return WIFSIGNALED(status) ? "killed by signal " + std::to_string(WTERMSIG(status))
                               : "exited";
  }

 private:
  pid_t pid_ = -1;
};

// Everything the host must look like after a run whose marker is `marker`.
void ExpectHostClean(const HostState& before, const std::string& marker,
                     const std::string& scratch, pid_t sentinel) {
  // Processes: none carrying the marker (a daemon gets a moment to show itself).
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  std::vector<int> left;
  for (int p : ProcessesWith(marker)) {
    if (p != sentinel) left.push_back(p);
  }
  for (int p : left) {
    ADD_FAILURE() << "process left behind: " << p << " "
                  << testing::CommandLineOf("/proc/" + std::to_string(p));
  }
  // Files named after the marker outside the run directory.
  std::error_code ec;
  for (const std::string& dir : {std::string("/tmp"), std::string("/var/tmp"),
                                 std::string("/dev/shm"), std::string("/"), std::string("/usr"),
                                 std::string("/etc"), fs::current_path().string()}) {
    for (const auto& e : fs::directory_iterator(dir, ec)) {
      if (Contains(e.path().filename().string(), marker)) {
        ADD_FAILURE() << "file named after the run outside its directory: " << e.path();
      }
    }
  }
  // Mounts: none new under the scratch root, none naming the marker, and none of the run's
  // under /tmp/agentrl-run-* (the run's workspace holds agentrl-marker-MARKER; runs of other
  // processes on this host may mount there meanwhile and are not this run's).
  for (const std::string& m : MountPoints()) {
    if (before.mounts.count(m)) continue;
    const bool ours = m.rfind(scratch, 0) == 0 || Contains(m, marker) ||
                      (m.rfind("/tmp/agentrl-run-", 0) == 0 &&
                       fs::exists(m + "/work/agentrl-marker-" + marker, ec));
    if (ours) ADD_FAILURE() << "mount left behind: " << m;
  }
  // Listening sockets that appeared during the run and are the run's: named after the marker,
  // or held by a process carrying it.
  for (const auto& [key, inode] : Listeners()) {
    if (before.listeners.count(key)) continue;
    bool ours = Contains(key, marker) || Contains(key, scratch);
    for (const std::string& owner : SocketOwners(inode)) ours = ours || Contains(owner, marker);
    if (ours) ADD_FAILURE() << "listening socket left behind: " << key;
  }
  // Core files, and the binaries the programs try to overwrite.
  for (const std::string& d : {std::string("/tmp"), fs::current_path().string()}) {
    for (const std::string& c : CoreFiles(d)) {
      if (!before.cores.count(c)) ADD_FAILURE() << "core file on the host: " << c;
    }
  }
  const auto binaries = BinaryStamps();
  for (const auto& [path, stamp] : before.binaries) {
    auto it = binaries.find(path);
    if (it != binaries.end()) {
      EXPECT_EQ(it->second, stamp) << path << " was modified";
    }
  }
  // The scratch root: empty.
  if (!fs::is_empty(scratch, ec)) {
    std::string listing;
    for (const auto& e : fs::recursive_directory_iterator(scratch, ec)) {
      listing += " " + e.path().string();
    }
    ADD_FAILURE() << "the run directory was not removed:" << listing;
  }
}

// The host checks themselves: each kind of leftover planted by hand is reported.
TEST(HostCheck, ReportsWhatARunLeavesBehind) {
  const std::string marker = testing::RandomMarker();
  TempDir scratch;
  const HostState before = HostState::Take();
  const pid_t proc = fork();
  if (proc == 0) {
    execl("/usr/bin/python3", "python3", "-c", "import time; time.sleep(30)", marker.c_str(),
          static_cast<char*>(nullptr));
    _exit(1);
  }
  for (int i = 0; i < 100 && ProcessesWith(marker).empty(); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  const std::string file = "/tmp/" + marker + "-left";
  WriteFile(file, "x");
  WriteFile(scratch.path() + "/leftover", "x");
  HostAbstractSocket socket_left("agentrl-" + marker);
  ASSERT_TRUE(socket_left.ok());
  const std::string mount_point = scratch.path() + "/mnt";
  fs::create_directories(mount_point);
  const bool mounted =
      geteuid() == 0 && mount("tmpfs", mount_point.c_str(), "tmpfs", 0, "size=1m") == 0;

  ::testing::TestPartResultArray failures;
  {
    ::testing::ScopedFakeTestPartResultReporter reporter(
        ::testing::ScopedFakeTestPartResultReporter::INTERCEPT_ONLY_CURRENT_THREAD, &failures);
    ExpectHostClean(before, marker, scratch.path(), -1);
  }
  std::string all;
  for (int i = 0; i < failures.size(); ++i) all += failures.GetTestPartResult(i).message();
  kill(proc, SIGKILL);
  waitpid(proc, nullptr, 0);
  if (mounted) umount2(mount_point.c_str(), MNT_DETACH);
  fs::remove(file);
  for (const char* want : {"process left behind", "file named after the run",
                           "listening socket left behind", "the run directory was not removed"}) {
    EXPECT_TRUE(Contains(all, want)) << want << " not reported; reported:\n" << all;
  }
  if (mounted) {
    EXPECT_TRUE(Contains(all, "mount left behind")) << all;
  } else {
    std::cout << "[ note     ] not root: the mount check was not exercised\n";
  }
}

// ---------------------------------------------------------------------------------------------
// The programs and what each must end with.

enum class Extra {
  kNone,
  kSentinel,       // a host process of the sandbox's user must survive, not stopped
  kAuditDenials,   // with the audit on: the listed calls recorded as denied
  kAuditMemfd,     // with the audit on: the memfd exec recorded (when it ran)
  kCoreFiles,      // no core file in the run's workspace either
  kHostSocket,     // the host's abstract socket neither seen nor reached
  kAuditRace,      // with the audit on: opens of the raced path made vs audited (printed)
};

struct Hostile {
  const char* program;
  Extra extra;
};

const Hostile kHostile[] = {
    {"supervisor_signals", Extra::kSentinel},
    {"proc_visibility", Extra::kNone},
    {"proc_peek", Extra::kNone},
    {"proc_write_others", Extra::kNone},
    {"pidfd_getfd_steal", Extra::kNone},
    {"prlimit_others", Extra::kNone},
    {"capabilities", Extra::kNone},
    {"inherited_fds", Extra::kNone},
    {"exe_overwrite", Extra::kNone},
    {"syscall_surface", Extra::kAuditDenials},
    {"userns_mount", Extra::kNone},
    {"setns_nsfs", Extra::kNone},
    {"clone3_namespaces", Extra::kNone},
    {"socket_families", Extra::kNone},
    {"tiocsti_variants", Extra::kNone},
    {"memfd_exec", Extra::kAuditMemfd},
    {"core_dump", Extra::kCoreFiles},
    {"personality_flags", Extra::kNone},
    {"seccomp_removal", Extra::kNone},
    {"open_by_handle", Extra::kNone},
    {"ptrace_traceme_exec", Extra::kNone},
    {"proc_sys_write", Extra::kNone},
    {"abstract_unix_socket", Extra::kHostSocket},
    {"audit_path_race", Extra::kAuditRace},
};

void PrintTo(const Hostile& h, std::ostream* os) { *os << h.program; }

// A Python task whose two hidden tests check add(); the starter holds the hostile programs, a
// file naming the run's marker and a solution.py that does not solve the task. The test command
// carries the marker (as pytest's --basetemp) so the host can find the run's processes.
class IntegrityTask {
 public:
  explicit IntegrityTask(const std::string& marker) : marker_(marker) {
    const std::string& d = dir_.path();
    WriteFile(d + "/task.toml",
              "id = \"integrity\"\nlanguage = \"python\"\n"
              "test = \"python3 -m pytest -q -p no:cacheprovider --junitxml=/report/junit.xml "
              "/grader/tests --basetemp=/tmp/" +
                  marker + "\"\ntime_limit_s = " + std::to_string(kTimeLimitS) +
                  "\nmemory_limit_mb = 512\nexpected_tests = 2\n");
    fs::copy(testing::SourceDir() + "/tests/sandbox/hostile", d + "/starter",
             fs::copy_options::recursive);
    WriteFile(d + "/starter/agentrl-marker-" + marker, marker);
    WriteFile(d + "/starter/solution.py", "def add(a, b):\n    return 0\n");
    WriteFile(d + "/reference/solution.py", "def add(a, b):\n    return a + b\n");
    WriteFile(d + "/tests/test_solution.py",
              "import solution\n\n\ndef test_add():\n    assert solution.add(2, 3) == 5\n\n\n"
              "def test_add_negative():\n    assert solution.add(-4, 1) == -3\n");
  }
  Task Load() const {
    auto t = LoadTask(dir_.path());
    EXPECT_TRUE(t.ok()) << t.status().message();
    return t.ok() ? *t : Task{};
  }
  // A submission directory with solution.py = `solution`, the forgeries' helper files, and
  // run_marker.py naming the run's marker and host argument.
  std::string Submission(const std::string& solution, const std::string& host_arg) {
    const std::string s = subs_.path() + "/s" + std::to_string(n_++);
    WriteFile(s + "/solution.py", solution);
    WriteFile(s + "/run_marker.py",
              "MARKER = \"" + marker_ + "\"\nHOST_ARG = \"" + host_arg + "\"\n");
    const std::string forgery = testing::SourceDir() + "/tests/sandbox/hostile/forgery/";
    for (const char* f : {"forgedreport.py", "forged_report.xml"}) {
      fs::copy_file(forgery + f, s + "/" + f);
    }
    return s;
  }

 private:
  std::string marker_;
  TempDir dir_, subs_;
  int n_ = 0;
};

// solution.py of a graded hostile run: the program runs at import, then add() is wrong.
std::string HostileSolution(const std::string& program) {
  const std::string path = "/workspace/" + program + ".py";
  return "# Graded wrapper (integrity_test.cc): runs " + program +
         ".py at import, then implements nothing.\n"
         "import runpy\nimport sys\n\nfrom run_marker import HOST_ARG, MARKER\n\n"
         "_argv = sys.argv\nsys.argv = [\"" + path + "\", MARKER, HOST_ARG]\n"
         "try:\n    runpy.run_path(\"" + path + "\", run_name=\"__main__\")\n"
         "except SystemExit as e:\n    print(\"hostile program ended with\", e.code, flush=True)\n"
         "finally:\n    sys.argv = _argv\n\n\ndef add(a, b):\n    return 0\n";
}

std::string Describe(const ExecOutcome& o) {
  return "termination " + std::string(TerminationName(o.termination)) + " exit " +
         std::to_string(o.exit_code) + " signal " + std::to_string(o.signal) +
         (o.error.empty() ? "" : " error " + o.error) + "\nstdout: " + o.stdout_text.substr(0, 4000) +
         "\nstderr: " + o.stderr_text.substr(0, 3000);
}

std::string Describe(const SandboxResult& r) {
  std::string s = "status " + std::string(RunStatusName(r.status)) + " reward " +
                  std::to_string(r.reward) + ": " + r.reason;
  for (const StepRecord& st : r.steps) s += "\n[" + st.name + "] " + Describe(st.outcome);
  return s;
}

// Kept run directories (core_dump.py): the workspace is searched for core files, then removed
// (unmounted first where it is a tmpfs of its own).
void InspectAndRemoveKeptRuns(const std::string& scratch) {
  std::error_code ec;
  for (const auto& run : fs::directory_iterator(scratch, ec)) {
    for (const auto& e : fs::recursive_directory_iterator(run.path(), ec)) {
      const std::string n = e.path().filename();
      if (n == "core" || n.rfind("core.", 0) == 0) {
        ADD_FAILURE() << "core file in the run's workspace: " << e.path();
      }
    }
    umount2(run.path().c_str(), MNT_DETACH);
    fs::remove_all(run.path(), ec);
  }
}

// audit_path_race.py opened /workspace/conftest.py for writing n times (it prints
// "AUDIT-RACE-TARGET-OPENS n") while another process swapped the path in memory under the call.
// KNOWN LIMIT, measured and not asserted: the audit reads the path from the caller's memory
// before the kernel does (seccomp user notification with SECCOMP_USER_NOTIF_FLAG_CONTINUE), so
// a swap between the two reads makes it record another path. How often that happens depends on
// how much CPU the swapping process gets; the count is printed and kept as a test property.
void ReportAuditRace(const ExecOutcome& o) {
  const std::string key = "AUDIT-RACE-TARGET-OPENS ";
  const size_t at = o.stdout_text.find(key);
  ASSERT_NE(at, std::string::npos);
  const long opened = std::atol(o.stdout_text.c_str() + at + key.size());
  long recorded = 0;
  for (const AuditEvent& e : o.audit) {
    if (e.kind == AuditKind::kOpen && e.path == "/workspace/conftest.py" && IsWriteOpen(e)) {
      ++recorded;
    }
  }
  EXPECT_EQ(o.audit_dropped, 0);
  ::testing::Test::RecordProperty("conftest_opens", std::to_string(opened));
  ::testing::Test::RecordProperty("conftest_opens_audited", std::to_string(recorded));
  std::cout << "[ audit    ] known limit: the program opened /workspace/conftest.py " << opened
            << " times, the audit recorded " << recorded << " of them under that path\n";
}

// One run's surroundings: the marker, the scratch root, the host's state before, the host-side
// fixtures a program needs, and the socket watch.
struct RunFixture {
  explicit RunFixture(Extra extra)
      : marker(testing::RandomMarker()),
        host_socket("agentrl-host-" + marker),
        sentinel(extra == Extra::kSentinel ? std::make_unique<Sentinel>(marker + "-sentinel")
                                           : nullptr),
        listener(extra == Extra::kHostSocket ? std::make_unique<HostAbstractSocket>(host_socket)
                                             : nullptr),
        before(HostState::Take()),
        watch(std::make_unique<UnixSocketWatch>(marker, host_socket)) {}

  // After the run: the watch's findings, the sentinel and the host socket, then the host.
  void ExpectClean() {
    for (const std::string& line : watch->Stop()) {
      ADD_FAILURE() << "the host saw a socket of the sandbox while it ran: " << line;
    }
    if (sentinel) {
      EXPECT_EQ(sentinel->Trouble(), "")
          << "a signal from inside the sandbox reached a host process";
    }
    if (listener) {
      EXPECT_FALSE(listener->Connected()) << "the sandbox reached a host socket";
    }
    ExpectHostClean(before, marker, scratch.path(), sentinel ? sentinel->pid() : -1);
  }

  std::string marker, host_socket;
  TempDir scratch;
  std::unique_ptr<Sentinel> sentinel;
  std::unique_ptr<HostAbstractSocket> listener;
  HostState before;
  std::unique_ptr<UnixSocketWatch> watch;
};

// ---------------------------------------------------------------------------------------------
// (a) Each program through ExecInTask, audit on and off.

class IntegrityExecTest : public ::testing::TestWithParam<std::tuple<Hostile, bool>> {};

TEST_P(IntegrityExecTest, ContainedWithItsExpectedOutcome) {
  AGENTRL_REQUIRE_ISOLATION();
  const auto& [h, audit] = GetParam();
  RunFixture fx(h.extra);
  if (fx.listener) {
    ASSERT_TRUE(fx.listener->ok());
    ASSERT_TRUE(Contains(ReadAll("/proc/net/unix"), "@" + fx.host_socket))
        << "the host cannot see its own abstract socket: the visibility check would prove nothing";
  }
  IntegrityTask task_dir(fx.marker);
  const Task task = task_dir.Load();

  RunOptions opts;
  opts.audit = audit;
  opts.scratch_root = fx.scratch.path();
  opts.keep_run_dir = h.extra == Extra::kCoreFiles;
  auto out = ExecInTask(task, "",
                        {"python3", std::string(h.program) + ".py", fx.marker,
                         std::to_string(getpid())},
                        opts);
  ASSERT_TRUE(out.ok()) << out.status().message();
  const ExecOutcome& o = *out;
  SCOPED_TRACE(Describe(o));

  EXPECT_FALSE(Contains(o.stdout_text, "ESCAPED"));
  EXPECT_EQ(o.termination, Termination::kExited);
  EXPECT_EQ(o.exit_code, 0);
  EXPECT_TRUE(Contains(o.stdout_text, "CONTAINED"));

  if (audit && h.extra == Extra::kAuditDenials) {
    for (const char* call : {"userfaultfd", "io_uring_setup", "perf_event_open", "keyctl", "bpf"}) {
      bool denied = false;
      for (const AuditEvent& e : o.audit) {
        denied = denied || (e.kind == AuditKind::kDenied && e.syscall == call);
      }
      EXPECT_TRUE(denied) << "the audit should record the refused " << call;
    }
  }
  if (audit && h.extra == Extra::kAuditMemfd && Contains(o.stdout_text, "MEMFD-RAN:")) {
    bool seen = false;
    for (const AuditEvent& e : o.audit) {
      seen = seen || (e.kind == AuditKind::kExec && e.syscall == "execveat");
    }
    EXPECT_TRUE(seen) << "the memfd exec ran but the audit has no execveat";
  }
  if (audit && h.extra == Extra::kAuditRace) ReportAuditRace(o);
  if (h.extra == Extra::kCoreFiles) InspectAndRemoveKeptRuns(fx.scratch.path());
  fx.ExpectClean();
}

std::string ExecName(const ::testing::TestParamInfo<std::tuple<Hostile, bool>>& info) {
  return std::string(std::get<0>(info.param).program) +
         (std::get<1>(info.param) ? "_audit" : "_noaudit");
}

INSTANTIATE_TEST_SUITE_P(Hostile, IntegrityExecTest,
                         ::testing::Combine(::testing::ValuesIn(kHostile), ::testing::Bool()),
                         ExecName);

// ---------------------------------------------------------------------------------------------
// (b) Each program as a graded submission that does not solve its task.

class IntegrityGradedTest : public ::testing::TestWithParam<Hostile> {};

TEST_P(IntegrityGradedTest, NeverPassed) {
  AGENTRL_REQUIRE_ISOLATION();
  const Hostile& h = GetParam();
  RunFixture fx(h.extra);
  IntegrityTask task_dir(fx.marker);
  const Task task = task_dir.Load();
  RunOptions opts;
  opts.scratch_root = fx.scratch.path();
  opts.keep_run_dir = h.extra == Extra::kCoreFiles;
  auto r = RunSubmission(task, task_dir.Submission(HostileSolution(h.program),
                                                   std::to_string(getpid())),
                         opts);
  ASSERT_TRUE(r.ok()) << r.status().message();
  SCOPED_TRACE(Describe(*r));
  EXPECT_NE(r->status, RunStatus::kPassed);
  EXPECT_EQ(r->reward, 0.0);
  std::cout << "[ graded   ] " << h.program << ": " << RunStatusName(r->status) << ", reward "
            << r->reward << ": " << r->reason << "\n";
  if (h.extra == Extra::kCoreFiles) InspectAndRemoveKeptRuns(fx.scratch.path());
  fx.ExpectClean();
}

std::string GradedName(const ::testing::TestParamInfo<Hostile>& info) {
  return info.param.program;
}

INSTANTIATE_TEST_SUITE_P(Hostile, IntegrityGradedTest, ::testing::ValuesIn(kHostile),
                         GradedName);

// Grades `submission` (the reference where empty) on the integrity task in the fixture's
// scratch root.
Result<SandboxResult> Grade(const RunFixture& fx, const IntegrityTask& task_dir,
                            const std::string& submission, bool audit = false) {
  const Task task = task_dir.Load();
  RunOptions opts;
  opts.audit = audit;
  opts.scratch_root = fx.scratch.path();
  return RunSubmission(task, submission.empty() ? task.reference_dir() : submission, opts);
}

// The task can be passed at all (else "never passed" would prove nothing): the reference
// passes, with the hostile programs in its workspace.
TEST(IntegrityTask, ReferencePasses) {
  AGENTRL_REQUIRE_ISOLATION();
  RunFixture fx(Extra::kNone);
  IntegrityTask task_dir(fx.marker);
  auto r = Grade(fx, task_dir, "");
  ASSERT_TRUE(r.ok()) << r.status().message();
  EXPECT_EQ(r->status, RunStatus::kPassed) << Describe(*r);
  EXPECT_EQ(r->reward, 1.0);
  fx.ExpectClean();
}

// ---------------------------------------------------------------------------------------------
// Report forgeries: graded submissions that do not solve the task but forge the report.

const char* const kForgeries[] = {
    "atexit_rewrite",   // (i)
    "symlink_swap",     // (ii)
    "unlink_rewrite",   // (iii)
    "daemon_delayed",   // (iv)
    "two_documents",    // (v)
    "entity_bomb",      // (vi)
    "cdata_wrap",       // (vii)
    "fifo_drain",       // (viii)
};

std::string ForgerySource(const std::string& name) {
  return ReadAll(testing::SourceDir() + "/tests/sandbox/hostile/forgery/" + name + ".py");
}

// What every forgery writes would be graded passed if it were believed: two passing tests, a
// plain document.
TEST(ReportForgery, TheForgedReportWouldPassIfBelieved) {
  const std::string xml =
      ReadAll(testing::SourceDir() + "/tests/sandbox/hostile/forgery/forged_report.xml");
  ASSERT_FALSE(xml.empty());
  bool tampered = true;
  auto rep = ParseJunit(xml, "forged_report.xml", &tampered);
  ASSERT_TRUE(rep.ok()) << rep.status().message();
  EXPECT_FALSE(tampered);
  EXPECT_EQ(rep->counts.total, 2);
  EXPECT_EQ(rep->counts.passed, 2);
}

class ReportForgeryTest : public ::testing::TestWithParam<std::tuple<const char*, bool>> {};

TEST_P(ReportForgeryTest, NeverPassed) {
  AGENTRL_REQUIRE_ISOLATION();
  const auto& [name, audit] = GetParam();
  RunFixture fx(Extra::kNone);
  IntegrityTask task_dir(fx.marker);
  const std::string source = ForgerySource(name);
  ASSERT_FALSE(source.empty()) << name;
  auto r = Grade(fx, task_dir, task_dir.Submission(source, ""), audit);
  ASSERT_TRUE(r.ok()) << r.status().message();
  SCOPED_TRACE(Describe(*r));
  EXPECT_NE(r->status, RunStatus::kPassed);
  EXPECT_EQ(r->reward, 0.0);
  std::cout << "[ forgery  ] " << name << (audit ? " (audit)" : " (no audit)") << ": "
            << RunStatusName(r->status) << ", reward " << r->reward << ": " << r->reason << "\n";
  fx.ExpectClean();
}

std::string ForgeryName(const ::testing::TestParamInfo<std::tuple<const char*, bool>>& info) {
  return std::string(std::get<0>(info.param)) + (std::get<1>(info.param) ? "_audit" : "_noaudit");
}

INSTANTIATE_TEST_SUITE_P(Forgery, ReportForgeryTest,
                         ::testing::Combine(::testing::ValuesIn(kForgeries), ::testing::Bool()),
                         ForgeryName);

// A submitted module named like the test runner, or like a start-up hook Python imports
// itself: forgery/shadow/runner_module.py, copied into the workspace under that name, writes the
// all-passed report and exits 0 wherever Python imports it in the real module's place. The
// workspace is on PYTHONPATH, so before the supervisor's sitecustomize imported the runner
// first, pytest.py and _pytest/ replaced pytest, and sitecustomize.py and usercustomize.py ran
// at every start: each was graded passed.
class RunnerShadowTest : public ::testing::TestWithParam<const char*> {};

TEST_P(RunnerShadowTest, NeverPassed) {
  AGENTRL_REQUIRE_ISOLATION();
  RunFixture fx(Extra::kNone);
  IntegrityTask task_dir(fx.marker);
  const std::string sub = task_dir.Submission("def add(a, b):\n    return 0\n", "");
  WriteFile(
      sub + "/" + GetParam(),
      ReadAll(testing::SourceDir() + "/tests/sandbox/hostile/forgery/shadow/runner_module.py"));
  auto r = Grade(fx, task_dir, sub);
  ASSERT_TRUE(r.ok()) << r.status().message();
  SCOPED_TRACE(Describe(*r));
  EXPECT_NE(r->status, RunStatus::kPassed);
  EXPECT_EQ(r->reward, 0.0);
  // The real pytest ran: both tests failed on add() (a forged report would hold two passes).
  EXPECT_EQ(r->tests.failed, 2);
  fx.ExpectClean();
}

std::string ShadowName(const ::testing::TestParamInfo<const char*>& info) {
  std::string n = info.param;
  for (char& c : n) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return n;
}

INSTANTIATE_TEST_SUITE_P(Forgery, RunnerShadowTest,
                         ::testing::Values("pytest.py", "_pytest/__init__.py", "sitecustomize.py",
                                           "usercustomize.py"),
                         ShadowName);

// Only the runner is imported ahead of the workspace: a solution's own module named like a
// standard-library one (statistics.py) is still the one it imports, as in a plain
// `python3 -m pytest` run in the workspace.
TEST(RunnerShadow, TheWorkspacesOwnModulesStillComeFirst) {
  AGENTRL_REQUIRE_ISOLATION();
  RunFixture fx(Extra::kNone);
  IntegrityTask task_dir(fx.marker);
  const std::string sub = task_dir.Submission("from statistics import add  # noqa: F401\n", "");
  WriteFile(sub + "/statistics.py", "def add(a, b):\n    return a + b\n");
  auto r = Grade(fx, task_dir, sub);
  ASSERT_TRUE(r.ok()) << r.status().message();
  EXPECT_EQ(r->status, RunStatus::kPassed) << Describe(*r);
  EXPECT_EQ(r->reward, 1.0);
  fx.ExpectClean();
}

// KNOWN LIMITS (not asserted; run, the host checked, and the status reported as a skip). The
// code under test shares its process with the test runner, so the report channel alone cannot
// tell a document it makes the runner write, or writes in the runner's place, from an honest one:
//  - forgery/import_exit.py: at import, before pytest runs anything, one forged all-passed
//    report is written and the process exits 0;
//  - forgery/pytest_hook_patch.py: at import, a plugin registered with the running pytest
//    rewrites every test's report as passed; pytest itself then writes an all-passed report.
class KnownLimitTest : public ::testing::TestWithParam<const char*> {};

TEST_P(KnownLimitTest, ReportsItsStatus) {
  AGENTRL_REQUIRE_ISOLATION();
  RunFixture fx(Extra::kNone);
  IntegrityTask task_dir(fx.marker);
  auto r = Grade(fx, task_dir, task_dir.Submission(ForgerySource(GetParam()), ""));
  ASSERT_TRUE(r.ok()) << r.status().message();
  fx.ExpectClean();
  GTEST_SKIP() << "known limit, not asserted: forgery/" << GetParam() << ".py gets status "
               << RunStatusName(r->status) << ", reward " << r->reward << " (" << r->reason
               << ")";
}

std::string KnownLimitName(const ::testing::TestParamInfo<const char*>& info) {
  return info.param;
}

INSTANTIATE_TEST_SUITE_P(ReportForgery, KnownLimitTest,
                         ::testing::Values("import_exit", "pytest_hook_patch"), KnownLimitName);

}  // namespace
}  // namespace agentrl::sandbox
