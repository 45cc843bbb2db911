// The tests' LLM server: integrations/llama/server.mjs (node-llama-cpp, a real llama.cpp
// runtime) on the generated random-weight Qwen2 model that integrations/llama/install.sh makes.
// It judges nothing: the tests check the plumbing (request shape, constrained replies, retries,
// timeouts, a server that dies, the cache, the gate), never what the model says.
#pragma once

#include <unistd.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "../listening_process.h"
#include "../sandbox/sandbox_test_util.h"

namespace agentrl::testing {

inline std::string LlamaDir() { return sandbox::testing::SourceDir() + "/integrations/llama"; }
inline std::string LlamaModel() { return LlamaDir() + "/models/qwen2-tiny-random-f16.gguf"; }

// Why the server cannot run here ("" when it can).
inline std::string LlamaMissing() {
  for (const std::string& p : {std::string("/usr/bin/node"), LlamaDir() + "/server.mjs",
                               LlamaDir() + "/node_modules/node-llama-cpp/package.json",
                               LlamaModel()}) {
    if (access(p.c_str(), R_OK) != 0) {
      return "no " + p + ": run `bash integrations/llama/install.sh` (scripts/install-deps.sh "
                         "runs it)";
    }
  }
  return "";
}

#define REQUIRE_LLAMA()                                                         \
  do {                                                                          \
    const std::string missing_ = ::agentrl::testing::LlamaMissing();            \
    if (!missing_.empty()) GTEST_SKIP() << "the test LLM server: " << missing_; \
  } while (0)

class LlamaServer : public ListeningProcess {
 public:
  explicit LlamaServer(const std::string& log_dir, std::vector<std::string> extra = {})
      : ListeningProcess(Argv(std::move(extra)), log_dir + "/llama-" + std::to_string(++count_) +
                                                     ".log",
                         LlamaDir()) {}
  std::string base_url() const { return "http://127.0.0.1:" + std::to_string(port()) + "/v1"; }

  // Connections to the server's port in state ESTABLISHED (both ends count), from
  // /proc/net/tcp: a request is in flight once there is one.
  int Established() const {
    std::ifstream in("/proc/net/tcp");
    std::string line;
    std::getline(in, line);
    int n = 0;
    char want[8];
    std::snprintf(want, sizeof want, "%04X", port());
    while (std::getline(in, line)) {
      std::istringstream f(line);
      std::string sl, local, remote, state;
      f >> sl >> local >> remote >> state;
      if (state == "01" && (local.substr(local.size() - 4) == want ||
                            remote.substr(remote.size() - 4) == want)) {
        ++n;
      }
    }
    return n;
  }

 private:
  static std::vector<std::string> Argv(std::vector<std::string> extra) {
    std::vector<std::string> argv = {"/usr/bin/node", LlamaDir() + "/server.mjs", "--model",
                                     LlamaModel(),    "--port",                   "0"};
    argv.insert(argv.end(), extra.begin(), extra.end());
    return argv;
  }
  static inline int count_ = 0;
};

}  // namespace agentrl::testing
