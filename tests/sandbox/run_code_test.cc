// sandbox::RunCode: a program from source, as a code-execution service runs it (run_code.h).
#include "agentrl/sandbox/run_code.h"

#include <gtest/gtest.h>
#include <sys/resource.h>

#include <cerrno>

#include "sandbox_test_util.h"

namespace agentrl::sandbox {
namespace {

using testing::RandomMarker;
using testing::TempDir;
using testing::WriteFile;

CodeRequest Python(std::string code) {
  CodeRequest r;
  r.language = "python";
  r.code = std::move(code);
  r.run_timeout_s = 10;
  return r;
}

TEST(RunCode, PythonReadsStdinAndTheRequestFiles) {
  AGENTRL_REQUIRE_ISOLATION();
  CodeRequest r = Python(
      "import sys\nfrom helper import twice\nprint(twice(sys.stdin.read().strip()))\n"
      "print(open('data/in.txt').read())\n");
  r.stdin_text = "ab";
  r.files = {{"helper.py", "def twice(s):\n    return s * 2\n"}, {"data/in.txt", "payload"}};
  auto res = RunCode(r, {});
  ASSERT_TRUE(res.ok()) << res.status().message();
  ASSERT_TRUE(res->run.has_value());
  EXPECT_FALSE(res->compile.has_value());
  EXPECT_STREQ(CodeStepStatus(*res->run), "Finished");
  EXPECT_EQ(CodeStepReturnCode(*res->run), 0) << res->run->stderr_text;
  EXPECT_EQ(res->run->stdout_text, "abab\npayload\n");
}

TEST(RunCode, WithoutStdinTheProgramReadsNothing) {
  AGENTRL_REQUIRE_ISOLATION();
  auto res = RunCode(Python("import sys\nprint(repr(sys.stdin.read()))\n"), {});
  ASSERT_TRUE(res.ok());
  EXPECT_EQ(res->run->stdout_text, "''\n");
}

TEST(RunCode, CppCompilesThenRunsAndReportsTheExitCode) {
  AGENTRL_REQUIRE_ISOLATION();
  CodeRequest r;
  r.language = "cpp";
  r.code = "#include <iostream>\nint main(){std::string s; std::cin >> s; std::cout << s.size(); return 7;}\n";
  r.stdin_text = "hello";
  auto res = RunCode(r, {});
  ASSERT_TRUE(res.ok()) << res.status().message();
  ASSERT_TRUE(res->compile.has_value());
  EXPECT_EQ(CodeStepReturnCode(*res->compile), 0) << res->compile->stderr_text;
  ASSERT_TRUE(res->run.has_value());
  EXPECT_EQ(res->run->stdout_text, "5");
  EXPECT_EQ(CodeStepReturnCode(*res->run), 7);
}

TEST(RunCode, ACompileErrorRunsNothing) {
  AGENTRL_REQUIRE_ISOLATION();
  CodeRequest r;
  r.language = "cpp";
  r.code = "int main() { return undeclared; }\n";
  auto res = RunCode(r, {});
  ASSERT_TRUE(res.ok());
  ASSERT_TRUE(res->compile.has_value());
  EXPECT_NE(CodeStepReturnCode(*res->compile), 0);
  EXPECT_NE(res->compile->stderr_text.find("undeclared"), std::string::npos);
  EXPECT_FALSE(res->run.has_value());
}

TEST(RunCode, ALoopEndsAtTheRunTimeout) {
  AGENTRL_REQUIRE_ISOLATION();
  CodeRequest r = Python("while True:\n    pass\n");
  r.run_timeout_s = 0.5;
  auto res = RunCode(r, {});
  ASSERT_TRUE(res.ok());
  EXPECT_STREQ(CodeStepStatus(*res->run), "TimeLimitExceeded");
  EXPECT_FALSE(CodeStepReturnCode(*res->run).has_value());
}

TEST(RunCode, ASignalIsANegativeReturnCode) {
  AGENTRL_REQUIRE_ISOLATION();
  auto res = RunCode(Python("import os, signal\nos.kill(os.getpid(), signal.SIGSEGV)\n"), {});
  ASSERT_TRUE(res.ok());
  EXPECT_STREQ(CodeStepStatus(*res->run), "Finished");
  EXPECT_EQ(CodeStepReturnCode(*res->run), -11);
}

TEST(RunCode, FetchesFilesTheProgramWrote) {
  AGENTRL_REQUIRE_ISOLATION();
  CodeRequest r = Python("import os\nos.makedirs('out', exist_ok=True)\n"
                         "open('out/r.bin','wb').write(bytes(range(256)))\n");
  r.fetch_files = {"out/r.bin", "missing.txt"};
  auto res = RunCode(r, {});
  ASSERT_TRUE(res.ok());
  ASSERT_EQ(res->files.count("out/r.bin"), 1u);
  EXPECT_EQ(res->files.at("out/r.bin").size(), 256u);
  EXPECT_EQ(static_cast<unsigned char>(res->files.at("out/r.bin")[255]), 255);
  EXPECT_EQ(res->files.count("missing.txt"), 0u);
  ASSERT_EQ(res->fetch_errors.size(), 1u);
  EXPECT_NE(res->fetch_errors[0].find("missing.txt"), std::string::npos);
}

// A program that leaves a symbolic link to a host file (or a link in a directory of the path)
// cannot make the supervisor read the host file for it: fetched files are read beneath the
// workspace without following links, after the whole tree is gone.
TEST(RunCode, AFetchThroughASymbolicLinkIsRefused) {
  AGENTRL_REQUIRE_ISOLATION();
  TempDir host;
  const std::string secret = RandomMarker();
  WriteFile(host.path() + "/secret.txt", secret);
  CodeRequest r = Python("import os\nos.symlink('" + host.path() + "/secret.txt', 'leak')\n"
                         "os.symlink('" + host.path() + "', 'dir')\n"
                         "os.symlink('/etc', 'etc')\n");
  r.fetch_files = {"leak", "dir/secret.txt", "etc/passwd"};
  auto res = RunCode(r, {});
  ASSERT_TRUE(res.ok());
  EXPECT_EQ(CodeStepReturnCode(*res->run), 0) << res->run->stderr_text;
  EXPECT_TRUE(res->files.empty());
  ASSERT_EQ(res->fetch_errors.size(), 3u);
  for (const std::string& e : res->fetch_errors) {
    EXPECT_NE(e.find("symbolic link"), std::string::npos) << e;
    EXPECT_EQ(e.find(secret), std::string::npos);
  }
}

TEST(RunCode, RefusesPathsOutsideTheWorkspaceAndUnknownLanguages) {
  for (const std::string bad : {"/etc/passwd", "../x", "a/../../x", "a//b", "./a", ""}) {
    EXPECT_FALSE(CheckRequestPath(bad).ok()) << bad;
    CodeRequest r = Python("print(1)");
    r.files = {{bad, "x"}};
    auto res = RunCode(r, {});
    ASSERT_FALSE(res.ok()) << bad;
    EXPECT_NE(res.status().message().find("files"), std::string::npos);
  }
  EXPECT_TRUE(CheckRequestPath("a/b.txt").ok());
  CodeRequest r = Python("print(1)");
  r.language = "rust";
  auto res = RunCode(r, {});
  ASSERT_FALSE(res.ok());
  EXPECT_NE(res.status().message().find("accepted: python, cpp"), std::string::npos);
}

// The program is contained as `sandbox exec` contains a command: no network (not even
// loopback), the host's files and processes out of sight.
TEST(RunCode, TheProgramIsIsolated) {
  AGENTRL_REQUIRE_ISOLATION();
  TempDir host;
  const std::string secret = RandomMarker();
  WriteFile(host.path() + "/secret.txt", secret);
  auto res = RunCode(
      Python("import os, socket\n"
             "try:\n    socket.create_connection(('127.0.0.1', 22), timeout=1); print('net')\n"
             "except OSError as e:\n    print('nonet')\n"
             "print('host' if os.path.exists('" + host.path() + "/secret.txt') else 'nohost')\n"
             "print(len([p for p in os.listdir('/proc') if p.isdigit()]))\n"),
      {});
  ASSERT_TRUE(res.ok());
  EXPECT_EQ(res->run->stdout_text.substr(0, 13), "nonet\nnohost\n") << res->run->stdout_text;
  // Its own pid namespace: a handful of processes, not the host's.
  EXPECT_LE(std::stoi(res->run->stdout_text.substr(13)), 4);
}

// RunOptions::nice: the program (the whole tree) runs at that nice value and cannot lower it;
// 0 leaves the caller's own; out of range is refused before anything runs.
TEST(RunCode, RunsAtTheRequestedNiceValueAndCannotLowerIt) {
  AGENTRL_REQUIRE_ISOLATION();
  errno = 0;
  const int own = getpriority(PRIO_PROCESS, 0);
  ASSERT_EQ(errno, 0);
  if (own >= 7) GTEST_SKIP() << "this test process already runs at nice " << own;
  const std::string code =
      "import os, subprocess\n"
      "print(os.nice(0))\n"
      "print(subprocess.run(['cat', '/proc/self/stat'], capture_output=True, text=True)"
      ".stdout.rsplit(')', 1)[1].split()[16])\n"  // field 19, the nice value, of a child
      "try:\n    os.nice(-1); print('lowered')\nexcept PermissionError:\n    print('refused')\n";
  CodeRunOptions niced;
  niced.run.nice = 7;
  auto res = RunCode(Python(code), niced);
  ASSERT_TRUE(res.ok()) << res.status().message();
  EXPECT_EQ(res->run->stdout_text, "7\n7\nrefused\n") << res->run->stderr_text;

  auto plain = RunCode(Python("import os\nprint(os.nice(0))\n"), {});
  ASSERT_TRUE(plain.ok());
  EXPECT_EQ(plain->run->stdout_text, std::to_string(own) + "\n");

  CodeRunOptions bad;
  bad.run.nice = 20;
  auto refused = RunCode(Python("print(1)"), bad);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.status().message().find("accepted are 0 (the caller's own) to 19"),
            std::string::npos)
      << refused.status().message();
}

}  // namespace
}  // namespace agentrl::sandbox
