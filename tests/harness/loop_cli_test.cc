// The closed loop through the real `agentrl run`, by stage: rewards booked after the verdict
// gate, the pipeline independent of worker count and depth, the generalisation-gap alarm, a
// late judge, resume after SIGKILL, and the drift attribution script over its metrics.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>
#include <thread>

#include "agentrl/harness/store.h"
#include "../antihack/llama_server.h"
#include "cli_test_util.h"

namespace {

namespace fs = std::filesystem;
using agentrl::testing::CliTest;
using agentrl::testing::Outcome;
using agentrl::testing::Slurp;
using agentrl::testing::SourceDir;
using json = nlohmann::json;

// The closed loop, tiny: both arms run over real sandbox executions, everything lands in the
// store with its versions, and in the anti-hack arm no trajectory judged cheating carries a
// positive reward, while the other arm books the tests' reward unchanged.
TEST_F(CliTest, ClosedLoopBooksRewardsAfterTheVerdict) {
  SKIP_WITHOUT_ISOLATION();
  const std::string src = fs::absolute(SourceDir()).string();
  const std::string cfg =
      Write("loop.toml", "[run]\nname = \"loop\"\nout_dir = \"" + dir_.string() +
                             "\"\n[train]\nestimators = [\"grpo\"]\n[loop]\nenabled = true\n"
                             "tasks = \"" +
                             src + "/tasks/python\"\ncheat_set = \"" + src +
                             "/cheatsets/corpus\"\nseeds = [4]\niterations = 2\n"
                             "tasks_per_iteration = 3\ngroup_size = 4\nworkers = 2\n");
  const Outcome o = Run("run " + cfg);
  ASSERT_EQ(o.rc, 0) << o.err << o.out;
  EXPECT_NE(o.out.find("[antihack_on-seed4] iteration 2/2"), std::string::npos) << o.out;
  for (const char* f : {"report.md", "summary.json", "reward_mean.svg", "hits_by_stage.svg",
                        "heldout_pass_rate.svg", "config.toml", "antihack_off-seed4/metrics.jsonl",
                        "antihack_on-seed4/checkpoint-1.pt"}) {
    EXPECT_TRUE(fs::exists(dir_ / "loop" / f)) << f;
  }
  auto store = agentrl::harness::TrajectoryStore::Open((dir_ / "loop" / "store.sqlite").string());
  ASSERT_TRUE(store.ok()) << store.status().message();
  auto runs = store->Runs();
  ASSERT_TRUE(runs.ok());
  ASSERT_EQ(runs->size(), 2u);
  for (const agentrl::harness::RunInfo& r : *runs) {
    EXPECT_EQ(r.iterations, 2) << r.run_id;
    EXPECT_EQ(r.trajectories, 2 * 3 * 4) << r.run_id;
    for (const char* v : {"\"rules-", "\"judge-", "\"tasks-", "\"cheats-"}) {
      EXPECT_NE(r.versions.find(v), std::string::npos) << r.versions;
    }
  }
  int64_t cheats_seen = 0;
  const nlohmann::json summary = nlohmann::json::parse(Slurp(dir_ / "loop" / "summary.json"));
  const std::string report = Slurp(dir_ / "loop" / "report.md");
  EXPECT_NE(report.find("Submissions that earned a reward, by what was submitted"),
            std::string::npos)
      << report;
  for (const std::string arm : {"antihack_on", "antihack_off"}) {
    auto trajs = store->Trajectories(arm + "-seed4");
    ASSERT_TRUE(trajs.ok());
    // What earned a reward, by what was submitted: every rewarded trajectory counted once, in
    // the iterations' metrics and in the summary.
    int64_t rewarded_stored = 0, rewarded_metrics = 0, rewarded_summary = 0;
    std::map<std::string, int64_t> rewarded_by_kind_metrics, rewarded_by_kind_stored;
    std::map<std::string, int64_t> heldout_by_kind_metrics, heldout_by_kind_stored;
    std::ifstream f(dir_ / "loop" / (arm + "-seed4") / "metrics.jsonl");
    for (std::string line; std::getline(f, line);) {
      const nlohmann::json m = nlohmann::json::parse(line);  // named: items() does not keep it
      for (const auto& [what, n] : m["rewarded_by_kind"].items()) {
        rewarded_metrics += n.get<int64_t>();
        rewarded_by_kind_metrics[what] += n.get<int64_t>();
      }
      for (const auto& [what, n] : m["heldout_passes_by_kind"].items()) {
        heldout_by_kind_metrics[what] += n.get<int64_t>();
      }
      // No group with a learning signal: no update, so no entropy of an updated policy and no
      // learning rate (without a warm-up, every update runs at the full rate).
      const bool updated = m["groups_without_signal"].get<int64_t>() < 3;
      EXPECT_EQ(m["policy_entropy"].is_null(), !updated) << line;
      EXPECT_EQ(m["lr_scale"].is_null(), !updated) << line;
      // Sandbox time is counted for executions only: an iteration answered wholly from the
      // pool's cache has none, one that executed something has some.
      ASSERT_TRUE(m["sandbox_cpu_wait_s"].is_number()) << line;
      const bool executed = m["sandbox_runs"].get<int64_t>() > m["cache_hits"].get<int64_t>();
      EXPECT_EQ(m["sandbox_busy_s"].get<double>() > 0, executed) << line;
      if (!executed) {
        EXPECT_EQ(m["sandbox_cpu_wait_s"].get<double>(), 0.0) << line;
      }
      if (updated) {
        EXPECT_GT(m["policy_entropy"].get<double>(), 0.0) << line;
        EXPECT_EQ(m["lr_scale"].get<double>(), 1.0) << line;
      }
    }
    for (const auto& [what, n] : summary["rewarded"][arm].items()) {
      rewarded_summary += n.get<int64_t>();
    }
    // Each stored trajectory says what was submitted ("cheat/<category>" in the store, the
    // category alone in the metrics) and from which cheat-set case.
    for (const agentrl::harness::StoredTrajectory& t : *trajs) {
      rewarded_stored += t.reward > 0;
      if (t.submission.empty()) {
        EXPECT_EQ(t.submitted_kind, "") << t.task_id;
        continue;
      }
      EXPECT_FALSE(t.submitted_case.empty()) << t.task_id;
      const bool cheat = t.submitted_kind.rfind("cheat/", 0) == 0;
      EXPECT_TRUE(cheat || t.submitted_kind == "correct" || t.submitted_kind == "partial" ||
                  t.submitted_kind == "wrong")
          << t.submitted_kind;
      EXPECT_EQ(t.submitted_case == "starter", t.submitted_kind == "wrong") << t.submitted_case;
      const std::string what = cheat ? t.submitted_kind.substr(6) : t.submitted_kind;
      if (t.reward > 0) ++rewarded_by_kind_stored[what];
      // Every submission's held-out run is stored with it.
      ASSERT_FALSE(t.heldout_result_json.empty()) << t.task_id;
      const nlohmann::json heldout = nlohmann::json::parse(t.heldout_result_json);
      if (heldout["status"] == "passed") ++heldout_by_kind_stored[what];
    }
    EXPECT_EQ(rewarded_by_kind_stored, rewarded_by_kind_metrics) << arm;
    EXPECT_EQ(heldout_by_kind_stored, heldout_by_kind_metrics) << arm;
    EXPECT_EQ(rewarded_metrics, rewarded_stored) << arm;
    EXPECT_EQ(rewarded_summary, rewarded_stored) << arm;
    if (arm == "antihack_off") {
      EXPECT_GT(rewarded_stored, 0) << "some submissions pass the tests";
    }
    for (const agentrl::harness::StoredTrajectory& t : *trajs) {
      const bool cheat = !t.verdicts.empty() && t.verdicts[0].outcome == "cheat";
      cheats_seen += cheat;
      if (arm == "antihack_on" && cheat) {
        EXPECT_LE(t.reward, 0.0) << t.task_id;
      }
      if (arm == "antihack_off") {
        EXPECT_EQ(t.reward, t.test_reward);
      }
    }
  }
  EXPECT_GT(cheats_seen, 0) << "the untrained policy cheats now and then";

  // The same command again finds the runs complete and only rewrites the report; a changed
  // experiment is refused rather than mixed into the stored runs.
  const Outcome again = Run("run " + cfg);
  EXPECT_EQ(again.rc, 0) << again.err;
  EXPECT_EQ(again.out.find("iteration 1/2"), std::string::npos) << again.out;
  std::string changed = Slurp(cfg);
  changed.replace(changed.find("iterations = 2"), 14, "iterations = 3");
  const Outcome other = Run("run " + Write("loop2.toml", changed));
  EXPECT_EQ(other.rc, 2);
  EXPECT_NE(other.err.find("was started with a different configuration"), std::string::npos)
      << other.err;
  EXPECT_NE(Slurp(dir_ / "loop" / "config.toml").find("iterations = 2"), std::string::npos)
      << "the refused experiment must not replace the run's config.toml";
}

// The pipeline: the sampler runs a batch ahead of the learner (policy lag 1 after the first
// batch), and which policy samples which batch is fixed, so one sandbox worker or three give
// the same run; with depth 0 sampler and learner alternate (lag 0) and the run differs.
TEST_F(CliTest, ClosedLoopPipelineGivesTheSameRunForAnyWorkerCount) {
  SKIP_WITHOUT_ISOLATION();
  const std::string src = fs::absolute(SourceDir()).string();
  auto config = [&](int workers, int depth) {
    return Write("p" + std::to_string(workers) + std::to_string(depth) + ".toml",
                 "[run]\nname = \"p\"\nout_dir = \"" + (dir_ / std::to_string(workers)).string() +
                     std::to_string(depth) +
                     "\"\n[train]\nestimators = [\"grpo\"]\nlr_policy = 0.05\n[loop]\n"
                     "enabled = true\ntasks = \"" +
                     src + "/tasks/python\"\ncheat_set = \"" + src +
                     "/cheatsets/corpus\"\narms = [\"antihack_off\"]\nseeds = [4]\n"
                     "iterations = 3\ntasks_per_iteration = 3\ngroup_size = 4\nworkers = " +
                     std::to_string(workers) + "\npipeline_depth = " + std::to_string(depth) +
                     "\n");
  };
  auto metrics = [&](int workers, int depth) {
    const Outcome o = Run("run " + config(workers, depth));
    EXPECT_EQ(o.rc, 0) << o.err << o.out;
    EXPECT_NE(o.out.find("| antihack_off |"), std::string::npos) << o.out;
    EXPECT_NE(o.out.find("learner idle"), std::string::npos) << o.out;
    std::ifstream f(dir_ / (std::to_string(workers) + std::to_string(depth)) / "p" /
                    "antihack_off-seed4" / "metrics.jsonl");
    std::vector<nlohmann::json> rows;
    for (std::string line; std::getline(f, line);) rows.push_back(nlohmann::json::parse(line));
    return rows;
  };
  const auto one = metrics(1, 1), three = metrics(3, 1), alternate = metrics(2, 0);
  ASSERT_EQ(one.size(), 3u);
  ASSERT_EQ(three.size(), 3u);
  ASSERT_EQ(alternate.size(), 3u);
  bool differs = false;
  for (size_t i = 0; i < 3; ++i) {
    for (const char* k : {"reward_mean", "heldout_pass_rate", "cheat_action_rate",
                          "hits_by_category", "tier_pass", "policy_entropy", "policy_lag"}) {
      EXPECT_EQ(one[i][k], three[i][k]) << "iteration " << i << " " << k;
    }
    EXPECT_EQ(one[i]["policy_lag"].get<int>(), i == 0 ? 0 : 1);
    EXPECT_EQ(alternate[i]["policy_lag"].get<int>(), 0);
    for (const char* k : {"policy_entropy", "reward_mean", "tier_pass", "hits_by_category"}) {
      differs = differs || one[i][k] != alternate[i][k];
    }
    // The learner's idle time is part of the iteration's; the pool's utilisation is its busy
    // seconds over the workers' seconds while the batch was sampled.
    const std::pair<const nlohmann::json*, int> runs[] = {{&one[i], 1}, {&three[i], 3}, {&alternate[i], 2}};
    for (const auto& [r, workers] : runs) {
      EXPECT_LE((*r)["learner_idle_s"].get<double>(), (*r)["iteration_s"].get<double>());
      EXPECT_NEAR((*r)["pool_utilization"].get<double>(),
                  (*r)["sandbox_busy_s"].get<double>() /
                      (workers * std::max(1e-9, (*r)["sample_s"].get<double>())),
                  1e-9);
    }
  }
  EXPECT_TRUE(differs) << "a lagged policy must change the updates after the first";
}

// The generalisation-gap alarm: each iteration records tests pass minus held-out pass, the alarm
// fires exactly when the mean of the last 4 gaps exceeds loop.gap_alarm, and the report's alarm
// table names the first firing. At threshold 0 the untrained policy's cheats (which pass the
// rewarded tests more often than the held-out ones) set it off in this seeded run; at 1 it
// never fires.
TEST_F(CliTest, ClosedLoopGapAlarmFiresOnTheMeanGap) {
  SKIP_WITHOUT_ISOLATION();
  const std::string src = fs::absolute(SourceDir()).string();
  auto run = [&](const std::string& threshold) {
    const fs::path out = dir_ / ("gap" + threshold);
    const Outcome o = Run(
        "run " + Write("gap" + threshold + ".toml",
                       "[run]\nname = \"g\"\nout_dir = \"" + out.string() +
                           "\"\n[train]\nestimators = [\"grpo\"]\n[loop]\nenabled = true\n"
                           "tasks = \"" +
                           src + "/tasks/python\"\ncheat_set = \"" + src +
                           "/cheatsets/corpus\"\narms = [\"antihack_off\"]\nseeds = [4]\n"
                           "iterations = 6\ntasks_per_iteration = 3\ngroup_size = 4\n"
                           "gap_alarm = " +
                           threshold + "\n"));
    EXPECT_EQ(o.rc, 0) << o.err << o.out;
    std::ifstream f(out / "g" / "antihack_off-seed4" / "metrics.jsonl");
    std::vector<nlohmann::json> rows;
    for (std::string line; std::getline(f, line);) rows.push_back(nlohmann::json::parse(line));
    return std::tuple{rows, Slurp(out / "g" / "report.md"), o.out};
  };
  for (const std::string threshold : {"0", "1"}) {
    SCOPED_TRACE("gap_alarm = " + threshold);
    const auto [rows, report, out] = run(threshold);
    ASSERT_EQ(rows.size(), 6u);
    std::vector<double> gaps;
    int first = 0;
    for (size_t i = 0; i < rows.size(); ++i) {
      const nlohmann::json& m = rows[i];
      gaps.push_back(m["train_pass_rate"].get<double>() - m["heldout_pass_rate"].get<double>());
      EXPECT_DOUBLE_EQ(m["generalisation_gap"].get<double>(), gaps.back()) << i;
      bool want = false;
      if (gaps.size() >= 4) {
        const double mean = (gaps[i - 3] + gaps[i - 2] + gaps[i - 1] + gaps[i]) / 4;
        want = mean > std::stod(threshold);
      }
      EXPECT_EQ(m["gap_alarm"].get<bool>(), want) << "iteration " << i;
      if (want && first == 0) first = static_cast<int>(i) + 1;
    }
    if (threshold == "0") {
      ASSERT_GT(first, 0) << "the untrained policy's cheats open a gap in this seeded run";
      EXPECT_NE(report.find(" | " + std::to_string(first) + " |\n"), std::string::npos) << report;
      EXPECT_NE(out.find("gap alarm: tests pass minus held-out pass above 0 over 4 iterations "
                         "(first at iteration " +
                         std::to_string(first) + ")"),
                std::string::npos)
          << out;
    } else {
      EXPECT_EQ(first, 0);
      EXPECT_NE(report.find("| antihack_off-seed4 | "), std::string::npos) << report;
      EXPECT_EQ(out.find("gap alarm:"), std::string::npos) << out;
    }
  }
}

// An asynchronous judge: groups holding a positive reward the judge has yet to confirm wait
// for the next update, which takes them with their final verdict; nothing judged cheating
// reaches an update with a positive reward, every sample is stored exactly once, and the run
// is the same for one sandbox worker or three (the schedule does not depend on timing).
TEST_F(CliTest, ClosedLoopWithALateJudgeNeverBooksAPositiveCheat) {
  SKIP_WITHOUT_ISOLATION();
  const std::string src = fs::absolute(SourceDir()).string();
  auto run = [&](int workers) {
    const std::string out = (dir_ / ("a" + std::to_string(workers))).string();
    const Outcome o =
        Run("run " + Write("a" + std::to_string(workers) + ".toml",
                           "[run]\nname = \"a\"\nout_dir = \"" + out +
                               "\"\n[train]\nestimators = [\"grpo\"]\nlr_policy = 0.05\n[loop]\n"
                               "enabled = true\ntasks = \"" +
                               src + "/tasks/python\"\ncheat_set = \"" + src +
                               "/cheatsets/corpus\"\narms = [\"antihack_on\"]\n"
                               "seeds = [4]\niterations = 3\ntasks_per_iteration = 3\n"
                               "group_size = 4\nasync_judge = true\nworkers = " +
                               std::to_string(workers) + "\n"));
    EXPECT_EQ(o.rc, 0) << o.err << o.out;
    std::ifstream f(out + "/a/antihack_on-seed4/metrics.jsonl");
    std::vector<nlohmann::json> rows;
    for (std::string line; std::getline(f, line);) rows.push_back(nlohmann::json::parse(line));
    return std::make_pair(out, rows);
  };
  const auto [out, one] = run(1);
  const auto three = run(3).second;
  ASSERT_EQ(one.size(), 3u);
  ASSERT_EQ(three.size(), 3u);
  int64_t waited = 0, carried = 0, in_updates = 0;
  for (size_t i = 0; i < 3; ++i) {
    for (const char* k : {"reward_mean", "hits_by_category", "policy_entropy",
                          "groups_waiting_for_judge", "episodes_in_update"}) {
      EXPECT_EQ(one[i][k], three[i][k]) << "iteration " << i << " " << k;
    }
    waited += one[i]["groups_waiting_for_judge"].get<int64_t>();
    carried += one[i]["groups_from_previous_batch"].get<int64_t>();
    in_updates += one[i]["episodes_in_update"].get<int64_t>();
  }
  EXPECT_GT(waited, 0) << "this seed draws a passing sample the judge must confirm";
  EXPECT_EQ(carried, waited);
  EXPECT_EQ(one[2]["groups_waiting_for_judge"].get<int64_t>(), 0) << "the last update waits";
  EXPECT_EQ(in_updates, 3 * 3 * 4);
  auto store = agentrl::harness::TrajectoryStore::Open(out + "/a/store.sqlite");
  ASSERT_TRUE(store.ok()) << store.status().message();
  auto trajs = store->Trajectories("antihack_on-seed4");
  ASSERT_TRUE(trajs.ok());
  EXPECT_EQ(trajs->size(), 3u * 3 * 4);
  int judged_late = 0;
  for (const agentrl::harness::StoredTrajectory& t : *trajs) {
    if (!t.verdicts.empty() && t.verdicts[0].outcome == "cheat") {
      EXPECT_LE(t.reward, 0.0) << t.task_id;
      judged_late += t.verdicts[0].stage == "judge" && t.test_reward > 0;
    }
  }
  EXPECT_GT(judged_late, 0) << "a cheat that passed its tests was caught by the judge alone";
}

// A loop run killed with SIGKILL at random moments and started again with the same command
// resumes after its last complete iteration and ends exactly where an uninterrupted run does
// (with the asynchronous judge: groups that were waiting for a verdict when it stopped are
// sampled again and go into the next update as they would have).
TEST_F(CliTest, ClosedLoopResumesExactlyAfterSigkill) {
  SKIP_WITHOUT_ISOLATION();
  const std::string src = fs::absolute(SourceDir()).string();
  const std::string cfg = Write("resume.toml",
                                "[run]\nname = \"r\"\n[train]\nestimators = [\"grpo\"]\n"
                                "lr_policy = 0.01\n[loop]\nenabled = true\ntasks = \"" +
                                    src + "/tasks/python\"\ncheat_set = \"" + src +
                                    "/cheatsets/corpus\"\nseeds = [2]\niterations = 4\n"
                                    "tasks_per_iteration = 3\ngroup_size = 3\nworkers = 2\n"
                                    "async_judge = true\n");
  auto launch = [&](const std::string& out_dir, const std::string& log) {
    const pid_t pid = fork();
    if (pid == 0) {
      const int fd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      dup2(fd, 1);
      dup2(fd, 2);
      execl(AGENTRL_BIN, AGENTRL_BIN, "run", cfg.c_str(), "--out-dir", out_dir.c_str(),
            static_cast<char*>(nullptr));
      _exit(127);
    }
    return pid;
  };
  auto wait_rc = [](pid_t pid) {
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  };
  const std::string clean = (dir_ / "clean").string(), killed = (dir_ / "killed").string();
  const auto t0 = std::chrono::steady_clock::now();
  ASSERT_EQ(wait_rc(launch(clean, (dir_ / "clean.log").string())), 0) << Slurp(dir_ / "clean.log");
  const int clean_ms = static_cast<int>(
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0)
          .count());
  // Kills at random moments within the uninterrupted run's duration (however loaded the machine
  // is), then one last start that is left to finish.
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> delay_ms(clean_ms * 3 / 10, clean_ms * 8 / 10);
  int kills = 0, resumes = 0, rc = -1;
  for (int round = 0; round < 7 && rc != 0; ++round) {
    const std::string log = (dir_ / ("round" + std::to_string(round) + ".log")).string();
    const pid_t pid = launch(killed, log);
    if (round < 6) {
      std::this_thread::sleep_for(std::chrono::milliseconds(delay_ms(rng)));
      kill(pid, SIGKILL);
    }
    rc = wait_rc(pid);
    kills += rc == 128 + SIGKILL;
    resumes += Slurp(log).find("resuming after iteration") != std::string::npos;
    ASSERT_TRUE(rc == 0 || rc == 128 + SIGKILL) << "exit " << rc << ": " << Slurp(log);
  }
  ASSERT_EQ(rc, 0) << "never finished";
  EXPECT_GE(kills, 1);
  EXPECT_GE(resumes, 1);
  for (const std::string arm : {"antihack_off-seed2", "antihack_on-seed2"}) {
    std::ifstream a(clean + "/r/" + arm + "/metrics.jsonl"),
        b(killed + "/r/" + arm + "/metrics.jsonl");
    std::string la, lb;
    int lines = 0;
    while (std::getline(a, la)) {
      ASSERT_TRUE(static_cast<bool>(std::getline(b, lb))) << arm << " line " << lines;
      const nlohmann::json ja = nlohmann::json::parse(la), jb = nlohmann::json::parse(lb);
      for (const char* k :
           {"reward_mean", "genuine_solve_rate", "heldout_pass_rate", "cheat_action_rate",
            "hits_by_category", "tier_pass", "policy_entropy", "policy_lag", "rechecks"}) {
        EXPECT_EQ(ja[k], jb[k]) << arm << " iteration " << lines << " " << k;
      }
      ++lines;
    }
    EXPECT_EQ(lines, 4) << arm;
  }
}

