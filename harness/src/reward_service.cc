#include "agentrl/harness/reward_service.h"

#include <future>
#include <set>

#include "agentrl/antihack/pystatic.h"
#include "agentrl/core/config.h"
#include "agentrl/core/hash.h"
#include "agentrl/core/seed.h"

namespace agentrl::harness {
namespace {

std::string Fingerprint(const sandbox::SandboxResult& r) {
  return std::string(sandbox::RunStatusName(r.status)) + "/" + std::to_string(r.tests.passed) +
         "/" + std::to_string(r.tests.total);
}

}  // namespace

std::string TaskCorpusVersion(
    const std::vector<std::pair<std::string, const sandbox::Task*>>& tasks) {
  Fnv1a64 corpus;
  for (const auto& [name, task] : tasks) {
    for (const std::string& sub :
         {task->dir + "/task.toml", task->dir + "/tests", task->dir + "/heldout"}) {
      auto files = antihack::ReadTree(sub);
      if (files.ok()) {
        for (const auto& [rel, text] : *files) corpus.Add(name + "/" + rel + "\n").Add(text);
      } else if (auto text = config::ReadTextFile(sub); text.ok()) {
        corpus.Add(name + "\n").Add(*text);
      }
    }
  }
  return "tasks-" + corpus.Hex();
}

RewardService::RewardService(RewardServiceOptions opts, sandbox::ExecutionPool* pool,
                             const antihack::RuleLibrary* rules, const antihack::JudgeModel* judge,
                             const std::map<std::string, sandbox::Task>* tasks,
                             const std::map<std::string, antihack::JudgeContext>* contexts)
    : opts_(std::move(opts)),
      pool_(pool),
      rules_(rules),
      judge_(judge),
      tasks_(tasks),
      contexts_(contexts) {
  if (opts_.async_judge && judge_) {
    judge_thread_ = std::thread([this] { JudgeLoop(); });
    if (opts_.reviewer) {
      for (int64_t i = 0; i < opts_.reviewer->config().max_concurrent; ++i) {
        review_threads_.emplace_back([this] { ReviewLoop(); });
      }
    }
  }
}

RewardService::~RewardService() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    closing_ = true;
  }
  work_cv_.notify_all();
  if (judge_thread_.joinable()) judge_thread_.join();
  // The judge has queued its last review: the reviewers finish the queue, then stop.
  {
    std::lock_guard<std::mutex> lock(mu_);
    reviews_closing_ = true;
  }
  work_cv_.notify_all();
  for (std::thread& t : review_threads_) t.join();
}

void RewardService::Finalize(Booked* b, const antihack::ReviewCase* c) {
  // Called with mu_ held: every enabled stage has spoken.
  b->reward = antihack::ComposeReward(b->verdict, b->test_reward, opts_.cheat_reward);
  b->judged = true;
  if (b->verdict.stage == "judge") ++stats_.judge_cheats;
  if (b->verdict.stage == "reviewer") ++stats_.reviewer_cheats;
  if (b->verdict.stage != "rule" && b->reward < b->provisional_reward) {
    b->corrected = true;
    ++stats_.corrected;
  }
  if (c && b->verdict.outcome != "cheat" && b->result.status == sandbox::RunStatus::kPassed) {
    last_clean_[b->task_name] = *c;
  }
}

bool RewardService::WantsReview(const Booked& b, bool* deciding) const {
  const antihack::Reviewer* r = opts_.reviewer;
  if (!r || b.infra_failure || b.verdict.stage == "rule" || b.verdict.judge_probability < 0) {
    return false;
  }
  *deciding = r->InBand(b.verdict.judge_probability);
  return *deciding || r->DrawnForAudit(b.id);
}

void RewardService::ApplyJudge(Booked* b, const std::vector<double>& features,
                               PendingReview* review) {
  // Called with mu_ held.
  antihack::AddJudge(&b->verdict, judge_->Judge(features), *judge_);
  if (review && WantsReview(*b, &review->deciding)) {
    review->b = b;
    auto honest = last_clean_.find(b->task_name);
    if (opts_.reviewer->config().contrastive && honest != last_clean_.end()) {
      review->honest = honest->second;
    }
    return;  // complete once the reviewer has spoken
  }
  if (review) review->b = nullptr;
  Finalize(b, review ? &review->c : nullptr);
}

void RewardService::ApplyReview(PendingReview* p, const antihack::Review& r) {
  // Called with mu_ held.
  Booked* b = p->b;
  const bool judge_said_cheat = b->verdict.stage == "judge";
  opts_.reviewer->Apply(r, p->deciding, &b->verdict);
  if (!r.available && p->deciding) {
    // No verdict invented: the reward stays provisional, as the stages before the reviewer
    // compose it (so never positive beside a judge's cheat).
    b->review_unavailable = true;
    b->reward = antihack::ComposeReward(b->verdict, b->test_reward, opts_.cheat_reward);
    ++stats_.review_unavailable;
    return;
  }
  if (r.available && p->deciding) {
    ++stats_.reviewed;
    if (judge_said_cheat && b->verdict.outcome != "cheat") ++stats_.reviewer_overturned;
  }
  Finalize(b, &p->c);
}

