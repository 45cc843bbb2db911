// The loop's side of the verdict gate (RewardService::HeldForVerdict): a group with an episode
// the gate holds waits for the next update, which takes it with its final verdict; every other
// group goes into this update (a verdict still owed on it cannot change its reward). The last
// update waits for every verdict. Whether a group waits is fixed by the rewards, not by when
// verdicts arrive, so runs do not depend on timing.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "agentrl/harness/reward_service.h"
#include "episode.h"

namespace agentrl::harness::loop {

class VerdictCollector {
 public:
  VerdictCollector(RewardService* service, std::string run_id, bool antihack_on, bool all_audit)
      : service_(service),
        run_id_(std::move(run_id)),
        antihack_on_(antihack_on),
        all_audit_(all_audit) {}

  // Takes the final verdicts of `eps` from the service (blocking until they are in). With
  // `after_update`, none may change a reward the update used: that would break the order, and
  // is reported as an error.
  Status Collect(std::vector<Episode>& eps, bool after_update) const;

  // Moves `batch` into `now` (this update) and `later` (groups the gate holds; none when
  // `last`). Returns how many groups wait.
  static int64_t Split(std::vector<Episode>& batch, bool last, std::vector<Episode>* now,
                       std::vector<Episode>* later);

 private:
  RewardService* service_;
  std::string run_id_;
  bool antihack_on_, all_audit_;
};

}  // namespace agentrl::harness::loop