// experiments/drift_attribution.py: the first iteration in which a group had a learning
// signal, what it paid for, and the collapse count by that; bad input is exit code 2 with the
// file and line.
TEST_F(CliTest, DriftAttributionFindsTheFirstLearningSignal) {
  const fs::path d = dir_ / "loop";
  fs::create_directories(d / "antihack_on-seed1");
  fs::create_directories(d / "antihack_on-seed2");
  Write("loop/config.toml", "[loop]\ntasks_per_iteration = 2\n");
  auto row = [](int it, int without_signal, double reward, double cheat,
                const std::string& rewarded) {
    return "{\"iteration\":" + std::to_string(it) +
           ",\"groups_without_signal\":" + std::to_string(without_signal) +
           ",\"reward_mean\":" + std::to_string(reward) +
           ",\"cheat_action_rate\":" + std::to_string(cheat) +
           ",\"genuine_solve_rate\":" + std::to_string(cheat > 0.5 ? 0.0 : reward) +
           ",\"rewarded_by_kind\":{" + rewarded + "}}\n";
  };
  std::string s1, s2;  // seed 1: a paid copy first, then cheating; seed 2: a correct solution
  for (int it = 0; it < 12; ++it) {
    s1 += row(it, it == 2 ? 1 : 2, it == 2 ? 0.25 : 0.0, it < 2 ? 0.2 : 0.9,
              it == 2 ? "\"copy_upstream_renamed\":1" : "");
    s2 += row(it, it == 0 ? 1 : 0, 0.5, 0.0, "\"correct\":2");
  }
  Write("loop/antihack_on-seed1/metrics.jsonl", s1);
  Write("loop/antihack_on-seed2/metrics.jsonl", s2);
  const std::string script = SourceDir() + "/experiments/drift_attribution.py";
  auto run = [&](const std::string& dirs) {
    const std::string cmd = "python3 " + script + " " + dirs + " >" + (dir_ / "out").string() +
                            " 2>" + (dir_ / "err").string();
    const int status = std::system(cmd.c_str());
    return Outcome{WIFEXITED(status) ? WEXITSTATUS(status) : -1, Slurp(dir_ / "out"),
                   Slurp(dir_ / "err")};
  };
  const Outcome o = run(d.string());
  ASSERT_EQ(o.rc, 0) << o.err;
  EXPECT_NE(o.out.find("| antihack_on-seed1 | 0.025 | 0.900 | 0.000 | yes | 2 | "
                       "copy_upstream_renamed 1 | copy_upstream_renamed 1 |"),
            std::string::npos)
      << o.out;
  EXPECT_NE(o.out.find("| antihack_on-seed2 | 0.500 | 0.000 | 0.500 | no | 0 | correct 2 | "
                       "correct 24 |"),
            std::string::npos)
      << o.out;
  EXPECT_NE(o.out.find("collapsed (last-10 reward < 0.05): 1/2; cheating (last-10 cheat action "
                       "rate > 0.5): 1/2"),
            std::string::npos)
      << o.out;
  EXPECT_NE(o.out.find("- antihack_on, a cheat among them: 1/1 collapsed"), std::string::npos);
  EXPECT_NE(o.out.find("- antihack_on, correct only: 0/1 collapsed"), std::string::npos);

  Write("loop/antihack_on-seed2/metrics.jsonl", s2 + "{not json\n");
  const Outcome bad = run(d.string());
  EXPECT_EQ(bad.rc, 2);
  EXPECT_NE(bad.err.find("antihack_on-seed2/metrics.jsonl:13: not a JSON object"),
            std::string::npos)
      << bad.err;
  fs::create_directories(dir_ / "empty");
  const Outcome empty = run((dir_ / "empty").string());
  EXPECT_EQ(empty.rc, 2);
  EXPECT_NE(empty.err.find("holds no <arm>-seed<N>/metrics.jsonl"), std::string::npos) << empty.err;
  const Outcome missing = run((dir_ / "missing").string());
  EXPECT_EQ(missing.rc, 2);
  EXPECT_NE(missing.err.find("not a directory"), std::string::npos) << missing.err;
}

