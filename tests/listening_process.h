// A server the tests start as a child process: its first line on stdout is
// "listening on 127.0.0.1:PORT" (`agentrl serve`, integrations/llama/server.mjs), its stderr goes
// to a log file, and it is stopped by pid (SIGKILL in the destructor if the test has not stopped
// it).
#pragma once

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <string>
#include <vector>

namespace agentrl::testing {

inline std::string SlurpFile(const std::string& path) {
  std::ifstream in(path);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

class ListeningProcess {
 public:
  // Runs argv[0] (a path) with argv in `cwd`, `env` ("NAME=value") added to the environment;
  // waits up to `start_timeout_s` for the listening line (port() stays 0 without one).
  ListeningProcess(std::vector<std::string> argv, std::string log_path, std::string cwd,
                   std::vector<std::string> env = {}, int start_timeout_s = 120)
      : log_(std::move(log_path)) {
    int out[2];
    if (pipe(out) != 0) return;
    pid_ = fork();
    if (pid_ == 0) {
      dup2(out[1], 1);
      const int fd = ::open(log_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      dup2(fd, 2);
      close(out[0]);
      if (chdir(cwd.c_str()) != 0) _exit(126);
      for (std::string& e : env) putenv(e.data());
      std::vector<char*> cargv;
      for (std::string& a : argv) cargv.push_back(a.data());
      cargv.push_back(nullptr);
      execv(cargv[0], cargv.data());
      _exit(127);
    }
    close(out[1]);
    out_ = out[0];
    // The first line says where it listens; a server that fails exits instead.
    std::string line;
    const auto deadline =
        std::chrono::steady_clock::now() + std::chrono::seconds(start_timeout_s);
    while (std::chrono::steady_clock::now() < deadline && line.find('\n') == std::string::npos) {
      pollfd p{out_, POLLIN, 0};
      if (poll(&p, 1, 200) <= 0) continue;
      char c;
      if (read(out_, &c, 1) != 1) break;
      line += c;
    }
    const std::string prefix = "listening on 127.0.0.1:";
    if (line.rfind(prefix, 0) == 0) port_ = std::stoi(line.substr(prefix.size()));
  }
  ~ListeningProcess() {
    if (pid_ > 0 && !stopped_) Stop(SIGKILL);
    if (out_ >= 0) close(out_);
  }
  ListeningProcess(const ListeningProcess&) = delete;
  ListeningProcess& operator=(const ListeningProcess&) = delete;

  int port() const { return port_; }
  pid_t pid() const { return pid_; }
  std::string log() const { return SlurpFile(log_); }

  // Sends `sig` and returns the exit code (128 + signal when killed by one).
  int Stop(int sig = SIGTERM) {
    kill(pid_, sig);
    int status = 0;
    waitpid(pid_, &status, 0);
    stopped_ = true;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  }

 private:
  std::string log_;
  pid_t pid_ = -1;
  int out_ = -1;
  int port_ = 0;
  bool stopped_ = false;
};

}  // namespace agentrl::testing
