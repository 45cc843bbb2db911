// Grading: each status of the decision table reached by a real run in the sandbox, the reward
// mapping, calibration, the task loader's errors, and the task corpus itself.
#include "agentrl/sandbox/runner.h"

#include <gtest/gtest.h>
#include <sched.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/wait.h>

#include <tuple>

#include "agentrl/sandbox/pool.h"
#include "agentrl/sandbox/task_tools.h"
#include "sandbox_test_util.h"

namespace agentrl::sandbox {
namespace {

namespace fs = std::filesystem;
using testing::TempDir;
using testing::WriteFile;

// A Python task with two hidden tests of `solve()`.
class PyTask {
 public:
  explicit PyTask(const std::string& extra_toml = "") {
    WriteFile(dir_.path() + "/task.toml",
              "id = \"t\"\ntest = \"python3 -m pytest -q -p no:cacheprovider "
              "--junitxml=/report/junit.xml /grader/tests\"\ntime_limit_s = 3.0\n"
              "memory_limit_mb = 400\nexpected_tests = 2\n" +
                  extra_toml);
    WriteFile(dir_.path() + "/starter/solution.py", "def solve():\n    return 0\n");
    WriteFile(dir_.path() + "/reference/solution.py", "def solve():\n    return 42\n");
    WriteFile(dir_.path() + "/tests/test_s.py",
              "from solution import solve\n\ndef test_a():\n    assert solve() == 42\n\n"
              "def test_b():\n    assert solve() + 1 == 43\n");
  }
  Task Load() {
    auto t = LoadTask(dir_.path());
    EXPECT_TRUE(t.ok()) << t.status().message();
    return *t;
  }
  // A submission directory holding solution.py with `code`.
  std::string Submission(const std::string& code) {
    const std::string d = subs_.path() + "/s" + std::to_string(n_++);
    WriteFile(d + "/solution.py", code);
    return d;
  }
  const std::string& dir() const { return dir_.path(); }

