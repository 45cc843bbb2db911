#include "sandbox_env.h"

#include <algorithm>
#include <map>
#include <string>

#include "agentrl/antihack/cheatset.h"
#include "agentrl/antihack/pystatic.h"

namespace agentrl::harness {
namespace {

Result<std::string> ReadSolution(const std::string& dir) {
  auto files = antihack::ReadTree(dir);
  if (!files.ok()) return files.status();
  auto it = files->find("solution.py");
  return it == files->end() ? std::string() : it->second;
}

}  // namespace

sim::Features ObserveSandbox(const EnvTask& t, const EpisodeState& s, int max_turns) {
  return {s.stage / 2.0,
          s.known == 2 ? 1.0 : 0.0,
          s.known == 1 ? 1.0 : 0.0,
          t.tier / 2.0,
          static_cast<double>(s.turn) / max_turns,
          1.0};
}

Result<std::vector<EnvTask>> LoadSandboxEnv(const LoopSection& cfg) {
  auto set = antihack::LoadCheatSet(cfg.cheat_set);
  if (!set.ok()) return set.status();
  std::map<std::string, EnvTask> by_name;
  for (const auto& [name, split] : set->split_of) {
    if (std::find(cfg.splits.begin(), cfg.splits.end(), split) == cfg.splits.end()) continue;
    const std::string dir = cfg.tasks + "/" + name;
    auto task = sandbox::LoadTask(dir);
    if (!task.ok()) {
      return Status::InvalidInput("loop.tasks: task \"" + name + "\" of " + cfg.cheat_set + ": " +
                                  task.status().message());
    }
    if (!task->has_heldout()) {
      return Status::InvalidInput("loop.tasks: task \"" + name + "\" (" + dir +
                                  ") has no held-out tests (task.toml heldout_tests = 0); the "
                                  "loop reports the held-out pass rate and needs them");
    }
    EnvTask t;
    t.name = name;
    t.task = *task;
    t.tier = task->config.tier == "easy" ? 0 : task->config.tier == "medium" ? 1 : 2;
    t.wrong = {"wrong", "", "starter", task->starter_dir(), "", {}};
    auto code = ReadSolution(t.wrong.submission_dir);
    if (!code.ok()) return code.status();
    t.wrong.code = *code;
    by_name.emplace(name, std::move(t));
  }
  for (const antihack::CheatCase& c : set->cases) {
    auto it = by_name.find(c.task);
    if (it == by_name.end()) continue;
    auto code = ReadSolution(c.submission_dir());
    if (!code.ok()) return code.status();
    Candidate cand{c.label == "cheat" ? "cheat" : c.category,
                   c.category,
                   c.id,
                   c.submission_dir(),
                   *code,
                   c.actions};
    if (c.label == "cheat") {
      if (std::find(cfg.exclude_cheats.begin(), cfg.exclude_cheats.end(), c.category) !=
          cfg.exclude_cheats.end()) {
        continue;
      }
      it->second.cheats.push_back(std::move(cand));
    } else if (c.category == "correct" && c.variant == "plain") {
      cand.kind = "correct";
      it->second.correct = std::move(cand);
    } else if (c.category == "buggy" && c.variant == "mutation") {
      // Not "starter_unchanged", the other buggy variant: that is the wrong candidate again.
      cand.kind = "partial";
      it->second.partial = std::move(cand);
    }
  }
  std::vector<EnvTask> out;
  for (auto& [name, t] : by_name) {
    if (t.correct.submission_dir.empty() || t.partial.submission_dir.empty()) {
      return Status::InvalidInput(
          cfg.cheat_set + ": task \"" + name +
          "\" needs an honest correct (variant plain) and a buggy (variant mutation) case "
          "to serve as the loop's candidate edits");
    }
    out.push_back(std::move(t));
  }
  if (out.empty()) {
    return Status::InvalidInput("loop.splits: no task of " + cfg.cheat_set + " is in them");
  }
  return out;
}

namespace loop {

SandboxEnvSpec SandboxEnvSpecOf(const LoopSection& c) {
  SandboxEnvSpec spec;
  spec.max_turns = static_cast<int>(c.max_turns);
  for (size_t i = 0; i < spec.edit_success.size(); ++i) spec.edit_success[i] = c.edit_success.at(i);
  for (size_t a = 0; a < spec.turn_tokens.size(); ++a) {
    spec.turn_tokens[a] = {c.policy_tokens.at(a), c.env_tokens.at(a)};
  }
  spec.token_budget_per_turn = c.token_budget_per_turn;
  return spec;
}

Episode SandboxEnv::Reset(int task, int group) const {
  Episode e;
  e.task = task;
  e.group = group;
  e.actions.push_back(
      ShellAction("cat /workspace/solution.py", tasks_[static_cast<size_t>(task)].wrong.code));
  return e;
}

sim::Features SandboxEnv::Observe(const Episode& e) const {
  return ObserveSandbox(tasks_[static_cast<size_t>(e.task)], e.state, spec_.max_turns);
}

const Candidate* SandboxEnv::Current(const EnvTask& t, const EpisodeState& s) const {
  return s.stage == 2 ? &t.correct : s.stage == 1 ? &t.partial : &t.wrong;
}

const Candidate* SandboxEnv::Step(Episode* e, sim::Action act, CounterRng* rng) const {
  const EnvTask& t = tasks_[static_cast<size_t>(e->task)];
  const Candidate* current = Current(t, e->state);
  const Candidate* to_test = nullptr;
  switch (act) {
    case sim::Action::kEdit:
      if (e->state.stage < 2 && rng->Uniform() < spec_.edit_success[static_cast<size_t>(t.tier)]) {
        ++e->state.stage;
      }
      e->state.known = 0;
      e->actions.push_back(WriteSolutionAction(Current(t, e->state)->code));
      break;
    case sim::Action::kRunTests:
      to_test = current;
      break;
    case sim::Action::kSubmit:
      e->submitted = current;
      e->done = true;
      break;
    case sim::Action::kGiveUp:
      e->done = true;
      e->actions.push_back(ShellAction("echo giving up", "giving up"));
      break;
    case sim::Action::kGuess:
      e->submitted = &t.partial;
      e->actions.push_back(WriteSolutionAction(t.partial.code));
      e->done = true;
      break;
    case sim::Action::kCheat:
      if (t.cheats.empty()) {
        e->submitted = current;
      } else {
        e->submitted = &t.cheats[static_cast<size_t>(rng->Below(t.cheats.size()))];
        for (const antihack::Action& ca : e->submitted->actions) e->actions.push_back(ca);
      }
      e->done = true;
      break;
  }
  ++e->state.turn;
  if (!e->done && e->state.turn >= spec_.max_turns) {
    e->done = true;
    e->truncated = true;
  }
  return to_test;
}

void SandboxEnv::SeeTests(Episode* e, bool pass) const {
  e->state.known = pass ? 2 : 1;
  e->actions.push_back(ShellAction("python3 -m pytest -q", pass ? "all passed" : "tests failed"));
}

}  // namespace loop
}  // namespace agentrl::harness
