// Test helper for the crash test: appends iterations to a trajectory store, resuming from the
// last complete one, until killed (or until ITERATIONS are stored). Each iteration first writes
// its checkpoint file, then commits N trajectories of M turns each with their audit events and
// verdicts in one transaction.
//   store_writer DB RUN CHECKPOINT_DIR N M [ITERATIONS]
#include <cstdio>
#include <cstdlib>
#include <string>

#include "agentrl/core/files.h"
#include "agentrl/core/hash.h"
#include "agentrl/harness/store.h"

using namespace agentrl;

int main(int argc, char** argv) {
  if (argc < 6) {
    std::fprintf(stderr, "usage: store_writer DB RUN CHECKPOINT_DIR N M [ITERATIONS]\n");
    return 2;
  }
  const std::string db = argv[1], run = argv[2], ckpt = argv[3];
  const int n = std::atoi(argv[4]), m = std::atoi(argv[5]);
  const int limit = argc > 6 ? std::atoi(argv[6]) : 1 << 30;
  auto store = harness::TrajectoryStore::Open(db);
  if (!store.ok()) {
    std::fprintf(stderr, "%s\n", store.status().message().c_str());
    return 1;
  }
  auto last = store->LastIteration(run);
  if (!last.ok()) {
    if (Status st = store->CreateRun(run, "[run]\nseed = 1\n", "{\"rules\":\"rules-test\"}");
        !st.ok()) {
      std::fprintf(stderr, "%s\n", st.message().c_str());
      return 1;
    }
    last = -1;
  }
  const std::string payload(256, 'x');
  for (int it = *last + 1; it < limit; ++it) {
    const std::string path = ckpt + "/ckpt-" + std::to_string(it) + ".bin";
    const std::string weights = "weights of iteration " + std::to_string(it) + payload;
    if (Status st = WriteFileAtomic(path, weights); !st.ok()) return 1;
    harness::IterationRecord rec;
    rec.iteration = it;
    rec.checkpoint = path;
    rec.checkpoint_hash = Fnv1a64().Add(weights).Hex();
    rec.metrics = {{"reward_mean", it * 0.01}, {"pass_rate", 0.5}};
    for (int t = 0; t < n; ++t) {
      harness::StoredTrajectory tr;
      tr.task_id = "task-" + std::to_string(t % 3);
      for (int k = 0; k < m; ++k) {
        antihack::Action a;
        a.type = k % 2 ? antihack::ActionType::kWrite : antihack::ActionType::kShell;
        a.cmd = "python3 -m pytest -q";
        a.output = payload;
        a.path = "/workspace/solution.py";
        a.content = payload;
        tr.actions.push_back(a);
        tr.token_spans.emplace_back(k * 10, k * 10 + 9);
        tr.audit.push_back({sandbox::AuditKind::kOpen, 0, "openat", "/workspace/solution.py",
                            "O_RDONLY", "allowed"});
      }
      tr.submission = {{"solution.py", "def f():\n    return " + std::to_string(it) + "\n"}};
      tr.result_json = "{\"status\":\"passed\"}";
      tr.verdicts.push_back({"", "clean", "", "{\"verdict\":\"clean\"}"});
      tr.test_reward = tr.reward = 1.0;
      rec.trajectories.push_back(std::move(tr));
    }
    if (Status st = store->AppendIteration(run, rec); !st.ok()) {
      std::fprintf(stderr, "%s\n", st.message().c_str());
      return 1;
    }
  }
  return 0;
}