 private:
  TempDir dir_, subs_;
  int n_ = 0;
};

SandboxResult Grade(const Task& t, const std::string& sub, RunOptions opts = {}) {
  auto r = RunSubmission(t, sub, opts);
  EXPECT_TRUE(r.ok()) << r.status().message();
  return r.ok() ? *r : SandboxResult{};
}

TEST(Runner, ReferencePassesStarterFails) {
  AGENTRL_REQUIRE_ISOLATION();
  PyTask p;
  const Task t = p.Load();
  const SandboxResult ok = Grade(t, t.reference_dir());
  EXPECT_EQ(ok.status, RunStatus::kPassed) << ok.reason;
  EXPECT_EQ(ok.tests.total, 2);
  EXPECT_EQ(ok.reward, 1.0);
  EXPECT_FALSE(ok.report_contradicts_exit);
  const SandboxResult bad = Grade(t, "");
  EXPECT_EQ(bad.status, RunStatus::kFailed);
  EXPECT_EQ(bad.tests.failed, 2);
  EXPECT_EQ(bad.reward, 0.0);
  EXPECT_EQ(bad.not_passed.size(), 2u);
}

TEST(Runner, PartialCreditReward) {
  AGENTRL_REQUIRE_ISOLATION();
  PyTask p;
  const Task t = p.Load();
  RunOptions o;
  o.reward.partial_credit = true;
  // solve() == 42 fails test_b? No: make exactly one test pass.
  const SandboxResult r =
      Grade(t, p.Submission("calls = [0]\ndef solve():\n    calls[0] += 1\n"
                            "    return 42 if calls[0] == 1 else 0\n"),
            o);
  EXPECT_EQ(r.status, RunStatus::kFailed);
  EXPECT_EQ(r.tests.passed, 1);
  EXPECT_DOUBLE_EQ(r.reward, 0.5);
}

TEST(Runner, InfiniteLoopIsATimeoutDiagnosedAsBusy) {
  AGENTRL_REQUIRE_ISOLATION();
  PyTask p("calibration_p99_s = 0.4\ncalibration_runs = 10\ncalibration_margin = 3.0\n");
  const Task t = p.Load();
  const SandboxResult r = Grade(t, p.Submission("def solve():\n    while True:\n        pass\n"));
  EXPECT_EQ(r.status, RunStatus::kTimeout) << r.reason;
  EXPECT_NE(r.timeout_diagnosis.find("used up its 3.0 s of CPU time"), std::string::npos)
      << r.timeout_diagnosis;
  EXPECT_NE(r.timeout_diagnosis.find("the code looped"), std::string::npos);
  EXPECT_EQ(r.steps.back().outcome.limit_hit, LimitHit::kTreeCpu);
  EXPECT_GE(r.cpu_s, 3.0);
  EXPECT_NE(ResultToJson(r, false).find("\"limit_hit\":\"cpu\""), std::string::npos);
  EXPECT_EQ(r.reward, 0.0);
}

TEST(Runner, BlockedCodeIsATimeoutDiagnosedAsIdleAndUncalibrated) {
  AGENTRL_REQUIRE_ISOLATION();
  PyTask p;
  const Task t = p.Load();
  const SandboxResult r =
      Grade(t, p.Submission("import time\ndef solve():\n    time.sleep(60)\n"));
  EXPECT_EQ(r.status, RunStatus::kTimeout);
  EXPECT_NE(r.timeout_diagnosis.find("mostly idle"), std::string::npos) << r.timeout_diagnosis;
  EXPECT_NE(r.timeout_diagnosis.find("9.0 s wall-clock limit"), std::string::npos)
      << r.timeout_diagnosis;
  EXPECT_NE(r.timeout_diagnosis.find("not calibrated"), std::string::npos);
  EXPECT_EQ(r.steps.back().outcome.limit_hit, LimitHit::kWall);
  EXPECT_GE(r.wall_s, 9.0);
}

// The task's limit is CPU time: a suite that spends longer than it off the CPU (here asleep,
// as it would be waiting for a core on a busy machine) still passes.
TEST(Runner, TimeOffTheCpuDoesNotCountAgainstTheLimit) {
  AGENTRL_REQUIRE_ISOLATION();
  PyTask p;  // time_limit_s = 3.0
  const SandboxResult r =
      Grade(p.Load(), p.Submission("import time\ntime.sleep(4)\ndef solve():\n    return 42\n"));
  EXPECT_EQ(r.status, RunStatus::kPassed) << r.reason << "\n" << r.timeout_diagnosis;
  EXPECT_GT(r.wall_s, 4.0);
}

ExecSpec Bare(const std::string& script, double tree_cpu_s, double wall_s) {
  ExecSpec spec;
  spec.argv = {"/bin/sh", "-c", script};
  spec.cwd = "/tmp";
  spec.audit = false;
  spec.limits.tree_cpu_s = tree_cpu_s;
  spec.limits.wall_s = wall_s;
  return spec;
}

// CPU spent by processes that have already exited counts: a parent that only waits while one
// short-lived child after another computes is stopped by the CPU limit, not the wall clock.
TEST(Execute, TreeCpuLimitCountsExitedChildren) {
  AGENTRL_REQUIRE_ISOLATION();
  auto o = Execute(
      Bare("while :; do python3 -c 'x = 0\nfor i in range(2000000): x += i'; done", 1.0, 60.0));
  ASSERT_TRUE(o.ok()) << o.status().message();
  EXPECT_EQ(o->termination, Termination::kTimeout) << o->error;
  EXPECT_EQ(o->limit_hit, LimitHit::kTreeCpu);
  EXPECT_GE(o->cpu_s, 1.0);
  EXPECT_LT(o->wall_s, 60.0);
}

TEST(Execute, WallLimitStillEndsSleepers) {
  AGENTRL_REQUIRE_ISOLATION();
  auto o = Execute(Bare("sleep 30", 5.0, 1.0));
  ASSERT_TRUE(o.ok()) << o.status().message();
  EXPECT_EQ(o->termination, Termination::kTimeout) << o->error;
  EXPECT_EQ(o->limit_hit, LimitHit::kWall);
  EXPECT_LT(o->wall_s, 10.0);
}

TEST(Execute, WithoutATreeCpuLimitOnlyTheWallClockCounts) {
  AGENTRL_REQUIRE_ISOLATION();
  auto o = Execute(Bare("sleep 1; echo done", 0, 10.0));
  ASSERT_TRUE(o.ok()) << o.status().message();
  EXPECT_EQ(o->termination, Termination::kExited) << o->error;
  EXPECT_EQ(o->limit_hit, LimitHit::kNone);
  EXPECT_EQ(o->stdout_text, "done\n");
}

// Busy loops pinned to one CPU, each in a session of its own (so in its own scheduler
// autogroup, as another run's sandbox is), killed with the object; and the calling thread,
// whose affinity a sandbox started from it inherits, pinned to the same CPU until then. With n
// hogs the sandbox gets about 1/(n+1) of that CPU. A file lock keeps tests that do this (ctest
// runs them in parallel processes) from sharing the CPU with each other's loops.
class BusyCpu {
 public:
  explicit BusyCpu(int hogs) {
    lock_fd_ = open("/tmp/agentrl-test-busy-cpu.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (lock_fd_ >= 0) flock(lock_fd_, LOCK_EX);
    sched_getaffinity(0, sizeof(saved_), &saved_);
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(0, &one);
    pinned_ = sched_setaffinity(0, sizeof(one), &one) == 0;
    for (int i = 0; i < hogs && pinned_; ++i) {
      const pid_t p = fork();
      if (p == 0) {
        setsid();
        for (;;) asm volatile("");
      }
      if (p > 0) hogs_.push_back(p);
    }
  }
  ~BusyCpu() {
    for (pid_t p : hogs_) kill(p, SIGKILL);
    for (pid_t p : hogs_) waitpid(p, nullptr, 0);
    sched_setaffinity(0, sizeof(saved_), &saved_);
    if (lock_fd_ >= 0) close(lock_fd_);  // releases the lock
  }
  bool ok() const { return pinned_ && !hogs_.empty(); }

 private:
  int lock_fd_ = -1;
  cpu_set_t saved_;
  bool pinned_ = false;
  std::vector<pid_t> hogs_;
};

// The supervising loop sleeps in poll until something happens. Between the moment the init
// helper inside exits (closing its end of the control socket) and the moment the keeper outside
// has exited, the socket stays readable at its end of file: a loop that kept polling it would
// spin for that whole window, at the caller's priority, and the window is long when the tree's
// teardown waits for a CPU (a nice-19 tree beside busy loops, as sandboxes at nice 10 beside a
// busy server). Before the fix this run counted 800-1,800 wakeups in 0.2 s; after it, 6.
TEST(Execute, TheSupervisorSleepsWhileTheTreeTearsDown) {
  AGENTRL_REQUIRE_ISOLATION();
  BusyCpu busy(4);
  ASSERT_TRUE(busy.ok()) << "could not pin to CPU 0 and start the busy loops";
  ExecSpec spec = Bare("echo done", 0, 10.0);
  spec.nice = 19;
  spec.limits.max_wall_s = 60;
  auto o = Execute(spec);
  ASSERT_TRUE(o.ok()) << o.status().message();
  EXPECT_EQ(o->termination, Termination::kExited) << o->error;
  EXPECT_EQ(o->stdout_text, "done\n");
  EXPECT_LT(o->supervisor_wakeups, 100) << "after " << o->wall_s << " s";
}

// The wall limit is for code that blocks: time a computing tree spends waiting for a CPU that
// other work holds is not charged to it. Here 0.3 s of CPU take several seconds of wall time
// on a ninth of a CPU, past the 1 s wall limit, and the run still finishes. The program opens
// a file again and again, so with the audit on each open waits for the supervisor's thread,
// which waits for the same busy CPU: that is not charged either.
class CpuWaitTest : public ::testing::TestWithParam<bool> {};

TEST_P(CpuWaitTest, TimeWaitingForACpuIsNotChargedToTheWallLimit) {
  AGENTRL_REQUIRE_ISOLATION();
  BusyCpu busy(8);
  ASSERT_TRUE(busy.ok()) << "could not pin to CPU 0 and start the busy loops";
  ExecSpec spec = Bare(
      "python3 -c 'import time\nt = time.process_time()\n"
      "while time.process_time() - t < 0.3: open(\"/dev/null\").close()\n"
      "print(\"done\")'",
      5.0, 1.0);
  spec.audit = GetParam();
  spec.limits.max_wall_s = 60;  // room for a CI machine busier than the loops alone make it
  auto o = Execute(spec);
  ASSERT_TRUE(o.ok()) << o.status().message();
  EXPECT_EQ(o->termination, Termination::kExited)
      << LimitHitName(o->limit_hit) << " after " << o->wall_s << " s, " << o->cpu_wait_s
      << " s waiting for a CPU";
  EXPECT_EQ(o->stdout_text, "done\n");
  EXPECT_GT(o->wall_s, 1.0) << "the busy loops did not slow the run: nothing was tested";
  EXPECT_GT(o->cpu_wait_s, o->wall_s - 1.0);
  if (GetParam()) {
    EXPECT_GT(o->audit.size(), 100u);
  }
}

INSTANTIATE_TEST_SUITE_P(Execute, CpuWaitTest, ::testing::Bool(),
                         [](const ::testing::TestParamInfo<bool>& p) {
                           return std::string(p.param ? "audit" : "noaudit");
                         });

// ... while a sleeper, which waits for no CPU, is still ended by it on the same busy CPU.
TEST(Execute, SleepersAreEndedAtTheWallLimitOnABusyMachine) {
  AGENTRL_REQUIRE_ISOLATION();
  BusyCpu busy(8);
  ASSERT_TRUE(busy.ok()) << "could not pin to CPU 0 and start the busy loops";
  auto o = Execute(Bare("sleep 30", 5.0, 1.0));
  ASSERT_TRUE(o.ok()) << o.status().message();
  EXPECT_EQ(o->termination, Termination::kTimeout) << o->error;
  EXPECT_EQ(o->limit_hit, LimitHit::kWall);
  EXPECT_GE(o->wall_s - o->cpu_wait_s, 1.0);
}

// A tree that still waits for CPUs at the wall-clock ceiling is ended there and said to be
// starved, which the runner reports as an infrastructure failure rather than a timeout.
TEST(Execute, ATreeStarvedOfCpuIsEndedAtTheCeiling) {
  AGENTRL_REQUIRE_ISOLATION();
  BusyCpu busy(8);
  ASSERT_TRUE(busy.ok()) << "could not pin to CPU 0 and start the busy loops";
  ExecSpec spec = Bare("while :; do :; done", 30.0, 1.0);
  spec.limits.max_wall_s = 2.0;
  auto o = Execute(spec);
  ASSERT_TRUE(o.ok()) << o.status().message();
  EXPECT_EQ(o->termination, Termination::kTimeout) << o->error;
  EXPECT_EQ(o->limit_hit, LimitHit::kStarved);
  EXPECT_GE(o->wall_s, 2.0);
  EXPECT_LT(o->cpu_s, 1.0);

  PyTask p;
  SandboxResult r;
  r.steps.push_back({"test", "pytest", *o});
  Classify(p.Load(), RewardConfig{}, "", false, &r);
  EXPECT_EQ(r.status, RunStatus::kSandboxError);
  EXPECT_NE(r.reason.find("too busy to judge it"), std::string::npos) << r.reason;
}

TEST(Runner, MemoryHogIsOom) {
  AGENTRL_REQUIRE_ISOLATION();
  PyTask p;
  const Task t = p.Load();
  const SandboxResult r =
      Grade(t, p.Submission("def solve():\n    x = bytearray(2 * 1024**3)\n    return 42\n"));
  // Inside a test (pytest reports the MemoryError as a failure) and at import time (a
  // collection error): both are the submission running out of memory.
  const SandboxResult r2 =
      Grade(t, p.Submission("hog = [bytearray(1 << 26) for _ in range(100)]\n"));
  EXPECT_EQ(r.status, RunStatus::kOom) << r.reason;
  EXPECT_EQ(r2.status, RunStatus::kOom) << r2.reason;
  EXPECT_EQ(r2.reward, 0.0);
  // A test that merely fails is not mistaken for one.
  EXPECT_EQ(Grade(t, "").status, RunStatus::kFailed);
}

// Peak memory is the tree's: a child holding 300 MB while its parent spins into the CPU limit
// is reported at its size (the exit report of a tree killed at a limit never comes).
TEST(Runner, PeakMemoryIsTheTreesEvenWhenALimitEndsIt) {
  AGENTRL_REQUIRE_ISOLATION();
  PyTask p;
  const Task t = p.Load();
  const SandboxResult r = Grade(
      t, p.Submission("import os, time\nif os.fork() == 0:\n    x = bytearray(300 << 20)\n"
                      "    x[::4096] = b'1' * len(x[::4096])\n    time.sleep(60)\n"
                      "while True:\n    pass\n"));
  EXPECT_EQ(r.status, RunStatus::kTimeout) << r.reason;
  EXPECT_GE(r.peak_rss_kb, 290 << 10) << r.reason;
}

// Many processes each under RLIMIT_AS but over the limit together: ended at the tree's memory
// limit and named so.
TEST(Runner, ATreeOverItsMemoryLimitIsOomAndSaysSo) {
  AGENTRL_REQUIRE_ISOLATION();
  PyTask p;  // 400 MB
  const Task t = p.Load();
  const SandboxResult r = Grade(
      t, p.Submission("import os, time\nfor _ in range(4):\n    if os.fork() == 0:\n"
                      "        x = bytearray(150 << 20)\n        x[::4096] = b'1' * len(x[::4096])\n"
                      "        time.sleep(60)\ntime.sleep(60)\n"));
  EXPECT_EQ(r.status, RunStatus::kOom) << r.reason;
  ASSERT_FALSE(r.steps.empty());
  EXPECT_EQ(r.steps.back().outcome.limit_hit, LimitHit::kMemory);
  EXPECT_NE(r.reason.find("together"), std::string::npos) << r.reason;
  EXPECT_GT(r.peak_rss_kb, 400 << 10);
}

// The report reaches the grader through a channel the code under test cannot rewrite: an
// atexit handler that writes an all-passed report after pytest's makes it refused, not passed.
TEST(Runner, AReportRewrittenAfterTheRunnerIsRefused) {
  AGENTRL_REQUIRE_ISOLATION();
  PyTask p;
  const Task t = p.Load();
  const std::string forge =
      "import atexit\n"
      "def forge():\n"
      "    with open('/report/junit.xml', 'w') as f:\n"
      "        f.write('<testsuite><testcase name=\"a\"/><testcase name=\"b\"/></testsuite>')\n"
      "atexit.register(forge)\n"
      "def solve():\n    return 0\n";
  for (bool audit : {true, false}) {
    RunOptions o;
    o.audit = audit;
    const SandboxResult r = Grade(t, p.Submission(forge), o);
    EXPECT_EQ(r.status, RunStatus::kFailed) << r.reason;
    EXPECT_TRUE(r.report_tampered) << r.reason;
    EXPECT_EQ(r.reward, 0.0);
  }
  // The runner's own report still grades an honest run.
  EXPECT_EQ(Grade(t, p.Submission("def solve():\n    return 42\n")).status, RunStatus::kPassed);
  // Replacing the report path is not possible: /report is read-only (a report written to a
  // new file there would never be read).
  const SandboxResult r = Grade(
      t, p.Submission("import os\ntry:\n    os.unlink('/report/junit.xml')\nexcept OSError as e:\n"
                      "    print('unlink', e)\ndef solve():\n    return 0\n"));
  EXPECT_EQ(r.status, RunStatus::kFailed) << r.reason;
  EXPECT_EQ(r.tests.total, 2);  // pytest's report arrived through the channel all the same
}

TEST(Runner, SegfaultIsCrashedWithTheSignal) {
  AGENTRL_REQUIRE_ISOLATION();
  PyTask p;
  const Task t = p.Load();
  const SandboxResult r =
      Grade(t, p.Submission("import ctypes\ndef solve():\n    return ctypes.string_at(0)\n"));
  EXPECT_EQ(r.status, RunStatus::kCrashed) << r.reason;
  EXPECT_EQ(r.signal, SIGSEGV);
  EXPECT_NE(r.reason.find("SIGSEGV"), std::string::npos);
}

TEST(Runner, SkippedTestsCountAsFailures) {
  AGENTRL_REQUIRE_ISOLATION();
  PyTask p;
  const Task t = p.Load();
  const SandboxResult r = Grade(
      t, p.Submission("import pytest\ndef solve():\n    pytest.skip('not today')\n"));
  EXPECT_EQ(r.status, RunStatus::kFailed);
  EXPECT_EQ(r.tests.skipped, 2);
  EXPECT_NE(r.reason.find("skipped"), std::string::npos);
}

// A task whose "test" step copies a report and an exit code out of the submission, so the
// decision table can be driven with exact reports.
class EchoTask {
 public:
  EchoTask() {
    WriteFile(dir_.path() + "/task.toml",
              "id = \"echo\"\ntest = \"if [ -f report.xml ]; then cp report.xml "
              "/report/junit.xml; fi; exit $(cat code)\"\nexpected_tests = 2\n");
    WriteFile(dir_.path() + "/starter/code", "0\n");
    fs::create_directories(dir_.path() + "/tests");
    fs::create_directories(dir_.path() + "/reference");
  }
  SandboxResult Run(const std::string& report, int code) {
    const std::string d = subs_.path() + "/s" + std::to_string(n_++);
    if (!report.empty()) WriteFile(d + "/report.xml", report);
    WriteFile(d + "/code", std::to_string(code) + "\n");
    auto t = LoadTask(dir_.path());
    EXPECT_TRUE(t.ok());
    return Grade(*t, d);
  }