RewardService::PendingReview RewardService::MakeReview(const RewardSample& s, const Booked& b) {
  PendingReview p;
  p.c.id = s.id;
  p.c.actions = s.actions;
  const antihack::JudgeContext& ctx = contexts_->at(s.task_name);
  p.c.description = ctx.description;
  p.c.starter = ctx.starter_files;
  if (auto files = antihack::ReadTree(s.submission_dir); files.ok()) p.c.submission = *files;
  p.c.execution_log = antihack::ExecutionLog(b.result);
  return p;
}

Status RewardService::Process(const std::vector<RewardSample>& samples) {
  // 1. Execution: everything goes to the pool first (it runs them in parallel).
  struct InFlight {
    const RewardSample* s;
    std::future<sandbox::PoolResult> first, again;
    bool recheck = false;
  };
  std::vector<InFlight> flights;
  std::vector<PendingReview> reviews;  // synchronous judge: asked after the loop
  for (const RewardSample& s : samples) {
    auto task = tasks_->find(s.task_name);
    if (task == tasks_->end() || !contexts_->count(s.task_name)) {
      return Status::InvalidInput("sample " + s.id + ": unknown task \"" + s.task_name + "\"");
    }
    InFlight f{&s, pool_->Submit(task->second, s.submission_dir), {}, false};
    CounterRng rng(SeedTree(opts_.seed).Derive("recheck").Derive(s.id).key());
    if (opts_.recheck_fraction > 0 && rng.Uniform() < opts_.recheck_fraction) {
      f.recheck = true;
      f.again = (recheck_pool_ ? recheck_pool_ : pool_)->Submit(task->second, s.submission_dir);
    }
    flights.push_back(std::move(f));
  }
  for (InFlight& f : flights) {
    sandbox::PoolResult r = f.first.get();
    if (!r.error.ok()) return r.error;
    auto entry = std::make_unique<Entry>();
    Booked* b = &entry->b;
    b->id = f.s->id;
    b->task_name = f.s->task_name;
    b->result = std::move(r.result);
    b->from_cache = r.from_cache;
    if (f.recheck) {
      sandbox::PoolResult again = f.again.get();
      // A cached answer is no re-execution: rechecks need a pool without the cache.
      b->rechecked = again.error.ok() && !again.from_cache;
      b->recheck_disagreed = b->rechecked && Fingerprint(again.result) != Fingerprint(b->result);
    }
    // 2. The rule stage, before any reward exists.
    b->infra_failure = b->result.status == sandbox::RunStatus::kSandboxError;
    auto checked = antihack::CheckSubmission(*rules_, nullptr, f.s->actions, f.s->submission_dir,
                                             b->infra_failure ? nullptr : &b->result,
                                             contexts_->at(f.s->task_name), opts_.paths);
    if (!checked.ok()) return checked.status();
    b->verdict = std::move(checked->verdict);
    // 3. Composition; the reward stays provisional until the judge has spoken.
    b->test_reward = b->infra_failure ? 0.0 : b->result.reward;
    b->reward = antihack::ComposeReward(b->verdict, b->test_reward, opts_.cheat_reward);
    b->provisional_reward = b->reward;
    b->judged = judge_ == nullptr || b->verdict.stage == "rule";
    b->awaits_judge = !b->judged && !b->infra_failure;
    PendingReview review;
    const bool may_review = opts_.reviewer && b->awaits_judge;
    if (may_review) review = MakeReview(*f.s, *b);
    std::lock_guard<std::mutex> lock(mu_);
    ++stats_.samples;
    stats_.infra_failures += b->infra_failure ? 1 : 0;
    stats_.rule_cheats += b->verdict.stage == "rule" ? 1 : 0;
    stats_.rechecked += b->rechecked ? 1 : 0;
    stats_.recheck_disagreements += b->recheck_disagreed ? 1 : 0;
    if (!b->judged && !b->infra_failure) {
      if (opts_.async_judge) {
        judge_queue_.push_back({b, std::move(checked->features), std::move(review)});
      } else {
        ApplyJudge(b, checked->features, may_review ? &review : nullptr);
        if (may_review && review.b) reviews.push_back(std::move(review));
      }
    }
    b->judged = b->judged || b->infra_failure;
    booked_.push_back(std::move(entry));
  }
  work_cv_.notify_all();
  // 4. With a synchronous judge, the reviews of this batch, in parallel (the reviewer bounds
  // how many requests are in flight).
  std::vector<std::future<antihack::Review>> answers;
  for (const PendingReview& p : reviews) {
    answers.push_back(std::async(std::launch::async, [this, &p] { return Ask(p); }));
  }
  for (size_t i = 0; i < reviews.size(); ++i) {
    const antihack::Review r = answers[i].get();
    std::lock_guard<std::mutex> lock(mu_);
    ApplyReview(&reviews[i], r);
  }
  if (!reviews.empty()) judged_cv_.notify_all();
  return Status::Ok();
}