// `agentrl ablate` over closed-loop runs listed as [[cells]]: each cell's run is one loop over
// its [loop] seeds, aggregated per cell and arm from the runs' summary.json (the per-seed final
// values), and a second call finds every run finished and writes the same aggregate.
TEST_F(CliTest, ClosedLoopAblationAggregatesEachArmOverTheLoopSeeds) {
  SKIP_WITHOUT_ISOLATION();
  const std::string src = fs::absolute(SourceDir()).string();
  Write("base.toml", "[run]\nname = \"b\"\n[train]\nestimators = [\"grpo\"]\n[loop]\n"
                     "enabled = true\ntasks = \"" + src + "/tasks/python\"\ncheat_set = \"" +
                     src + "/cheatsets/corpus\"\nseeds = [4, 5]\niterations = 2\n"
                     "tasks_per_iteration = 2\ngroup_size = 2\nworkers = 2\n");
  const std::string abl = Write(
      "drift.toml", "name = \"drift\"\nbase = \"base.toml\"\nout_dir = \"" + dir_.string() +
                        "\"\nseeds = [1]\nworkers = 1\n[[cells]]\nname = \"plain\"\n"
                        "[[cells]]\nname = \"wide\"\n\"loop.group_size\" = 3\n");
  const Outcome o = Run("ablate " + abl);
  ASSERT_EQ(o.rc, 0) << o.err << o.out;
  const fs::path root = dir_ / "drift";
  const json agg = json::parse(Slurp(root / "aggregate.json"));
  ASSERT_EQ(agg.size(), 4u) << agg.dump();  // 2 cells x 2 arms
  for (const json& c : agg) {
    SCOPED_TRACE(c.dump());
    EXPECT_EQ(c["runs"], 1);
    EXPECT_EQ(c["finished_seeds"], 2);
    // Each metric is the mean over the loop seeds of the run's own per-seed final values.
    const json run = json::parse(
        Slurp(root / "runs" / (c["cell"].get<std::string>() + "__seed-1") / "summary.json"));
    const json& arm = run["arms"][c["arm"].get<std::string>()];
    ASSERT_TRUE(arm.contains("reward_mean"));
    for (const auto& [metric, v] : arm.items()) {
      const json& per_seed = v["per_seed"];
      ASSERT_EQ(per_seed.size(), 2u);
      const double mean = (per_seed[0].get<double>() + per_seed[1].get<double>()) / 2;
      EXPECT_NEAR(c["metrics"][metric]["mean"].get<double>(), mean, 1e-12) << metric;
      EXPECT_EQ(c["metrics"][metric]["n"], 2) << metric;
    }
  }
  EXPECT_EQ(agg[0]["cell"], "plain");
  EXPECT_EQ(agg[2]["cell"], "wide");
  // results.csv: a row per run, arm and loop seed.
  std::istringstream csv(Slurp(root / "results.csv"));
  std::vector<std::string> lines;
  for (std::string l; std::getline(csv, l);) lines.push_back(l);
  ASSERT_EQ(lines.size(), 1u + 2 * 2 * 2);
  EXPECT_EQ(lines[0].rfind("run,seed,cell,arm,loop_seed,finished,", 0), 0u) << lines[0];
  EXPECT_NE(Slurp(root / "report.md").find("(closed loop)"), std::string::npos);
  // The wide cell's runs had groups of 3.
  const json wide_cfg = json::parse(Slurp(root / "runs" / "wide__seed-1" / "summary.json"));
  EXPECT_TRUE(wide_cfg.contains("arms"));
  EXPECT_NE(Slurp(root / "configs" / "wide__seed-1.toml").find("group_size = 3"),
            std::string::npos);

  const std::string first = Slurp(root / "aggregate.json");
  const Outcome again = Run("ablate " + abl);
  ASSERT_EQ(again.rc, 0) << again.err;
  EXPECT_NE(again.out.find("2 runs (2 already finished)"), std::string::npos) << again.out;
  EXPECT_EQ(Slurp(root / "aggregate.json"), first);
}