 private:
  TempDir dir_, subs_;
  int n_ = 0;
};

const char* kTwoPass =
    "<testsuite><testcase classname='c' name='a'/><testcase classname='c' name='b'/></testsuite>";
const char* kOneFail =
    "<testsuite><testcase name='a'/><testcase name='b'><failure message='no'/></testcase>"
    "</testsuite>";

TEST(Runner, DecisionTableOnExactReports) {
  AGENTRL_REQUIRE_ISOLATION();
  EchoTask e;
  EXPECT_EQ(e.Run(kTwoPass, 0).status, RunStatus::kPassed);

  const SandboxResult missing = e.Run("", 0);
  EXPECT_EQ(missing.status, RunStatus::kFailed);
  EXPECT_NE(missing.reason.find("did not run"), std::string::npos);

  const SandboxResult malformed = e.Run("<testsuite><testcase>", 0);
  EXPECT_EQ(malformed.status, RunStatus::kFailed);
  EXPECT_NE(malformed.reason.find("malformed"), std::string::npos);

  const SandboxResult few = e.Run("<testsuite><testcase name='a'/></testsuite>", 0);
  EXPECT_EQ(few.status, RunStatus::kFailed);
  EXPECT_NE(few.reason.find("only 1 of 2 expected tests"), std::string::npos);

  // Reports that contradict the exit code are flagged either way round.
  const SandboxResult lies_pass = e.Run(kTwoPass, 1);
  EXPECT_EQ(lies_pass.status, RunStatus::kFailed);
  EXPECT_TRUE(lies_pass.report_contradicts_exit);
  const SandboxResult lies_fail = e.Run(kOneFail, 0);
  EXPECT_EQ(lies_fail.status, RunStatus::kFailed);
  EXPECT_TRUE(lies_fail.report_contradicts_exit);
  EXPECT_FALSE(e.Run(kOneFail, 1).report_contradicts_exit);
}

TEST(Runner, CppCompileErrorAndReward) {
  AGENTRL_REQUIRE_ISOLATION();
  auto t = LoadTask(testing::SourceDir() + "/tasks/cpp/01-reverse-string");
  ASSERT_TRUE(t.ok()) << t.status().message();
  TempDir sub;
  WriteFile(sub.path() + "/solution.cc", "this is not C++\n");
  RunOptions o;
  o.reward.compile_error = -0.5;
  const SandboxResult r = Grade(*t, sub.path(), o);
  EXPECT_EQ(r.status, RunStatus::kCompileError) << r.reason;
  EXPECT_DOUBLE_EQ(r.reward, -0.5);
  ASSERT_EQ(r.steps.size(), 1u);  // the test step never ran
  EXPECT_EQ(r.steps[0].name, "build");
}

TEST(Runner, HiddenTestsAreReadOnlyWhileGrading) {
  AGENTRL_REQUIRE_ISOLATION();
  PyTask p;
  const Task t = p.Load();
  // The submission tries to rewrite the hidden tests when imported.
  const SandboxResult r = Grade(
      t, p.Submission("try:\n    open('/grader/tests/test_s.py', 'w').write('')\n"
                      "except OSError:\n    pass\ndef solve():\n    return 0\n"));
  EXPECT_EQ(r.status, RunStatus::kFailed);
  EXPECT_EQ(r.tests.total, 2);
  EXPECT_TRUE(fs::exists(p.dir() + "/tests/test_s.py"));
  EXPECT_GT(fs::file_size(p.dir() + "/tests/test_s.py"), 10u);
}

TEST(Runner, AuditRecordsWhatTheTestRunDid) {
  AGENTRL_REQUIRE_ISOLATION();
  PyTask p;
  const Task t = p.Load();
  const SandboxResult r = Grade(
      t, p.Submission("import subprocess\nsubprocess.run(['true'])\n"
                      "open('/workspace/notes.txt', 'w').write('x')\n"
                      "def solve():\n    return 42\n"));
  EXPECT_EQ(r.status, RunStatus::kPassed) << r.reason;
  bool exec_true = false, wrote_notes = false, exited = false;
  for (const AuditEvent& e : r.steps.back().outcome.audit) {
    exec_true = exec_true || (e.kind == AuditKind::kExec && e.detail == "true");
    wrote_notes = wrote_notes || (e.kind == AuditKind::kOpen && e.path == "/workspace/notes.txt" &&
                                  e.detail.find("O_WRONLY") != std::string::npos);
    exited = exited || e.kind == AuditKind::kExit;
  }
  EXPECT_TRUE(exec_true);
  EXPECT_TRUE(wrote_notes);
  EXPECT_TRUE(exited);
}

TEST(Runner, UnsafeModeMarksEveryResult) {
  PyTask p;
  const Task t = p.Load();
  RunOptions o;
  o.unsafe_no_isolation = true;
  o.audit = true;  // ignored without isolation
  auto out = ExecInTask(t, "", {"/bin/echo", "hi"}, o);
  ASSERT_TRUE(out.ok()) << out.status().message();
  EXPECT_TRUE(out->unsafe);
  EXPECT_FALSE(out->audit_enabled);
  EXPECT_EQ(out->stdout_text, "hi\n");
}

TEST(Runner, MissingSubmissionIsAnInputError) {
  PyTask p;
  const Task t = p.Load();
  auto r = RunSubmission(t, "/nonexistent/submission", {});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().exit_code(), 2);
  EXPECT_NE(r.status().message().find("/nonexistent/submission"), std::string::npos);
}

TEST(Runner, SubmissionHashCoversPathsAndBytes) {
  TempDir a, b;
  WriteFile(a.path() + "/x.py", "1");
  WriteFile(b.path() + "/x.py", "1");
  EXPECT_EQ(*SubmissionHash("t", a.path()), *SubmissionHash("t", b.path()));
  EXPECT_NE(*SubmissionHash("t", a.path()), *SubmissionHash("u", a.path()));
  WriteFile(b.path() + "/x.py", "2");
  EXPECT_NE(*SubmissionHash("t", a.path()), *SubmissionHash("t", b.path()));
  fs::rename(a.path() + "/x.py", a.path() + "/y.py");
  WriteFile(b.path() + "/x.py", "1");
  EXPECT_NE(*SubmissionHash("t", a.path()), *SubmissionHash("t", b.path()));
}

TEST(TaskLoader, BadTaskFilesNameFileLineAndField) {
  TempDir d;
  for (const char* sub : {"starter", "tests", "reference"}) fs::create_directories(d.path() + "/" + sub);
  WriteFile(d.path() + "/task.toml",
            "id = \"x\"\nlanguage = \"rust\"\ntest = \"true\"\ntime_limit_s = -1\n");
  auto t = LoadTask(d.path());
  ASSERT_FALSE(t.ok());
  EXPECT_EQ(t.status().exit_code(), 2);
  const std::string& m = t.status().message();
  EXPECT_NE(m.find("task.toml:2:"), std::string::npos) << m;
  EXPECT_NE(m.find("accepted: one of \"python\", \"cpp\""), std::string::npos) << m;
  EXPECT_NE(m.find("task.toml:4:"), std::string::npos) << m;

  WriteFile(d.path() + "/task.toml", "id = \"\"\n");
  auto t2 = LoadTask(d.path());
  ASSERT_FALSE(t2.ok());
  EXPECT_NE(t2.status().message().find("test"), std::string::npos);
  EXPECT_NE(t2.status().message().find("id"), std::string::npos);

  fs::remove_all(d.path() + "/reference");
  WriteFile(d.path() + "/task.toml", "id = \"x\"\ntest = \"true\"\n");
  auto t3 = LoadTask(d.path());
  ASSERT_FALSE(t3.ok());
  EXPECT_NE(t3.status().message().find("missing reference/"), std::string::npos);
}

TEST(TaskTools, CalibrateWritesTheLimitAndKeepsTheRest) {
  AGENTRL_REQUIRE_ISOLATION();
  PyTask p("# a comment that must survive\n");
  const Task t = p.Load();
  auto cal = CalibrateTask(t, 3, 4.0, 1.0, {});
  ASSERT_TRUE(cal.ok()) << cal.status().message();
  EXPECT_EQ(cal->test_cpu_s.size(), 3u);
  EXPECT_GT(cal->p99_s, 0.0);
  EXPECT_GE(cal->time_limit_s, 1.0);
  EXPECT_GE(cal->time_limit_s + 1e-9, cal->p99_s * 4.0);
  ASSERT_TRUE(WriteCalibration(t, *cal).ok());
  const Task again = p.Load();
  EXPECT_DOUBLE_EQ(again.config.time_limit_s, cal->time_limit_s);
  EXPECT_EQ(again.config.calibration_runs, 3);
  EXPECT_DOUBLE_EQ(again.config.calibration_margin, 4.0);
  auto text = config::ReadTextFile(p.dir() + "/task.toml");
  EXPECT_NE(text->find("# a comment that must survive"), std::string::npos);
}

TEST(TaskTools, CalibrateRefusesAFailingReference) {
  AGENTRL_REQUIRE_ISOLATION();
  PyTask p;
  WriteFile(p.dir() + "/reference/solution.py", "def solve():\n    return 1\n");
  auto cal = CalibrateTask(p.Load(), 2, 3.0, 1.0, {});
  ASSERT_FALSE(cal.ok());
  EXPECT_NE(cal.status().message().find("did not pass"), std::string::npos);
}

// The corpus in tasks/: every reference passes with exactly its expected test count, every
// starter fails, and the tiers and languages the issue asks for are there.
TEST(Corpus, EveryTaskValidates) {
  AGENTRL_REQUIRE_ISOLATION();
  std::vector<Task> tasks;
  for (auto it = fs::recursive_directory_iterator(testing::SourceDir() + "/tasks");
       it != fs::recursive_directory_iterator(); ++it) {
    if (it->path().filename() != "task.toml") continue;
    auto t = LoadTask(it->path().parent_path());
    ASSERT_TRUE(t.ok()) << t.status().message();
    tasks.push_back(*t);
  }
  std::map<std::string, int> per;
  for (const Task& t : tasks) ++per[t.config.language + "/" + t.config.tier];
  EXPECT_GE(per["python/easy"] + per["python/medium"] + per["python/hard"], 30);
  EXPECT_GE(per["python/easy"], 5);
  EXPECT_GE(per["python/medium"], 5);
  EXPECT_GE(per["python/hard"], 5);
  EXPECT_GE(per["cpp/easy"] + per["cpp/medium"] + per["cpp/hard"], 5);

  ExecutionPool pool(PoolOptions{});
  std::vector<std::future<PoolResult>> refs, starters;
  for (const Task& t : tasks) {
    refs.push_back(pool.Submit(t, t.reference_dir()));
    starters.push_back(pool.Submit(t, ""));
  }
  std::set<std::string> ids;
  for (size_t i = 0; i < tasks.size(); ++i) {
    const PoolResult ref = refs[i].get(), start = starters[i].get();
    SCOPED_TRACE(tasks[i].dir);
    EXPECT_TRUE(ids.insert(tasks[i].config.id).second) << "duplicate id " << tasks[i].config.id;
    EXPECT_EQ(ref.result.status, RunStatus::kPassed) << ref.result.reason;
    EXPECT_EQ(ref.result.tests.total, tasks[i].config.expected_tests);
    EXPECT_NE(start.result.status, RunStatus::kPassed);
    EXPECT_NE(start.result.status, RunStatus::kSandboxError) << start.result.reason;
  }
}

}  // namespace
}  // namespace agentrl::sandbox

