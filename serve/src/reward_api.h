// POST /v1/reward (and its batch form, and OpenRLHF's /get_reward): a submission to one task of
// the server's corpus, graded in the sandbox and checked by the two anti-hack stages through the
// harness's RewardService, which owns the verdict gate (reward_service.h): the server asks it
// whether a reward may be used before its verdict and adds no rule of its own.
//
// Item: task_id (required: a task's id or its directory name under the corpus root), and either
// files ({path: text}, laid over the task's starter) or response (model output: the last fenced
// code block in it, or all of it when it has none, becomes the task's solution file, the one
// file of its reference/), optionally actions (the trajectory, as trajectory.jsonl's objects).
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "agentrl/antihack/judge.h"
#include "agentrl/antihack/rules.h"
#include "agentrl/antihack/trajectory.h"
#include "agentrl/harness/experiment_config.h"
#include "agentrl/harness/review_cache.h"
#include "agentrl/harness/reward_service.h"
#include "agentrl/sandbox/pool.h"
#include "api_json.h"
#include "serve_store.h"

namespace agentrl::serve {

struct Corpus {
  std::map<std::string, sandbox::Task> tasks;  // by task id
  std::map<std::string, std::string> aliases;  // directory name -> task id
  std::map<std::string, antihack::JudgeContext> contexts;
  std::map<std::string, std::string> solution_path;  // task id -> its reference's one file
  std::string version;                                // "tasks-<hash of every task's files>"

  // Every task directory below `root` (sorted). Errors name the task file.
  static Result<Corpus> Load(const std::string& root);
  // The task id for an id or a directory name; nullopt when neither.
  std::optional<std::string> Resolve(const std::string& name) const;
};

struct RewardItem {
  std::string task_id;  // resolved
  std::vector<std::pair<std::string, std::string>> files;
  std::vector<antihack::Action> actions;
};

struct ItemLimits {
  int64_t max_files = 64, max_file_bytes = 8 << 20;
};

// Reads one item; `prefix` names it in errors ("items[3]."). Unknown task: 404.
std::optional<Reject> ParseRewardItem(const json& obj, const std::string& prefix,
                                      const Corpus& corpus, const ItemLimits& limits,
                                      RewardItem* out);
// An item from OpenRLHF's fields: the label names the task, the query holds the response.
std::optional<Reject> RewardItemFromText(const std::string& task, const std::string& text,
                                         const std::string& field, const Corpus& corpus,
                                         RewardItem* out);

// The code in a model's response: the last fenced block (``` with any info string), or the
// whole text when there is none.
std::string ExtractCode(const std::string& text);

struct RewardAnswer {
  json body;
  bool infra_failure = false;
  bool final = false;  // every enabled stage has spoken (or had nothing to say)
  std::string outcome;  // the verdict's outcome, or "infra_failure"
  std::vector<StoredVerdict> verdicts;
};

class Rewarder {
 public:
  // Loads the corpus, the rule library and (cfg.judge == "committed") the judge.
  // With antihack.reviewer.enabled, the LLM reviewer after the judge, its cache in the server's
  // store; antihack.closeness_alone reaches every task's judge context.
  static Result<std::unique_ptr<Rewarder>> Create(const harness::ServeSection& cfg,
                                                  const harness::AntihackSection& antihack = {});
  ~Rewarder();

  const Corpus& corpus() const { return corpus_; }
  const json& versions() const { return versions_; }
  const antihack::Reviewer* reviewer() const { return reviewer_.reviewer.get(); }

  // Grades one item under `id` (unique). `on_usable` is called once, as soon as the verdict gate
  // lets the reward be used (with an asynchronous judge that may be before the verdict: then
  // `final` is false); the final answer is returned. Errors are the host's (no scratch space).
  Result<RewardAnswer> Evaluate(const std::string& id, const RewardItem& item,
                                const std::function<void(const RewardAnswer&)>& on_usable);

 private:
  Rewarder() = default;
  RewardAnswer Answer(const harness::Booked& b, bool held) const;

  harness::ServeSection cfg_;
  Corpus corpus_;
  std::optional<antihack::RuleLibrary> rules_;
  std::optional<antihack::JudgeModel> judge_;
  harness::ReviewerStage reviewer_;
  json versions_;
  std::unique_ptr<sandbox::ExecutionPool> pool_;
  std::unique_ptr<harness::RewardService> service_;
};

}  // namespace agentrl::serve
