// The escape and fault suite: every hostile program under tests/sandbox/hostile/ runs in the
// sandbox (with the audit on and off); each must be contained and classified, and afterwards
// the host is checked for leftover processes and files written outside the run directory.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>

#include <chrono>
#include <thread>

#include "agentrl/sandbox/runner.h"
#include "sandbox_test_util.h"

namespace agentrl::sandbox {
namespace {

using testing::ProcessesWith;
using testing::TempDir;
namespace fs = std::filesystem;

enum class Expect {
  kContained,  // exits 0 having printed CONTAINED
  kTimeout,    // ended by the CPU-time or wall-clock limit (or RLIMIT_CPU)
  kFlood,      // output capped, run ended
  kAnyEnd,     // any end but a sandbox error (it kills its own sandbox)
};

struct Hostile {
  const char* program;
  Expect expect;
};

const Hostile kHostile[] = {
    {"read_etc_shadow", Expect::kContained},
    {"read_host_secret", Expect::kContained},
    {"read_via_dotdot", Expect::kContained},
    {"read_via_symlink", Expect::kContained},
    {"write_outside_workspace", Expect::kContained},
    {"tcp_connect", Expect::kContained},
    {"udp_send", Expect::kContained},
    {"ipv6_connect", Expect::kContained},
    {"dns_lookup", Expect::kContained},
    {"raw_and_netlink_sockets", Expect::kContained},
    {"unix_socket_escape", Expect::kContained},
    {"fork_bomb", Expect::kContained},
    {"memory_bomb", Expect::kContained},
    {"cpu_spin", Expect::kTimeout},
    {"fill_disk", Expect::kContained},
    {"output_flood", Expect::kFlood},
    {"kill_everything", Expect::kAnyEnd},
    {"kill_parent", Expect::kAnyEnd},
    {"ptrace_attach", Expect::kContained},
    {"tiocsti", Expect::kContained},
    {"mount_unshare", Expect::kContained},
    {"keyctl_bpf_perf", Expect::kContained},
    {"proc_snoop", Expect::kContained},
    {"env_secrets", Expect::kContained},
    {"daemon_outlives", Expect::kContained},
    {"sigterm_ignorer", Expect::kTimeout},
    {"setuid_escalation", Expect::kContained},
    {"find_hidden_tests", Expect::kContained},
};

// Readable test names in ctest: the program, not the struct's bytes.
void PrintTo(const Hostile& h, std::ostream* os) { *os << h.program; }

class EscapeTest : public ::testing::TestWithParam<std::tuple<Hostile, bool>> {};

// A host process of the sandbox's own user, outside the sandbox: kill(-1) inside must not
// reach it.
pid_t StartSentinel(const std::string& marker) {
  const pid_t pid = fork();
  if (pid == 0) {
    if (geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0)) _exit(1);
    // The marker rides along as an argument the program ignores (sleep would reject it and
    // exit at once, leaving a zombie that kill(pid, 0) still finds).
    execl("/usr/bin/python3", "python3", "-c", "import time; time.sleep(60)", marker.c_str(),
          static_cast<char*>(nullptr));
    _exit(1);
  }
  return pid;
}

TEST_P(EscapeTest, ContainedAndClassified) {
  AGENTRL_REQUIRE_ISOLATION();
  const auto& [h, audit] = GetParam();
  TempDir task_dir, scratch;
  const std::string marker = testing::RandomMarker();
  const std::string secret_path = "/tmp/agentrl-secret-" + marker;
  testing::WriteFile(secret_path, "SECRET hunter2 " + marker);
  setenv("AGENTRL_TEST_SECRET", "hunter2", 1);

  // The task: its starter holds the hostile programs. Programs that must be stopped by the limit
  // get 3 s; the others a limit they never reach even on a loaded machine (with the audit on,
  // python's start-up alone is hundreds of notified opens), so a slow start is not a failure.
  const double limit = h.expect == Expect::kTimeout ? 3.0 : 30.0;
  testing::WriteFile(task_dir.path() + "/task.toml",
                     "id = \"hostile\"\ntest = \"true\"\ntime_limit_s = " +
                         std::to_string(limit) + "\nmemory_limit_mb = 512\n");
  for (const char* sub : {"tests", "reference"}) fs::create_directories(task_dir.path() + "/" + sub);
  fs::copy(testing::SourceDir() + "/tests/sandbox/hostile", task_dir.path() + "/starter",
           fs::copy_options::recursive);
  auto task = LoadTask(task_dir.path());
  ASSERT_TRUE(task.ok()) << task.status().message();

  const bool sentinel_wanted = std::string(h.program) == "kill_everything";
  const pid_t sentinel = sentinel_wanted ? StartSentinel(marker + "-sentinel") : -1;

  RunOptions opts;
  opts.audit = audit;
  opts.scratch_root = scratch.path();
  const std::string host_arg =
      std::string(h.program) == "proc_snoop" ? std::to_string(getpid()) : secret_path;
  auto out = ExecInTask(*task, "", {"python3", std::string(h.program) + ".py", marker, host_arg},
                        opts);
  ASSERT_TRUE(out.ok()) << out.status().message();
  const ExecOutcome& o = *out;
  SCOPED_TRACE("termination " + std::string(TerminationName(o.termination)) + " exit " +
               std::to_string(o.exit_code) + " signal " + std::to_string(o.signal) +
               "\nstdout: " + o.stdout_text.substr(0, 3000) + "\nstderr: " +
               o.stderr_text.substr(0, 3000));

  // Contained: nothing worked, and the run ended the way this program must end.
  EXPECT_EQ(o.stdout_text.find("ESCAPED"), std::string::npos);
  EXPECT_EQ(o.stdout_text.find("hunter2"), std::string::npos);
  EXPECT_NE(o.termination, Termination::kSandboxError) << o.error;
  switch (h.expect) {
    case Expect::kContained:
      EXPECT_EQ(o.termination, Termination::kExited);
      EXPECT_EQ(o.exit_code, 0);
      EXPECT_NE(o.stdout_text.find("CONTAINED"), std::string::npos);
      break;
    case Expect::kTimeout:
      EXPECT_TRUE(o.termination == Termination::kTimeout ||
                  (o.termination == Termination::kSignaled &&
                   (o.signal == SIGXCPU || o.signal == SIGKILL)));
      EXPECT_LT(o.wall_s, kWallPerCpuLimit * limit + 2.0);
      break;
    case Expect::kFlood:
      EXPECT_GT(o.stdout_bytes, task->config.time_limit_s > 0 ? (1 << 20) : 0);
      EXPECT_LE(o.stdout_text.size(), static_cast<size_t>(1 << 20));
      break;
    case Expect::kAnyEnd:
      break;
  }
  if (audit && std::string(h.program) == "tcp_connect") {
    bool saw = false;
    for (const AuditEvent& e : o.audit) {
      saw = saw || (e.kind == AuditKind::kDenied && e.syscall == "socket" &&
                    e.detail == "AF_INET" && e.result == "denied:EACCES");
    }
    EXPECT_TRUE(saw) << "the audit should record the refused AF_INET socket";
  }

  // The host afterwards: no process of the run left (a daemon gets time to show itself), no
  // file written outside the run directory, the run directory gone.
  if (std::string(h.program) == "daemon_outlives") {
    std::this_thread::sleep_for(std::chrono::milliseconds(2000));
  }
  const std::vector<int> left = ProcessesWith(marker);
  std::vector<int> left_not_sentinel;
  for (int p : left) {
    if (p != sentinel) left_not_sentinel.push_back(p);
  }
  EXPECT_TRUE(left_not_sentinel.empty()) << "processes left behind: " << left_not_sentinel.size();
  for (const std::string& canary :
       {"/usr/agentrl-canary-" + marker, "/usr/lib/agentrl-canary-" + marker,
        "/etc/agentrl-canary-" + marker, "/tmp/agentrl-canary-" + marker,
        "/agentrl-canary-" + marker, scratch.path() + "/agentrl-canary-" + marker}) {
    EXPECT_FALSE(fs::exists(canary)) << canary;
  }
  if (!fs::is_empty(scratch.path())) {
    std::string listing;
    for (const auto& e : fs::recursive_directory_iterator(scratch.path())) {
      listing += " " + e.path().string();
    }
    ADD_FAILURE() << "the run directory was not removed:" << listing;
  }
  if (sentinel > 0) {
    int status = 0;
    EXPECT_EQ(waitpid(sentinel, &status, WNOHANG), 0)
        << "kill(-1) inside the sandbox reached a host process";
    kill(sentinel, SIGKILL);
    waitpid(sentinel, nullptr, 0);
  }
  fs::remove(secret_path);
}

std::string Name(const ::testing::TestParamInfo<std::tuple<Hostile, bool>>& info) {
  return std::string(std::get<0>(info.param).program) +
         (std::get<1>(info.param) ? "_audit" : "_noaudit");
}

INSTANTIATE_TEST_SUITE_P(Hostile, EscapeTest,
                         ::testing::Combine(::testing::ValuesIn(kHostile), ::testing::Bool()),
                         Name);

}  // namespace
}  // namespace agentrl::sandbox