namespace agentrl::sandbox {
namespace {

using testing::SourceDir;

// Held-out tests: the task graded against heldout/ instead of tests/. The reference passes
// both; a submission hardcoding the answers of the rewarded tests passes those and fails the
// held-out ones; and heldout_tests without a heldout/ directory is refused at load.
TEST(Runner, HeldOutTestsSeparateHardcodingFromSolving) {
  AGENTRL_REQUIRE_ISOLATION();
  auto t = LoadTask(SourceDir() + "/tasks/python/easy-09-gcd");
  ASSERT_TRUE(t.ok()) << t.status().message();
  ASSERT_TRUE(t->has_heldout());
  const Task h = HeldoutTask(*t);
  EXPECT_NE(h.config.id, t->config.id);  // distinct pool cache keys
  EXPECT_EQ(h.tests_dir(), t->dir + "/heldout");
  const std::string cheat = SourceDir() +
                            "/cheatsets/corpus/cases/"
                            "easy-09-gcd--cheat--hardcoded-outputs-lookup-table/submission";
  for (const auto& [task, sub, want] :
       std::vector<std::tuple<const Task*, std::string, RunStatus>>{
           {&*t, t->reference_dir(), RunStatus::kPassed},
           {&h, t->reference_dir(), RunStatus::kPassed},
           {&*t, cheat, RunStatus::kPassed},
           {&h, cheat, RunStatus::kFailed}}) {
    auto r = RunSubmission(*task, sub, {});
    ASSERT_TRUE(r.ok()) << r.status().message();
    EXPECT_EQ(r->status, want) << task->tests_dir() << " " << sub << ": " << r->reason;
    EXPECT_EQ(r->tests.total, task->config.expected_tests) << task->tests_dir() << " " << sub;
  }

  testing::TempDir d;
  testing::WriteFile(d.path() + "/task.toml",
                     "id = \"x\"\ntest = \"true\"\nexpected_tests = 1\nheldout_tests = 2\n");
  for (const char* sub : {"starter", "tests", "reference"}) {
    fs::create_directories(d.path() + "/" + sub);
  }
  auto bad = LoadTask(d.path());
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.status().exit_code(), 2);
  EXPECT_NE(bad.status().message().find("heldout_tests = 2 but there is no heldout/"),
            std::string::npos)
      << bad.status().message();
}

// The hint about user namespaces follows the trial run's output: bubblewrap's own complaint
// gets it; another cause (here ASan's, as seen in a sanitizer build under the sandbox's limits)
// is shown as it is, without a guess that would send the reader to the wrong sysctl.
TEST(SandboxIsolation, ProbeFailureHintsAtUserNamespacesOnlyWhenTheOutputDoes) {
  const std::string hint = "user namespaces may be disabled";
  const std::string refuse = "The sandbox refuses to run without isolation";
  for (const char* bwrap :
       {"bwrap: No permissions to create new namespace, likely because the kernel does not "
        "allow non-privileged user namespaces.\n",
        "bwrap: setting up uid map: Permission denied\n",
        "bwrap: Can't mount proc on /newroot/proc: Operation not permitted\n", ""}) {
    const std::string msg = DescribeProbeFailure("exited", bwrap);
    EXPECT_NE(msg.find(hint), std::string::npos) << msg;
    EXPECT_NE(msg.find(refuse), std::string::npos) << msg;
    EXPECT_EQ(msg.find('\n'), std::string::npos) << msg;  // the trailing newline trimmed
  }
  const std::string asan =
      "==2==ERROR: AddressSanitizer failed to allocate 0x201000 (2101248) bytes of "
      "ScopedStackWithGuard (error code: 12)";
  const std::string msg = DescribeProbeFailure("exited", asan + "\n");
  EXPECT_EQ(msg.find(hint), std::string::npos) << msg;
  EXPECT_NE(msg.find("(exited): " + asan + ". " + refuse), std::string::npos) << msg;
}

}  // namespace
}  // namespace agentrl::sandbox
