#include "verdicts.h"

#include <map>
#include <set>

namespace agentrl::harness::loop {

Status VerdictCollector::Collect(std::vector<Episode>& eps, bool after_update) const {
  std::vector<std::string> ids;
  for (const Episode& e : eps) {
    if (!e.final && !e.sample_id.empty()) ids.push_back(e.sample_id);
  }
  if (ids.empty()) return Status::Ok();
  std::map<std::string, Booked> got;
  for (Booked& b : service_->Await(ids)) got.emplace(b.id, std::move(b));
  for (Episode& e : eps) {
    if (e.final || e.sample_id.empty()) continue;
    auto it = got.find(e.sample_id);
    if (it == got.end()) {
      return Status::Runtime("loop " + run_id_ + ": sample " + e.sample_id +
                             " vanished from the reward service");
    }
    const double used = e.reward;
    TakeBooked(it->second, antihack_on_, all_audit_, &e);
    if (after_update && !e.infra && e.reward != used) {
      return Status::Runtime("loop " + run_id_ + ": sample " + e.sample_id +
                             " entered an update with reward " + std::to_string(used) +
                             " that its verdict changed to " + std::to_string(e.reward));
    }
    e.final = true;
  }
  return Status::Ok();
}

int64_t VerdictCollector::Split(std::vector<Episode>& batch, bool last, std::vector<Episode>* now,
                                std::vector<Episode>* later) {
  std::set<int> wait;
  for (const Episode& e : batch) {
    if (!last && e.held_for_verdict) wait.insert(e.group);
  }
  for (Episode& e : batch) (wait.count(e.group) ? later : now)->push_back(std::move(e));
  return static_cast<int64_t>(wait.size());
}

}  // namespace agentrl::harness::loop
