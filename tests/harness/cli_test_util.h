// The fixture of the tests that run the real `agentrl` binary: a fresh directory per test, the
// command run through the shell with its exit code, stdout and stderr.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace agentrl::testing {

namespace fs = std::filesystem;

struct Outcome {
  int rc;
  std::string out;
  std::string err;
};

inline std::string Slurp(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

class CliTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("agentrl_cli_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  Outcome Run(const std::string& args) {
    const std::string cmd = std::string(AGENTRL_BIN) + " " + args + " >" + (dir_ / "out").string() +
                            " 2>" + (dir_ / "err").string() + " </dev/null";
    const int status = std::system(cmd.c_str());
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, Slurp(dir_ / "out"), Slurp(dir_ / "err")};
  }

  std::string Write(const std::string& name, const std::string& text) {
    const fs::path p = dir_ / name;
    std::ofstream(p) << text;
    return p.string();
  }

  fs::path dir_;
};

inline std::string SourceDir() {
  const char* s = std::getenv("AGENTRL_SOURCE_DIR");
  return s ? s : ".";
}

// Skips the calling test where `agentrl sandbox check` fails, with its message as the reason.
#define SKIP_WITHOUT_ISOLATION()                                                 \
  do {                                                                           \
    const Outcome iso_ = Run("sandbox check");                                   \
    if (iso_.rc != 0) GTEST_SKIP() << "no isolation on this host: " << iso_.err; \
  } while (0)

}  // namespace agentrl::testing
