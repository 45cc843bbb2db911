// The reward service: the part of the closed loop between a sampled trajectory and the reward an
// update may use, in the order the design fixes:
//
//   sandbox execution (execution pool: infrastructure failures retried, never booked as task
//   failures) -> rule stage (always before any reward exists) -> judge (synchronous, or on its
//   own thread) -> the LLM reviewer when one is set, for the cases the judge is unsure of (and
//   an audit share) -> reward composition (a cheat verdict overrides the test result)
//
// A sample's verdict is complete when every enabled stage has spoken. A reviewer that cannot
// answer a case it was to decide leaves it `review_unavailable`: never final, its provisional
// reward never used when positive (the loop leaves such a sample out of its update; the server
// answers it as not final).
//
// With an asynchronous judge a sample's reward is provisional until its verdict arrives. The
// verdict gate (HeldForVerdict) is what keeps the order honest, and every caller uses it: a
// reward may reach an update only when it is final, or provisional and not positive (a late
// cheat verdict can only lower a reward to the cheat reward, so such a sample cannot be made
// wrong by it). A sample with a positive provisional reward waits for its verdict; a late cheat
// verdict corrects it before any update sees it. No sample judged cheating ever reaches an
// update with a positive reward.
//
// Sampled re-execution: a seeded fraction of samples runs twice; disagreements (status or test
// counts) are counted and reported.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "agentrl/antihack/judge.h"
#include "agentrl/antihack/reviewer.h"
#include "agentrl/antihack/verdict.h"
#include "agentrl/sandbox/pool.h"

namespace agentrl::harness {

struct RewardServiceOptions {
  bool async_judge = false;
  double cheat_reward = 0.0;
  double recheck_fraction = 0.0;  // share of samples executed twice
  uint64_t seed = 0;              // which samples are rechecked
  antihack::ProtectedPaths paths;
  // The LLM reviewer (null: none). Must outlive the service; reviews run on its own
  // max_concurrent threads with an asynchronous judge, in parallel within Process otherwise.
  antihack::Reviewer* reviewer = nullptr;
};

struct RewardSample {
  std::string id;
  std::string task_name;  // key into the tasks given to the service
  std::vector<antihack::Action> actions;
  std::string submission_dir;
};

struct Booked {
  std::string id, task_name;
  sandbox::SandboxResult result;
  antihack::Verdict verdict;  // the rule stage's, then the judge's added
  double test_reward = 0;
  double reward = 0;              // composed; provisional until `judged`
  double provisional_reward = 0;  // composed from the rule stage alone (fixed at Process)
  bool judged = false;            // every enabled stage has spoken (or there is no judge)
  bool awaits_judge = false;      // fixed at Process: the rule stage did not decide it and a
                                  // judge will, so `reward` is provisional until `judged`
  bool infra_failure = false;     // the sandbox could not run it: excluded from updates
  bool from_cache = false;        // the pool answered from its cache (no new execution)
  bool corrected = false;         // a late cheat verdict lowered its provisional reward
  bool rechecked = false, recheck_disagreed = false;
  // The reviewer was to decide it and could not answer: the verdict is not complete and never
  // will be in this service; the reward stays provisional (`judged` false).
  bool review_unavailable = false;
};

struct RewardServiceStats {
  int64_t samples = 0, infra_failures = 0, rule_cheats = 0, judge_cheats = 0, corrected = 0;
  int64_t rechecked = 0, recheck_disagreements = 0, held_for_judge = 0;
  int64_t reviewed = 0, reviewer_cheats = 0, reviewer_overturned = 0, review_unavailable = 0;
};

// The version of a task corpus a reward was computed against: "tasks-" and a hash of every
// task's task.toml, tests/ and heldout/ (named as given), in the order given.
std::string TaskCorpusVersion(const std::vector<std::pair<std::string, const sandbox::Task*>>& tasks);

class RewardService {
 public:
  // `tasks` maps task names to loaded tasks and their judge contexts; `judge` may be null
  // (rule stage only). The pool, library, model and maps must outlive the service.
  RewardService(RewardServiceOptions opts, sandbox::ExecutionPool* pool,
                const antihack::RuleLibrary* rules, const antihack::JudgeModel* judge,
                const std::map<std::string, sandbox::Task>* tasks,
                const std::map<std::string, antihack::JudgeContext>* contexts);
  ~RewardService();  // waits for the judge thread to finish its queue

