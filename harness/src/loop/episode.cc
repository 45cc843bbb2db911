#include "episode.h"

namespace agentrl::harness::loop {

double Seconds(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

void TakeBooked(const Booked& b, bool antihack_on, bool all_audit, Episode* e) {
  if (b.infra_failure) {
    e->infra = true;  // neither a task failure nor a sample
    return;
  }
  e->test_reward = b.test_reward;
  e->verdict = b.verdict;
  e->judged_cheat = b.verdict.outcome == "cheat";
  e->reward = antihack_on ? b.reward : b.test_reward;
  e->final = b.judged;
  if (e->record.result_json.empty()) e->record.SetResult(b.result, all_audit);
  e->record.verdicts.clear();
  e->record.AddVerdict(b.verdict);
  e->record.test_reward = e->test_reward;
  e->record.reward = e->reward;
  // The reviewer could not decide it: its verdict is incomplete, so it is no sample (stored
  // with the reviewer's status "unavailable").
  if (b.review_unavailable) e->infra = true;
}

antihack::Action ShellAction(const std::string& cmd, const std::string& output) {
  antihack::Action a;
  a.type = antihack::ActionType::kShell;
  a.cmd = cmd;
  a.output = output;
  return a;
}

antihack::Action WriteSolutionAction(const std::string& content) {
  antihack::Action a;
  a.type = antihack::ActionType::kWrite;
  a.path = "/workspace/solution.py";
  a.content = content;
  return a;
}

}  // namespace agentrl::harness::loop
