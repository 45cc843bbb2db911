// Any bytes a program writes survive every writer: the real `agentrl sandbox exec` and
// `sandbox run` (JSON and text) with programs that write random bytes from a fixed seed, lines
// of megabytes past the output cap, NULs, invalid UTF-8 and terminal escape sequences on stdout
// and stderr and in the paths and argv the audit records; the anti-hack verdict writers; and a
// trajectory store round trip (write, read back, export) of such a result.
//
// The JSON must parse, carry the `_utf8_replaced` flags exactly when bytes were replaced and
// keep the byte counts the program wrote; the text output must hold no control byte but '\n'
// and '\t', so the program cannot drive the reader's terminal.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>

#include "agentrl/antihack/verdict.h"
#include "agentrl/core/text.h"
#include "agentrl/harness/store.h"
#include "agentrl/sandbox/execute.h"
#include "agentrl/sandbox/runner.h"
#include "agentrl/sandbox/task.h"

namespace agentrl {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

std::string SourceDir() {
  const char* s = std::getenv("AGENTRL_SOURCE_DIR");
  return s ? s : ".";
}

std::string ReadBytes(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void WriteBytes(const fs::path& p, const std::string& bytes) {
  fs::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << bytes;
}

// Every terminal trick at once, with NULs, invalid UTF-8 and valid multi-byte text between.
std::string TerminalNasties() {
  std::string s = "before\x1b[2J\x1b[H";  // clear the screen, cursor home
  s += "\x1b]52;c;aGFja2Vk\x07";          // OSC 52: write the clipboard
  s += "\x1b]0;owned title\x1b\\";        // OSC 0: window title, ST-terminated
  s += "\x1bP+q544e\x1b\\";               // DCS: request a terminfo answer
  s += "\x1b[6n";                         // report the cursor (answers on stdin)
  s += "line\roverwritten\b\b\x07";       // CR, backspaces, bell
  const char nuls[] = "nul\0in\0the\0middle";
  s.append(nuls, sizeof nuls - 1);
  s += "\xC2\x9B"
       "31m C1 CSI, raw C1 \x9B"
       "32m ";
  s += "bidi \xE2\x80\xAE"
       "desrever\xE2\x80\xAC ";
  s += "caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80 ";                // valid multi-byte text
  s += "\xC0\xAF \xED\xA0\x80 \xF4\x90\x80\x80 \xFF\xFE \xE2\x82";  // overlong, surrogate, ...
  s += "\nafter\n";
  return s;
}

std::string RandomBytes(uint64_t seed, size_t n) {
  std::mt19937_64 rng(seed);
  std::string s(n, '\0');
  for (char& c : s) c = static_cast<char>(rng() & 0xFF);
  return s;
}

// A '\n' and '\t' are the only control bytes left, and the text is valid UTF-8.
::testing::AssertionResult TerminalSafe(const std::string& out) {
  for (size_t i = 0; i < out.size(); ++i) {
    const auto c = static_cast<unsigned char>(out[i]);
    if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7F) {
      return ::testing::AssertionFailure()
             << "control byte 0x" << std::hex << int{c} << " at " << std::dec << i << ": "
             << out.substr(i > 40 ? i - 40 : 0, 80);
    }
  }
  if (!IsValidUtf8(out)) return ::testing::AssertionFailure() << "not UTF-8";
  return ::testing::AssertionSuccess();
}

// The part of `bytes` the sandbox keeps, as the JSON must show it.
std::string Shown(const std::string& bytes) {
  const size_t cap = static_cast<size_t>(sandbox::Limits{}.max_output_bytes);
  return ToValidUtf8(std::string_view(bytes).substr(0, cap), bytes.size() > cap).text;
}

class OutputBytesTest : public ::testing::Test {
 protected:
  struct Outcome {
    int rc;
    std::string out, err;
  };

  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("agentrl_bytes_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    fs::permissions(dir_, fs::perms::owner_all | fs::perms::others_read | fs::perms::others_exec |
                              fs::perms::group_read | fs::perms::group_exec);
  }
  void TearDown() override { fs::remove_all(dir_); }