  // Executes and rule-checks the samples (in parallel on the pool); with a synchronous judge,
  // judges them too. Returns when every sample has a (possibly provisional) reward.
  Status Process(const std::vector<RewardSample>& samples);

  // The verdict gate: whether `b`'s reward must wait for its verdict before an update may use
  // it. Decided by what Process fixed (the judge is asynchronous, the rule stage left the sample
  // to it, and its provisional reward is above the cheat reward), never by whether the verdict
  // has arrived yet, so a caller that follows it gets the same run whatever the timing.
  bool HeldForVerdict(const Booked& b) const {
    return opts_.async_judge && b.awaits_judge && b.provisional_reward > opts_.cheat_reward;
  }
  // Samples an update may use now (final, or not held by the gate), in submission order;
  // removes them.
  std::vector<Booked> TakeReady();
  // Blocks until every pending sample is judged, then returns the rest (end of a run).
  std::vector<Booked> Drain();
  // By id, for callers that schedule samples themselves (the closed loop's pipeline), in the
  // order of `ids`; unknown ids are skipped. Peek copies the current state (a reward may still
  // be provisional); Await blocks until each has its verdict, returns them and forgets them.
  std::vector<Booked> Peek(const std::vector<std::string>& ids) const;
  // Whether `id` has its verdict, so that Await returns at once; nullopt for an unknown id.
  std::optional<bool> IsSettled(const std::string& id) const;
  std::vector<Booked> Await(const std::vector<std::string>& ids);
  size_t pending() const;
  RewardServiceStats stats() const;

  // Re-executions go to this pool (one without a cache) instead of the main one.
  void SetRecheckPool(sandbox::ExecutionPool* pool) { recheck_pool_ = pool; }
  // For tests: runs before each asynchronous judgement (e.g. a delay).
  void SetJudgeHookForTesting(std::function<void(const std::string& id)> hook) {
    judge_hook_ = std::move(hook);
  }

 private:
  void JudgeLoop();
  void ReviewLoop();
  struct PendingReview {
    Booked* b = nullptr;  // set when the reviewer is to see it
    antihack::ReviewCase c;
    std::optional<antihack::ReviewCase> honest;  // contrastive mode
    bool deciding = false;
  };
  // The judge's verdict added (mu_ held). With `review` (a reviewer is set): when the reviewer
  // is to see the sample, review->b is set and the verdict waits for it; else it is complete.
  void ApplyJudge(Booked* b, const std::vector<double>& features, PendingReview* review);
  // After the judge (mu_ held): whether the reviewer is to see `b`, and whether it decides.
  bool WantsReview(const Booked& b, bool* deciding) const;
  // Adds a review's answer (mu_ held); the verdict is then complete, or review_unavailable.
  void ApplyReview(PendingReview* p, const antihack::Review& r);
  // Every enabled stage has spoken (mu_ held): the reward composed, the stats counted.
  void Finalize(Booked* b, const antihack::ReviewCase* c);
  PendingReview MakeReview(const RewardSample& s, const Booked& b);
  antihack::Review Ask(const PendingReview& p);
  static bool Settled(const Booked& b) { return b.judged || b.review_unavailable; }

  RewardServiceOptions opts_;
  sandbox::ExecutionPool* pool_;
  sandbox::ExecutionPool* recheck_pool_ = nullptr;
  const antihack::RuleLibrary* rules_;
  const antihack::JudgeModel* judge_;
  const std::map<std::string, sandbox::Task>* tasks_;
  const std::map<std::string, antihack::JudgeContext>* contexts_;
  std::function<void(const std::string&)> judge_hook_;

  mutable std::mutex mu_;
  std::condition_variable judged_cv_, work_cv_;
  struct Entry {
    Booked b;
    bool handed_out = false;  // given to an update before its verdict (reward not positive)
    bool held = false;        // counted in held_for_judge
  };
  std::deque<std::unique_ptr<Entry>> booked_;  // submission order; stable addresses
  struct Queued {
    Booked* b;
    std::vector<double> features;
    PendingReview review;  // built at Process (the submission may be gone by the judgement)
  };
  std::deque<Queued> judge_queue_;
  std::deque<PendingReview> review_queue_;
  // The latest complete, clean and passing sample of each task: contrastive mode's honest side.
  std::map<std::string, antihack::ReviewCase> last_clean_;
  std::vector<std::thread> review_threads_;
  bool closing_ = false, reviews_closing_ = false;
  RewardServiceStats stats_;
  uint64_t counter_ = 0;
  std::thread judge_thread_;
};

}  // namespace agentrl::harness