antihack::Review RewardService::Ask(const PendingReview& p) {
  return opts_.reviewer->Ask(p.c, p.honest ? &*p.honest : nullptr);
}

void RewardService::JudgeLoop() {
  std::unique_lock<std::mutex> lock(mu_);
  for (;;) {
    work_cv_.wait(lock, [this] { return closing_ || !judge_queue_.empty(); });
    if (judge_queue_.empty()) return;  // closing and nothing left
    Queued q = std::move(judge_queue_.front());
    judge_queue_.pop_front();
    lock.unlock();
    if (judge_hook_) judge_hook_(q.b->id);
    lock.lock();
    const bool may_review = opts_.reviewer != nullptr;
    ApplyJudge(q.b, q.features, may_review ? &q.review : nullptr);
    if (may_review && q.review.b) {
      review_queue_.push_back(std::move(q.review));
      work_cv_.notify_all();
    }
    judged_cv_.notify_all();
  }
}

void RewardService::ReviewLoop() {
  std::unique_lock<std::mutex> lock(mu_);
  for (;;) {
    work_cv_.wait(lock, [this] { return reviews_closing_ || !review_queue_.empty(); });
    if (review_queue_.empty()) return;  // closing and nothing left
    PendingReview p = std::move(review_queue_.front());
    review_queue_.pop_front();
    lock.unlock();
    const antihack::Review r = Ask(p);
    lock.lock();
    ApplyReview(&p, r);
    judged_cv_.notify_all();
  }
}

std::vector<Booked> RewardService::TakeReady() {
  std::lock_guard<std::mutex> lock(mu_);
  std::vector<Booked> out;
  for (auto it = booked_.begin(); it != booked_.end();) {
    Entry& e = **it;
    if (e.b.infra_failure) {
      it = booked_.erase(it);  // never booked: neither a task failure nor a sample
    } else if (e.b.review_unavailable) {
      // Never final: usable only when not positive (whether or not the judge is asynchronous),
      // and only once.
      if (!e.handed_out && e.b.reward <= opts_.cheat_reward) out.push_back(std::move(e.b));
      it = booked_.erase(it);
    } else if (e.handed_out) {
      it = e.b.judged ? booked_.erase(it) : std::next(it);  // kept only until its verdict
    } else if (e.b.judged) {
      out.push_back(std::move(e.b));
      it = booked_.erase(it);
    } else if (!HeldForVerdict(e.b)) {
      // Not positive: no late verdict can make it wrong. Handed out now; its verdict still
      // counts in the stats.
      out.push_back(e.b);
      e.handed_out = true;
      ++it;
    } else {
      if (!e.held) ++stats_.held_for_judge;
      e.held = true;
      ++it;
    }
  }
  return out;
}

std::vector<Booked> RewardService::Drain() {
  std::unique_lock<std::mutex> lock(mu_);
  judged_cv_.wait(lock, [this] {
    for (const auto& e : booked_) {
      if (!Settled(e->b)) return false;
    }
    return true;
  });
  std::vector<Booked> out;
  for (auto& e : booked_) {
    if (!e->b.infra_failure && !e->handed_out) out.push_back(std::move(e->b));
  }
  booked_.clear();
  return out;
}

std::vector<Booked> RewardService::Peek(const std::vector<std::string>& ids) const {
  std::lock_guard<std::mutex> lock(mu_);
  std::map<std::string, const Booked*> by_id;
  for (const auto& e : booked_) by_id.emplace(e->b.id, &e->b);
  std::vector<Booked> out;
  for (const std::string& id : ids) {
    if (auto it = by_id.find(id); it != by_id.end()) out.push_back(*it->second);
  }
  return out;
}

std::optional<bool> RewardService::IsSettled(const std::string& id) const {
  std::lock_guard<std::mutex> lock(mu_);
  for (const auto& e : booked_) {
    if (e->b.id == id) return Settled(e->b);
  }
  return std::nullopt;
}

std::vector<Booked> RewardService::Await(const std::vector<std::string>& ids) {
  std::unique_lock<std::mutex> lock(mu_);
  const std::set<std::string> wanted(ids.begin(), ids.end());
  judged_cv_.wait(lock, [&] {
    for (const auto& e : booked_) {
      if (wanted.count(e->b.id) && !Settled(e->b)) return false;
    }
    return true;
  });
  std::map<std::string, Booked> by_id;
  for (auto it = booked_.begin(); it != booked_.end();) {
    if (wanted.count((*it)->b.id)) {
      by_id.emplace((*it)->b.id, std::move((*it)->b));
      it = booked_.erase(it);
    } else {
      ++it;
    }
  }
  std::vector<Booked> out;
  for (const std::string& id : ids) {
    if (auto it = by_id.find(id); it != by_id.end()) out.push_back(std::move(it->second));
  }
  return out;
}

size_t RewardService::pending() const {
  std::lock_guard<std::mutex> lock(mu_);
  return booked_.size();
}

RewardServiceStats RewardService::stats() const {
  std::lock_guard<std::mutex> lock(mu_);
  return stats_;
}

}  // namespace agentrl::harness