  Outcome Run(const std::string& args) {
    const std::string cmd = std::string(AGENTRL_BIN) + " " + args + " >" + (dir_ / "out").string() +
                            " 2>" + (dir_ / "err").string() + " </dev/null";
    const int status = std::system(cmd.c_str());
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, ReadBytes(dir_ / "out"),
            ReadBytes(dir_ / "err")};
  }

  bool Isolated() { return Run("sandbox check").rc == 0; }

  // A submission directory holding `files`, plus spill.py: writes the file named by argv[1] to
  // stdout and argv[2] to stderr, in full (os.write in a loop), then exits with argv[3].
  std::string Submission(const std::string& name, const std::map<std::string, std::string>& files) {
    const fs::path sub = dir_ / name;
    WriteBytes(sub / "spill.py",
               "import os, sys\n"
               "def spill(fd, path):\n"
               "    data = open(path, 'rb').read()\n"
               "    while data:\n"
               "        data = data[os.write(fd, data):]\n"
               "spill(1, sys.argv[1])\n"
               "spill(2, sys.argv[2])\n"
               "sys.exit(int(sys.argv[3]))\n");
    for (const auto& [rel, bytes] : files) WriteBytes(sub / rel, bytes);
    return sub.string();
  }

  // `sandbox exec --json` and the text form of the same command: both exit 0, the JSON parses.
  json Exec(const std::string& submission, const std::string& command, std::string* text) {
    const std::string task = SourceDir() + "/tasks/python/easy-01-fizzbuzz";
    const std::string args = "sandbox exec --task " + task + " --submission " + submission + " ";
    const Outcome j = Run(args + "--json -- " + command);
    EXPECT_EQ(j.rc, 0) << j.err;
    json parsed;
    try {
      parsed = json::parse(j.out);
    } catch (const std::exception& e) {
      ADD_FAILURE() << "not JSON: " << e.what() << "\n" << j.out.substr(0, 400) << "\n" << j.err;
    }
    const Outcome t = Run(args + "-- " + command);
    EXPECT_EQ(t.rc, 0) << t.err;
    EXPECT_TRUE(TerminalSafe(t.out));
    EXPECT_TRUE(TerminalSafe(t.err));
    *text = t.out;
    return parsed;
  }

  fs::path dir_;
};

