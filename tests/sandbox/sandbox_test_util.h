// Helpers shared by the sandbox tests: temporary task directories and host-side checks.
#pragma once

#include <fcntl.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <string>

#include "agentrl/sandbox/execute.h"

namespace agentrl::sandbox::testing {

namespace fs = std::filesystem;

inline std::string SourceDir() {
  const char* s = std::getenv("AGENTRL_SOURCE_DIR");
  return s ? s : ".";
}

// A fresh directory under /tmp, removed with the object.
class TempDir {
 public:
  TempDir() {
    std::string t = "/tmp/agentrl-test-XXXXXX";
    path_ = mkdtemp(t.data());
    fs::permissions(path_, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                               fs::perms::others_read | fs::perms::others_exec);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

inline void WriteFile(const std::string& path, const std::string& text) {
  fs::create_directories(fs::path(path).parent_path());
  std::ofstream(path) << text;
}

inline std::string RandomMarker() {
  std::random_device rd;
  char buf[48];
  std::snprintf(buf, sizeof(buf), "agentrl-hostile-%08x%08x", rd(), rd());
  return buf;
}

// A process's /proc/PID/cmdline, or what could be read of it: "" once the process is gone.
// Reading the file of a process that exited after the open fails with ESRCH, which libstdc++'s
// istreambuf_iterator throws as an exception (it failed a hostile-program test that way), so
// this reads with read(2).
inline std::string ReadAll(const std::string& path) {
  const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return "";
  std::string out;
  char buf[4096];
  for (ssize_t n; (n = read(fd, buf, sizeof(buf))) > 0;) out.append(buf, static_cast<size_t>(n));
  close(fd);
  return out;
}
inline std::string CommandLineOf(const fs::path& proc_dir) {
  return ReadAll((proc_dir / "cmdline").string());
}

// Host pids whose command line contains `needle`.
inline std::vector<int> ProcessesWith(const std::string& needle) {
  std::vector<int> out;
  for (const auto& e : fs::directory_iterator("/proc")) {
    const std::string name = e.path().filename();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    const std::string cmd = CommandLineOf(e.path());
    if (cmd.find(needle) != std::string::npos && std::stoi(name) != getpid()) {
      out.push_back(std::stoi(name));
    }
  }
  return out;
}

// Skips the calling test when this host cannot isolate (the reason is printed).
#define AGENTRL_REQUIRE_ISOLATION()                                                  \
  do {                                                                               \
    const ::agentrl::Status iso_ = ::agentrl::sandbox::CheckIsolation();             \
    if (!iso_.ok()) GTEST_SKIP() << "no isolation on this host: " << iso_.message(); \
  } while (0)

}  // namespace agentrl::sandbox::testing
