// Loads the LibTorch learner (libagentrl_learner_torch.so) on first use.
#include <dlfcn.h>
#include <unistd.h>

#include <filesystem>
#include <mutex>

#include "agentrl/learner/agent.h"

namespace agentrl::learner {
namespace {

using CreateFn = Agent* (*)(const TrainConfig*, bool, uint64_t);

constexpr const char* kLibrary = "libagentrl_learner_torch.so";

// $AGENTRL_LEARNER_LIB, else next to the running binary (or its parent directory), else the
// build tree it was compiled in.
std::vector<std::string> Candidates() {
  std::vector<std::string> c;
  if (const char* env = std::getenv("AGENTRL_LEARNER_LIB"); env && *env) c.push_back(env);
  std::error_code ec;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    c.push_back((self.parent_path() / kLibrary).string());
    c.push_back((self.parent_path().parent_path() / kLibrary).string());
  }
  c.push_back(AGENTRL_LEARNER_LIB_BUILD_PATH);
  return c;
}

}  // namespace

Result<std::unique_ptr<Agent>> Agent::Create(const TrainConfig& cfg, bool with_critic,
                                             uint64_t seed) {
  static std::once_flag once;
  static CreateFn create = nullptr;
  static std::string error;
  std::call_once(once, [] {
    std::string tried;
    for (const std::string& path : Candidates()) {
      if (access(path.c_str(), R_OK) != 0) {
        tried += " " + path;
        continue;
      }
      void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
      if (!handle) {
        error = "cannot load the learner " + path + ": " + dlerror();
        return;
      }
      create = reinterpret_cast<CreateFn>(dlsym(handle, "agentrl_learner_create"));
      if (!create) error = path + " has no agentrl_learner_create";
      return;
    }
    error = "the LibTorch learner library was not found (looked for" + tried +
            "); build the target agentrl_learner_torch or set AGENTRL_LEARNER_LIB";
  });
  if (!create) return Status::Runtime(error);
  return std::unique_ptr<Agent>(create(&cfg, with_critic, seed));
}

}  // namespace agentrl::learner