TEST_F(OutputBytesTest, ExecSurvivesRandomBytesEscapesAndNuls) {
  if (!Isolated()) GTEST_SKIP() << "no isolation on this host";
  struct Case {
    const char* name;
    std::string out, err;
  };
  const Case cases[] = {
      {"random", RandomBytes(20261204, 64 << 10), RandomBytes(20261205, 48 << 10)},
      {"escapes", TerminalNasties(),
       std::string("\x1b[31mred error\x1b[0m\r\n") + TerminalNasties()},
      {"nuls", std::string(4096, '\0'), std::string("\0\0\xFF\0", 4)},
      {"valid", "caf\xC3\xA9\n\xE4\xB8\xAD\xE6\x96\x87\n", "plain\n"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    const std::string sub =
        Submission(std::string("sub-") + c.name, {{"o.bin", c.out}, {"e.bin", c.err}});
    std::string text;
    const json j = Exec(sub, "python3 spill.py o.bin e.bin 3", &text);
    ASSERT_TRUE(j.is_object());
    EXPECT_EQ(j["termination"], "exited");
    EXPECT_EQ(j["exit_code"], 3);
    EXPECT_EQ(j["stdout_bytes"], c.out.size());
    EXPECT_EQ(j["stderr_bytes"], c.err.size());
    EXPECT_EQ(j["stdout"].get<std::string>(), Shown(c.out));
    EXPECT_EQ(j["stderr"].get<std::string>(), Shown(c.err));
    EXPECT_EQ(j["stdout_utf8_replaced"], !IsValidUtf8(c.out));
    EXPECT_EQ(j["stderr_utf8_replaced"], !IsValidUtf8(c.err));
    EXPECT_NE(text.find("status: exited, exit code 3"), std::string::npos) << text;
    EXPECT_NE(text.find("--- stdout (" + std::to_string(c.out.size()) + " bytes) ---"),
              std::string::npos);
    EXPECT_NE(text.find("--- stderr (" + std::to_string(c.err.size()) + " bytes) ---"),
              std::string::npos);
  }
}

TEST_F(OutputBytesTest, HugeLinesBeyondTheCapKeepExactCounts) {
  if (!Isolated()) GTEST_SKIP() << "no isolation on this host";
  const size_t cap = static_cast<size_t>(sandbox::Limits{}.max_output_bytes);
  // Three megabytes of '€' (3 bytes each) with no newline: the cap cuts a character in two,
  // which is the cap's doing, not the program's. Two megabytes of 0xFF: all invalid.
  std::string euros;
  for (size_t i = 0; i < (3u << 20) / 3; ++i) euros += "\xE2\x82\xAC";
  euros += "\xE2\x82";  // 3 MiB + 2 bytes, not a multiple of 3 either
  const std::string ff(2u << 20, '\xFF');
  ASSERT_NE(cap % 3, 0u) << "the cap no longer cuts a '€': pick another character";
  const std::string sub = Submission("huge", {{"o.bin", euros}, {"e.bin", ff}});
  std::string text;
  const json j = Exec(sub, "python3 spill.py o.bin e.bin 0", &text);
  ASSERT_TRUE(j.is_object());
  EXPECT_EQ(j["exit_code"], 0);
  EXPECT_EQ(j["stdout_bytes"], euros.size());
  EXPECT_EQ(j["stderr_bytes"], ff.size());
  const std::string out = j["stdout"];
  EXPECT_EQ(out, euros.substr(0, cap - cap % 3));
  EXPECT_EQ(j["stdout_utf8_replaced"], false);
  const std::string err = j["stderr"];
  EXPECT_EQ(err.size(), 3 * cap);  // one U+FFFD per kept 0xFF
  EXPECT_EQ(err.substr(0, 6), "\xEF\xBF\xBD\xEF\xBF\xBD");
  EXPECT_EQ(j["stderr_utf8_replaced"], true);
  EXPECT_NE(text.find("--- stdout (" + std::to_string(euros.size()) + " bytes, the first " +
                      std::to_string(cap) + " shown) ---"),
            std::string::npos);
}

// What the audit records is the program's too: a file name and an argv of any bytes.
TEST_F(OutputBytesTest, ExecSurvivesHostilePathsAndArgvInTheAudit) {
  if (!Isolated()) GTEST_SKIP() << "no isolation on this host";
  const std::string sub = Submission(
      "paths", {{"names.py",
                 "import os, subprocess\n"
                 "name = b'/tmp/\\xff\\xfe\\x1b[2J\\x1b]52;c;aGk=\\x07\\x9b31m'\n"
                 "open(name, 'wb').write(b'x')\n"
                 "subprocess.run([b'/bin/true', b'\\xc0\\xaf\\x1b[H', b'\\x1b]0;t\\x07'])\n"
                 "print('done \\x1b[2J')\n"}});
  std::string text;
  const json j = Exec(sub, "python3 names.py", &text);
  ASSERT_TRUE(j.is_object());
  EXPECT_EQ(j["exit_code"], 0);
  ASSERT_TRUE(j["audit_enabled"].get<bool>());
  bool path_flagged = false, detail_flagged = false;
  for (const json& e : j["audit"]) {
    path_flagged = path_flagged || e.value("path_utf8_replaced", false);
    detail_flagged = detail_flagged || e.value("detail_utf8_replaced", false);
  }
  EXPECT_TRUE(path_flagged) << j["audit"].dump(1);
  EXPECT_TRUE(detail_flagged) << j["audit"].dump(1);
  // The summary names the file opened for writing, escaped.
  EXPECT_NE(text.find("/tmp/\\xff\\xfe\\x1b[2J\\x1b]52;c;aGk=\\x07\\x9b31m"), std::string::npos)
      << text;
  EXPECT_NE(text.find("done \\x1b[2J"), std::string::npos) << text;
}

TEST_F(OutputBytesTest, ExecWithPythonDashC) {
  if (!Isolated()) GTEST_SKIP() << "no isolation on this host";
  const std::string sub = Submission("dash-c", {});
  std::string text;
  const json j = Exec(sub,
                      "python3 -c \"import os; os.write(1, b'\\\\x1b[2J\\\\xff\\\\x00ok'); "
                      "os.write(2, b'\\\\x1b]52;c;aGk=\\\\x07')\"",
                      &text);
  ASSERT_TRUE(j.is_object());
  EXPECT_EQ(j["stdout"], std::string("\x1b[2J\xEF\xBF\xBD\0ok", 10));
  EXPECT_EQ(j["stdout_bytes"], 8);
  EXPECT_EQ(j["stdout_utf8_replaced"], true);
  EXPECT_EQ(j["stderr"], "\x1b]52;c;aGk=\x07");
  EXPECT_EQ(j["stderr_utf8_replaced"], false);
  EXPECT_NE(text.find("\\x1b[2J\\xff\\x00ok"), std::string::npos) << text;
  EXPECT_NE(text.find("\\x1b]52;c;aGk=\\x07"), std::string::npos) << text;
}

// A graded submission that prints garbage while being tested and at exit (after pytest gave
// the real stdout and stderr back): the grade stands, the JSON parses, the text is safe.
TEST_F(OutputBytesTest, GradedSubmissionWithHostileOutput) {
  if (!Isolated()) GTEST_SKIP() << "no isolation on this host";
  const std::string task = SourceDir() + "/tasks/python/easy-01-fizzbuzz";
  // The escapes last, so that they are in the stderr tail the text form shows.
  const std::string hostile = RandomBytes(7, 4096) + TerminalNasties();
  for (const bool correct : {true, false}) {
    SCOPED_TRACE(correct ? "correct" : "wrong");
    const std::string sub = Submission(
        correct ? "graded-ok" : "graded-bad",
        {{"hostile.bin", hostile},
         {"solution.py",
          "import atexit, os\n"
          "H = open(os.path.join(os.path.dirname(__file__), 'hostile.bin'), 'rb').read()\n"
          "def _spill():\n"
          "    for fd in (1, 2):\n"
          "        data = H\n"
          "        while data:\n"
          "            data = data[os.write(fd, data):]\n"
          "atexit.register(_spill)\n"
          "def fizzbuzz(n):\n"
          "    os.write(1, H)\n"
          "    os.write(2, H)\n" +
              std::string(correct ? "" : "    return []\n") +
              "    return ['FizzBuzz' if i % 15 == 0 else 'Fizz' if i % 3 == 0 else "
              "'Buzz' if i % 5 == 0 else str(i) for i in range(1, n + 1)]\n"}});
    const Outcome j = Run("sandbox run --json --task " + task + " --submission " + sub);
    EXPECT_EQ(j.rc, 0) << j.err;
    json r;
    ASSERT_NO_THROW(r = json::parse(j.out)) << j.out.substr(0, 400) << j.err;
    EXPECT_EQ(r["status"], correct ? "passed" : "failed") << r["reason"];
    EXPECT_EQ(r["reward"], correct ? 1.0 : 0.0);
    const json& test = r["steps"].back();
    EXPECT_EQ(test["step"], "test");
    EXPECT_EQ(test["stdout_utf8_replaced"], true);
    EXPECT_EQ(test["stderr_utf8_replaced"], true);
    // At exit both streams got `hostile` whole, after whatever pytest printed.
    EXPECT_GE(test["stderr_bytes"].get<size_t>(), hostile.size());
    const std::string err = test["stderr"];
    EXPECT_NE(err.find(ToValidUtf8(hostile).text), std::string::npos);
    const Outcome t = Run("sandbox run --task " + task + " --submission " + sub);
    EXPECT_EQ(t.rc, 0) << t.err;
    EXPECT_TRUE(TerminalSafe(t.out));
    EXPECT_TRUE(TerminalSafe(t.err));
    EXPECT_NE(t.out.find(correct ? "passed (4/4" : "failed"), std::string::npos) << t.out;
    if (!correct) {
      EXPECT_NE(t.out.find("\\x1b]52;c;"), std::string::npos) << t.out;  // the stderr tail
    }
  }
}

// The verdict writers quote evidence that quotes the program.
TEST(OutputBytes, VerdictWritersSurviveHostileEvidence) {
  antihack::Verdict v;
  v.outcome = "cheat";
  v.stage = "rule";
  v.category = "read_hidden_tests";
  v.hits.push_back({"r1", "read_hidden_tests", "high", "audit event 3: open " + TerminalNasties()});
  v.hits.push_back({"r2", "read_hidden_tests", "low", "plain evidence"});
  const json j = json::parse(antihack::VerdictToJson(v));
  EXPECT_EQ(j["hits"][0]["evidence_utf8_replaced"], true);
  EXPECT_FALSE(j["hits"][1].contains("evidence_utf8_replaced"));
  EXPECT_EQ(j["hits"][0]["evidence"], ToValidUtf8(v.hits[0].evidence).text);
  EXPECT_TRUE(TerminalSafe(antihack::FormatVerdict(v)));
}

sandbox::SandboxResult HostileResult(const std::string& out, const std::string& err) {
  sandbox::SandboxResult r;
  r.task_id = "py-easy-fizzbuzz";
  r.status = sandbox::RunStatus::kFailed;
  r.reason = "unusable report: \xFF\x1b[2J";
  r.not_passed = {"test_\xC3\xA9", std::string("test_\xE2\x82", 7)};  // a name cut in two
  sandbox::StepRecord step;
  step.name = "test";
  step.command = "python3 -m pytest";
  step.outcome.termination = sandbox::Termination::kExited;
  step.outcome.exit_code = 1;
  step.outcome.stdout_text = out;
  step.outcome.stdout_bytes = static_cast<int64_t>(out.size()) + 12345;  // beyond a cap
  step.outcome.stderr_text = err;
  step.outcome.stderr_bytes = static_cast<int64_t>(err.size());
  step.outcome.audit_enabled = true;
  step.outcome.audit = {
      {sandbox::AuditKind::kOpen, 1, "openat", "/workspace/\xFF\x1b]52;c;aGk=\x07", "O_WRONLY",
       "allowed"},
      {sandbox::AuditKind::kExec, 1, "execve", "/bin/true", "true \xC0\xAF", "allowed"},
      {sandbox::AuditKind::kOpen, 1, "openat", "/workspace/ok.txt", "O_WRONLY", "allowed"}};
  r.steps.push_back(step);
  return r;
}

void CheckStoredResult(const json& j, const sandbox::SandboxResult& r) {
  const sandbox::ExecOutcome& o = r.steps.back().outcome;
  const json& step = j["steps"].back();
  EXPECT_EQ(step["stdout_bytes"], o.stdout_bytes);
  EXPECT_EQ(step["stderr_bytes"], o.stderr_bytes);
  EXPECT_EQ(step["stdout_utf8_replaced"], !IsValidUtf8(o.stdout_text));
  EXPECT_EQ(step["stderr_utf8_replaced"], !IsValidUtf8(o.stderr_text));
  EXPECT_EQ(step["stderr"], ToValidUtf8(o.stderr_text).text);
}

TEST(OutputBytes, StoreRoundTripOfAHostileResult) {
  const fs::path dir =
      fs::temp_directory_path() / ("agentrl_bytes_store_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  const std::string out = TerminalNasties() + RandomBytes(11, 8192);
  const std::string err = RandomBytes(12, 4096);
  const sandbox::SandboxResult r = HostileResult(out, err);
  // The sandbox's own writers first.
  const json rj = json::parse(sandbox::ResultToJson(r, true));
  EXPECT_EQ(rj["reason_utf8_replaced"], true);
  EXPECT_EQ(rj["not_passed_utf8_replaced"], true);
  EXPECT_EQ(rj["not_passed"][0], "test_\xC3\xA9");
  EXPECT_EQ(rj["steps"][0]["audit"][0]["path_utf8_replaced"], true);
  EXPECT_EQ(rj["steps"][0]["audit"][1]["detail_utf8_replaced"], true);
  EXPECT_FALSE(rj["steps"][0]["audit"][2].contains("path_utf8_replaced"));
  // Cut by the cap (stdout_bytes is larger): only the program's own bad bytes count.
  EXPECT_EQ(rj["steps"][0]["stdout"], ToValidUtf8(out, /*truncated=*/true).text);
  EXPECT_TRUE(TerminalSafe(sandbox::FormatResult(r)));

  harness::StoredTrajectory t;
  t.task_id = "py-easy-fizzbuzz";
  antihack::Action shell;
  shell.type = antihack::ActionType::kShell;
  shell.cmd = "python3 spill.py";
  shell.output = out;
  t.actions = {shell};
  t.submission = {{"solution.py", "def f():\n    return '\xFF'\n"}, {"data.bin", err}};
  t.SetResult(r, /*all_audit_events=*/true);
  antihack::Verdict v;
  v.outcome = "clean";
  v.hits.push_back({"r1", "x", "low", "trajectory line 1 (shell): " + out.substr(0, 157)});
  t.AddVerdict(v);
  {
    auto store = harness::TrajectoryStore::Open((dir / "store.sqlite").string());
    ASSERT_TRUE(store.ok()) << store.status().message();
    ASSERT_TRUE(store->CreateRun("run", "config", "{}").ok());
    harness::IterationRecord rec;
    rec.iteration = 0;
    rec.trajectories = {t};
    const Status st = store->AppendIteration("run", rec);
    ASSERT_TRUE(st.ok()) << st.message();
  }
  auto store = harness::TrajectoryStore::Open((dir / "store.sqlite").string());
  ASSERT_TRUE(store.ok());
  auto back = store->Trajectories("run");
  ASSERT_TRUE(back.ok()) << back.status().message();
  ASSERT_EQ(back->size(), 1u);
  const harness::StoredTrajectory& b = (*back)[0];
  const json stored = json::parse(b.result_json);
  CheckStoredResult(stored, r);
  EXPECT_EQ(stored["audit_events_utf8_replaced"], 2);
  ASSERT_EQ(b.actions.size(), 1u);
  EXPECT_EQ(b.actions[0].output, ToValidUtf8(out).text);
  ASSERT_EQ(b.audit.size(), 3u);
  EXPECT_EQ(b.audit[0].path, ToValidUtf8(r.steps[0].outcome.audit[0].path).text);
  EXPECT_EQ(b.audit[1].detail, ToValidUtf8("true \xC0\xAF").text);
  EXPECT_EQ(b.audit[2].path, "/workspace/ok.txt");
  EXPECT_EQ(b.submission.at("data.bin"), ToValidUtf8(err).text);
  ASSERT_EQ(b.verdicts.size(), 1u);
  EXPECT_EQ(json::parse(b.verdicts[0].json)["hits"][0]["evidence_utf8_replaced"], true);

  // Export: every file it writes is JSON that parses.
  auto n = store->Export("run", (dir / "export").string());
  ASSERT_TRUE(n.ok()) << n.status().message();
  EXPECT_EQ(*n, 1);
  const fs::path one = dir / "export" / "0-0";
  const json record = json::parse(ReadBytes(one / "record.json"));
  CheckStoredResult(record["sandbox_result"], r);
  std::istringstream lines(ReadBytes(one / "trajectory.jsonl") + ReadBytes(one / "audit.jsonl"));
  int parsed = 0;
  for (std::string line; std::getline(lines, line); ++parsed) EXPECT_NO_THROW(json::parse(line));
  EXPECT_EQ(parsed, 4);
  fs::remove_all(dir);
}

// The same with a result the real sandbox produced.
TEST(OutputBytes, StoreRoundTripOfARealSandboxResult) {
  if (!sandbox::CheckIsolation().ok()) GTEST_SKIP() << "no isolation on this host";
  const fs::path dir =
      fs::temp_directory_path() / ("agentrl_bytes_real_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  const std::string hostile = TerminalNasties() + RandomBytes(13, 2048);
  WriteBytes(dir / "sub" / "hostile.bin", hostile);
  WriteBytes(dir / "sub" / "solution.py",
             "import atexit, os\n"
             "H = open(os.path.join(os.path.dirname(__file__), 'hostile.bin'), 'rb').read()\n"
             "atexit.register(lambda: (os.write(1, H), os.write(2, H)))\n"
             "def fizzbuzz(n):\n"
             "    return []\n");
  fs::permissions(dir, fs::perms::others_read | fs::perms::others_exec, fs::perm_options::add);
  auto task = sandbox::LoadTask(SourceDir() + "/tasks/python/easy-01-fizzbuzz");
  ASSERT_TRUE(task.ok()) << task.status().message();
  auto r = sandbox::RunSubmission(*task, (dir / "sub").string(), {});
  ASSERT_TRUE(r.ok()) << r.status().message();
  EXPECT_EQ(r->status, sandbox::RunStatus::kFailed) << r->reason;
  harness::StoredTrajectory t;
  t.task_id = r->task_id;
  t.SetResult(*r);
  {
    auto store = harness::TrajectoryStore::Open((dir / "store.sqlite").string());
    ASSERT_TRUE(store.ok());
    ASSERT_TRUE(store->CreateRun("run", "config", "{}").ok());
    harness::IterationRecord rec;
    rec.trajectories = {t};
    ASSERT_TRUE(store->AppendIteration("run", rec).ok());
  }
  auto store = harness::TrajectoryStore::Open((dir / "store.sqlite").string());
  ASSERT_TRUE(store.ok());
  auto back = store->Trajectories("run");
  ASSERT_TRUE(back.ok());
  ASSERT_EQ(back->size(), 1u);
  const json stored = json::parse((*back)[0].result_json);
  CheckStoredResult(stored, *r);
  EXPECT_EQ(stored["steps"].back()["stderr_utf8_replaced"], true);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace agentrl
