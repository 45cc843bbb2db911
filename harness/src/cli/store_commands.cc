// `agentrl store runs | export`: what a trajectory store holds, and its trajectories in the
// anti-hack input format (to re-judge a stored run).
#include <iostream>

#include "agentrl/harness/store.h"
#include "commands.h"

namespace agentrl::cli {

void AddStoreCommands(CLI::App& app, CommandContext& ctx) {
  CLI::App* store = AddSubcommand(app, "store", "The SQLite trajectory store of training runs");
  store->require_subcommand(1);

  auto db = std::make_shared<std::string>();
  auto* runs = AddSubcommand(*store, "runs", "List the runs in a store");
  runs->add_option("--db", *db, "store file (a run directory's store.sqlite)")->required();
  runs->callback([&ctx, db] {
    ctx.action = [db]() -> Status {
      auto s = harness::TrajectoryStore::Open(*db);
      if (!s.ok()) return s.status();
      auto list = s->Runs();
      if (!list.ok()) return list.status();
      for (const harness::RunInfo& r : *list) {
        std::cout << r.run_id << "  created " << r.created << "  " << r.iterations
                  << " iterations, " << r.trajectories << " trajectories\n";
      }
      return Status::Ok();
    };
  });

  struct ExportFlags {
    std::string db, run, out;
    bool jsonl = true;
  };
  auto f = std::make_shared<ExportFlags>();
  auto* exp = AddSubcommand(*store, "export",
                            "Write a run's trajectories in the anti-hack input format "
                            "(OUT/<iteration>-<index>/trajectory.jsonl, submission/, record.json, "
                            "audit.jsonl)");
  exp->add_option("run", f->run, "run id (see `store runs`)")->required();
  exp->add_option("--db", f->db, "store file")->required();
  exp->add_option("--out", f->out, "output directory")->required();
  exp->add_flag("--jsonl", f->jsonl, "JSON Lines trajectories (the only format)");
  exp->callback([&ctx, f] {
    ctx.action = [f]() -> Status {
      auto s = harness::TrajectoryStore::Open(f->db);
      if (!s.ok()) return s.status();
      auto n = s->Export(f->run, f->out);
      if (!n.ok()) return n.status();
      std::cout << "exported " << *n << " trajectories of " << f->run << " to " << f->out
                << "/ (re-judge one with `agentrl antihack check --task TASK --trajectory "
                   "DIR/trajectory.jsonl --submission DIR/submission`)\n";
      return Status::Ok();
    };
  });
}

}  // namespace agentrl::cli