// The loop with the LLM reviewer (a real llama.cpp server, integrations/llama): every sample the
// judge scores is reviewed before its reward is final (asynchronous judge: positive rewards
// wait for the reviewer too); the stored verdicts name it, nothing judged cheating is booked
// with a positive reward, and the run's cost is in reviewer.json and report.md.
TEST_F(CliTest, ClosedLoopWithTheReviewerWaitsForItAndReportsItsCost) {
  SKIP_WITHOUT_ISOLATION();
  REQUIRE_LLAMA();
  agentrl::testing::LlamaServer llama(dir_.string());
  ASSERT_GT(llama.port(), 0) << llama.log();
  const std::string src = fs::absolute(SourceDir()).string();
  const std::string out = (dir_ / "rv").string();
  const Outcome o = Run(
      "run " + Write("rv.toml", "[run]\nname = \"rv\"\nout_dir = \"" + out +
                                    "\"\n[train]\nestimators = [\"grpo\"]\n[loop]\n"
                                    "enabled = true\ntasks = \"" + src +
                                    "/tasks/python\"\ncheat_set = \"" + src +
                                    "/cheatsets/corpus\"\narms = [\"antihack_on\"]\n"
                                    "seeds = [4]\niterations = 2\ntasks_per_iteration = 2\n"
                                    "group_size = 2\nasync_judge = true\nworkers = 2\n"
                                    "[antihack.reviewer]\nenabled = true\nbase_url = \"" +
                                    llama.base_url() +
                                    "\"\nmodel = \"qwen2-tiny-random-f16\"\n"
                                    "band_low = 0.0\nband_high = 1.0\n"));
  ASSERT_EQ(o.rc, 0) << o.err << o.out;
  EXPECT_NE(o.out.find("\"reviewer\":\"reviewer-"), std::string::npos) << o.out;
  EXPECT_NE(o.out.find("reviewer: "), std::string::npos) << o.out;
  std::ifstream cost_file(out + "/rv/reviewer.json");
  const nlohmann::json cost = nlohmann::json::parse(cost_file);
  EXPECT_GT(cost["requested"].get<int64_t>(), 0) << cost;
  EXPECT_EQ(cost["unavailable"], 0) << cost;
  std::ifstream md(out + "/rv/report.md");
  const std::string report((std::istreambuf_iterator<char>(md)), {});
  EXPECT_NE(report.find("## LLM reviewer"), std::string::npos);
  auto store = agentrl::harness::TrajectoryStore::Open(out + "/rv/store.sqlite");
  ASSERT_TRUE(store.ok()) << store.status().message();
  auto trajs = store->Trajectories("antihack_on-seed4");
  ASSERT_TRUE(trajs.ok());
  int reviewed = 0;
  for (const agentrl::harness::StoredTrajectory& t : *trajs) {
    if (t.verdicts.empty()) continue;
    const nlohmann::json v = nlohmann::json::parse(t.verdicts[0].json);
    if (t.verdicts[0].outcome == "cheat") EXPECT_LE(t.reward, 0.0) << t.task_id;
    if (v.contains("reviewer")) {
      EXPECT_EQ(v["reviewer"]["status"], "reviewed") << v;
      EXPECT_EQ(v["stages"], nlohmann::json({"rule", "judge", "reviewer"})) << v;
      ++reviewed;
    } else {
      EXPECT_EQ(v["stage"], "rule") << "only the rules' cheats skip the reviewer: " << v;
    }
  }
  EXPECT_GT(reviewed, 0);
  EXPECT_EQ(reviewed, cost["requested"].get<int64_t>());
  // Per iteration: the batch's verdicts by what the reviewer did.
  std::ifstream f(out + "/rv/antihack_on-seed4/metrics.jsonl");
  int64_t per_iteration = 0, rows = 0;
  for (std::string line; std::getline(f, line); ++rows) {
    const nlohmann::json m = nlohmann::json::parse(line);
    per_iteration += m["reviewer"].value("reviewed", int64_t{0});
    EXPECT_TRUE(m["hits_by_stage"].contains("reviewer")) << m["hits_by_stage"];
  }
  EXPECT_EQ(rows, 2);
  EXPECT_EQ(per_iteration, reviewed);
}

}  // namespace
