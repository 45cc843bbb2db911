#include "reward_api.h"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "agentrl/antihack/pystatic.h"
#include "agentrl/antihack/verdict.h"
#include "agentrl/core/files.h"
#include "agentrl/sandbox/run_code.h"
#include "agentrl/sandbox/run_dir.h"
#include "agentrl/sandbox/task.h"

namespace agentrl::serve {
namespace {

namespace fs = std::filesystem;

// Where submission directories go: $TMPDIR when set, else /dev/shm when writable, else /tmp.
// Every request pays for one: made, written and removed, it costs ~0.03 ms in memory against
// ~0.12 ms on this machine's /tmp (2000 in a row).
const std::string& SubmissionRoot() {
  static const std::string root = [] {
    const char* t = std::getenv("TMPDIR");
    if (t && *t) return std::string(t);
    if (access("/dev/shm", W_OK | X_OK) == 0) return std::string("/dev/shm");
    return sandbox::DefaultScratchRoot();
  }();
  return root;
}

// A submission directory for the pool to lay over the starter; removed with the object.
class SubmissionDir {
 public:
  static Result<SubmissionDir> Make(const RewardItem& item) {
    std::string tmpl = SubmissionRoot() + "/agentrl-serve-sub-XXXXXX";
    if (!mkdtemp(tmpl.data())) {
      return Status::IoError("cannot make a submission directory under " + SubmissionRoot() +
                             ": " + std::strerror(errno));
    }
    SubmissionDir d;
    d.path_ = tmpl;
    for (const auto& [rel, text] : item.files) {
      const fs::path target = fs::path(d.path_) / rel;
      if (Status st = MakeDirectories(target.parent_path().string()); !st.ok()) return st;
      // Scratch, read once by the pool and removed with this object: no fsync, no rename (the
      // request itself is what the store keeps durable).
      std::ofstream out(target, std::ios::binary | std::ios::trunc);
      out.write(text.data(), static_cast<std::streamsize>(text.size()));
      out.close();
      if (!out) return Status::IoError(target.string() + ": cannot write the submission file");
    }
    return d;
  }
  SubmissionDir() = default;
  SubmissionDir(SubmissionDir&& o) noexcept : path_(std::move(o.path_)) { o.path_.clear(); }
  ~SubmissionDir() {
    std::error_code ec;
    if (!path_.empty()) fs::remove_all(path_, ec);
  }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// The trajectory, as the objects of trajectory.jsonl: parsed by the anti-hack stage's own
// reader, one line per object, so that errors say which object ("actions:3: ...").
std::optional<Reject> ParseActions(const json& actions, const std::string& field,
                                   std::vector<antihack::Action>* out) {
  if (!actions.is_array()) return Reject{400, field, "is " + TypeName(actions) + "; an array of action objects is expected"};
  std::string jsonl;
  for (const json& a : actions) jsonl += a.dump() + "\n";
  auto parsed = antihack::ParseTrajectory(jsonl, field);
  if (!parsed.ok()) return Reject{400, field, parsed.status().message()};
  *out = std::move(*parsed);
  return std::nullopt;
}

}  // namespace

Result<Corpus> Corpus::Load(const std::string& root) {
  std::error_code ec;
  if (!fs::is_directory(root, ec)) return Status::NotFound(root + ": no such task directory");
  std::vector<std::string> dirs;
  for (auto it = fs::recursive_directory_iterator(root, ec); it != fs::recursive_directory_iterator();
       it.increment(ec)) {
    if (ec) break;
    if (it->is_directory(ec) && fs::exists(it->path() / "task.toml", ec)) {
      dirs.push_back(it->path().string());
      it.disable_recursion_pending();
    }
  }
  std::sort(dirs.begin(), dirs.end());
  if (dirs.empty()) return Status::NotFound(root + ": no task directory (with a task.toml) below it");
  Corpus c;
  std::vector<std::pair<std::string, const sandbox::Task*>> named;
  for (const std::string& d : dirs) {
    auto task = sandbox::LoadTask(d);
    if (!task.ok()) return task.status();
    const std::string id = task->config.id;
    if (c.tasks.count(id)) return Status::InvalidInput(d + "/task.toml: id \"" + id + "\" is used by another task");
    auto ctx = antihack::LoadJudgeContext(d, static_cast<int>(task->config.expected_tests));
    if (!ctx.ok()) return ctx.status();
    c.contexts.emplace(id, std::move(*ctx));
    auto reference = antihack::ReadTree(task->reference_dir());
    if (reference.ok() && reference->size() == 1) c.solution_path[id] = reference->begin()->first;
    c.aliases[fs::path(d).filename().string()] = id;
    c.tasks.emplace(id, std::move(*task));
  }
  for (const auto& [id, task] : c.tasks) named.emplace_back(id, &task);
  c.version = harness::TaskCorpusVersion(named);
  return c;
}

std::optional<std::string> Corpus::Resolve(const std::string& name) const {
  if (tasks.count(name)) return name;
  if (auto it = aliases.find(name); it != aliases.end()) return it->second;
  return std::nullopt;
}

std::string ExtractCode(const std::string& text) {
  // The last complete ``` ... ``` block: its opening line's info string (```python) is skipped.
  size_t close = text.rfind("```");
  while (close != std::string::npos && close > 0) {
    const size_t open = text.rfind("```", close - 1);
    if (open == std::string::npos) break;
    const size_t body = text.find('\n', open);
    if (body != std::string::npos && body < close) return text.substr(body + 1, close - body - 1);
    if (open == 0) break;
    close = open;
  }
  return text;
}

std::optional<Reject> RewardItemFromText(const std::string& task, const std::string& text,
                                         const std::string& field, const Corpus& corpus,
                                         RewardItem* out) {
  std::optional<std::string> id = corpus.Resolve(task);
  if (!id) return Reject{404, field, "no task \"" + task + "\" in the server's corpus"};
  out->task_id = *id;
  auto path = corpus.solution_path.find(*id);
  if (path == corpus.solution_path.end()) {
    return Reject{400, field, "task \"" + *id + "\" has no single solution file; send files instead"};
  }
  out->files = {{path->second, ExtractCode(text)}};
  return std::nullopt;
}

std::optional<Reject> ParseRewardItem(const json& obj, const std::string& prefix,
                                      const Corpus& corpus, const ItemLimits& limits,
                                      RewardItem* out) {
  if (!obj.is_object()) return Reject{400, prefix.empty() ? "" : prefix.substr(0, prefix.size() - 1), "is " + TypeName(obj) + "; an object is expected"};
  std::string task, response;
  if (auto r = GetString(obj, "task_id", true, &task, prefix)) return r;
  if (auto r = GetString(obj, "response", false, &response, prefix)) return r;
  const bool has_files = obj.contains("files") && !obj["files"].is_null();
  if (has_files == obj.contains("response")) {
    return Reject{400, prefix + "files", "exactly one of files and response is required"};
  }
  if (has_files) {
    std::optional<std::string> id = corpus.Resolve(task);
    if (!id) return Reject{404, prefix + "task_id", "no task \"" + task + "\" in the server's corpus"};
    out->task_id = *id;
    const json& files = obj["files"];
    if (!files.is_object()) return Reject{400, prefix + "files", "is " + TypeName(files) + "; an object {path: text} is expected"};
    if (static_cast<int64_t>(files.size()) > limits.max_files) {
      return Reject{413, prefix + "files", std::to_string(files.size()) + " files; at most " +
                                               std::to_string(limits.max_files) + " are accepted"};
    }
    for (const auto& [path, content] : files.items()) {
      const std::string field = prefix + "files[\"" + path + "\"]";
      if (Status st = sandbox::CheckRequestPath(path); !st.ok()) return Reject{400, field, st.message()};
      if (!content.is_string()) return Reject{400, field, "is " + TypeName(content) + "; text is expected"};
      if (static_cast<int64_t>(content.get_ref<const std::string&>().size()) > limits.max_file_bytes) {
        return Reject{413, field, "larger than " + std::to_string(limits.max_file_bytes) + " bytes"};
      }
      out->files.emplace_back(path, content.get<std::string>());
    }
  } else if (auto r = RewardItemFromText(task, response, prefix + "task_id", corpus, out)) {
    return r;
  }
  if (auto it = obj.find("actions"); it != obj.end() && !it->is_null()) {
    if (auto r = ParseActions(*it, prefix + "actions", &out->actions)) return r;
  }
  return std::nullopt;
}

Result<std::unique_ptr<Rewarder>> Rewarder::Create(const harness::ServeSection& cfg,
                                                   const harness::AntihackSection& antihack) {
  const antihack::ReviewerConfig& reviewer = antihack.reviewer;
  std::unique_ptr<Rewarder> r(new Rewarder());
  r->cfg_ = cfg;
  auto corpus = Corpus::Load(cfg.tasks);
  if (!corpus.ok()) return corpus.status();
  r->corpus_ = std::move(*corpus);
  for (auto& [id, ctx] : r->corpus_.contexts) ctx.closeness_alone = antihack.closeness_alone;
  auto rules = antihack::RuleLibrary::Load(antihack::RuleLibrary::DefaultDir());
  if (!rules.ok()) return rules.status();
  r->rules_ = std::move(*rules);
  if (cfg.judge == "committed") {
    auto m = antihack::JudgeModel::Load(antihack::JudgeModel::DefaultPath());
    if (!m.ok()) return m.status();
    r->judge_ = std::move(*m);
  }
  sandbox::PoolOptions po;
  po.workers = static_cast<int>(cfg.workers);
  po.cache = true;
  po.run.audit = cfg.audit;
  po.run.nice = static_cast<int>(cfg.sandbox_nice);
  po.run.reward.partial_credit = cfg.partial_credit;
  r->pool_ = std::make_unique<sandbox::ExecutionPool>(po);
  if (reviewer.enabled && !r->judge_) {
    return Status::InvalidInput("antihack.reviewer.enabled: the reviewer sees the cases the judge "
                                "is unsure of, and serve.judge is \"none\"; accepted: "
                                "serve.judge = \"committed\" with the reviewer");
  }
  auto stage = harness::OpenReviewer(reviewer, cfg.store);
  if (!stage.ok()) return stage.status();
  r->reviewer_ = std::move(*stage);
  harness::RewardServiceOptions so;
  so.async_judge = cfg.async_judge;
  so.cheat_reward = cfg.cheat_reward;
  so.reviewer = r->reviewer_.reviewer.get();
  r->service_ = std::make_unique<harness::RewardService>(
      so, r->pool_.get(), &*r->rules_, r->judge_ ? &*r->judge_ : nullptr, &r->corpus_.tasks,
      &r->corpus_.contexts);
  r->versions_ = {{"rules", r->rules_->version()},
                  {"judge", r->judge_ ? r->judge_->version() : "none"},
                  {"task_corpus", r->corpus_.version},
                  {"reviewer", so.reviewer ? so.reviewer->version() : "none"},
                  {"sandbox", std::string("bubblewrap+seccomp, audit ") + (cfg.audit ? "on" : "off")}};
  return r;
}

Rewarder::~Rewarder() = default;

RewardAnswer Rewarder::Answer(const harness::Booked& b, bool held) const {
  RewardAnswer a;
  a.infra_failure = b.infra_failure;
  a.final = b.judged;
  a.outcome = b.infra_failure ? "infra_failure" : b.verdict.outcome;
  json sandbox_result = sandbox::ResultJson(b.result, false);
  sandbox_result["from_cache"] = b.from_cache;
  a.body = {{"id", b.id},
            {"state", "done"},
            {"task_id", b.task_name},
            {"status", b.infra_failure ? "SandboxError" : "Success"},
            {"infra_failure", b.infra_failure},
            {"reward", b.reward},
            {"test_reward", b.test_reward},
            {"provisional_reward", b.provisional_reward},
            {"final", b.judged},
            {"review_unavailable", b.review_unavailable},
            {"held_for_verdict", held},
            {"corrected", b.corrected},
            {"sandbox", std::move(sandbox_result)},
            {"versions", versions_}};
  json verdict = antihack::VerdictJson(b.verdict);
  a.verdicts.push_back({b.verdict.stage, b.verdict.outcome, b.verdict.category, verdict.dump()});
  a.body["verdict"] = std::move(verdict);
  if (b.infra_failure) a.body["sandbox_error"] = b.result.reason;
  return a;
}

Result<RewardAnswer> Rewarder::Evaluate(const std::string& id, const RewardItem& item,
                                        const std::function<void(const RewardAnswer&)>& on_usable) {
  // The directory outlives the grading: it is removed after the answer has been handed over.
  auto dir = SubmissionDir::Make(item);
  if (!dir.ok()) return dir.status();
  const harness::RewardSample sample{id, item.task_id, item.actions, dir->path()};
  if (Status st = service_->Process({sample}); !st.ok()) return st;
  const std::optional<bool> settled = service_->IsSettled(id);
  if (!settled) return Status::Runtime("reward " + id + ": not booked by the reward service");
  const auto lost = [&] { return Status::Runtime("reward " + id + ": lost by the reward service"); };
  if (*settled) {
    // Every stage has spoken (or the reviewer could not): the booking no longer changes. Await
    // returns at once and hands it over without a copy; the usable answer is the final one.
    std::vector<harness::Booked> done = service_->Await({id});
    if (done.empty()) return lost();
    RewardAnswer a = Answer(done[0], service_->HeldForVerdict(done[0]));
    on_usable(a);
    return a;
  }
  std::vector<harness::Booked> now = service_->Peek({id});
  if (now.empty()) return lost();
  const bool held = service_->HeldForVerdict(now[0]);
  if (!held) on_usable(Answer(now[0], false));
  std::vector<harness::Booked> done = service_->Await({id});
  if (done.empty()) return lost();
  RewardAnswer final_answer = Answer(done[0], held);
  if (held) on_usable(final_answer);
  return final_answer;
}

}  // namespace agentrl::serve
