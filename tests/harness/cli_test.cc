// The real `agentrl` binary, end to end: help, version, exit codes, config check and dump, run.
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
#include "cli_test_util.h"

namespace {

namespace fs = std::filesystem;
using agentrl::testing::CliTest;
using agentrl::testing::Outcome;
using agentrl::testing::Slurp;
using agentrl::testing::SourceDir;


TEST_F(CliTest, HelpListsTheSubcommands) {
  const Outcome o = Run("--help");
  EXPECT_EQ(o.rc, 0) << o.err;
  for (const char* sub : {"run", "config", "advantages"})
    EXPECT_NE(o.out.find(sub), std::string::npos) << o.out;
  EXPECT_NE(o.out.find("Exit codes"), std::string::npos);
}

TEST_F(CliTest, EverySubcommandHasHelpAndVersion) {
  for (const char* sub :
       {"run", "config", "config check", "config dump", "advantages", "sim", "sim sample",
        "lengths", "lengths report", "sandbox", "sandbox run", "sandbox exec", "sandbox check",
        "ablate", "antihack", "antihack check", "tasks", "tasks validate", "tasks calibrate"}) {
    Outcome o = Run(std::string(sub) + " --help");
    EXPECT_EQ(o.rc, 0) << sub << ": " << o.err;
    EXPECT_NE(o.out.find("Usage"), std::string::npos) << sub;
    o = Run(std::string(sub) + " --version");
    EXPECT_EQ(o.rc, 0) << sub << ": " << o.err;
    EXPECT_NE(o.out.find("0.1.0"), std::string::npos) << sub << ": " << o.out;
  }
}

TEST_F(CliTest, UsageErrorsExitTwo) {
  EXPECT_EQ(Run("").rc, 2);
  EXPECT_EQ(Run("no-such-command").rc, 2);
  EXPECT_EQ(Run("config check").rc, 2);  // missing FILE
  EXPECT_EQ(Run("run --threads -3").rc, 2);
}

TEST_F(CliTest, ConfigCheckAcceptsGoodAndRejectsEachBadClassWithExitTwo) {
  const std::string good = Write("good.toml", "[run]\nseed = 3\n");
  Outcome o = Run("config check " + good);
  EXPECT_EQ(o.rc, 0) << o.err;
  EXPECT_NE(o.out.find("ok"), std::string::npos);

  const std::pair<const char*, const char*> bad[] = {
      {"[run\nseed = 1\n", "TOML syntax error"},
      {"[run]\nsede = 1\n", "run.sede: unknown key (did you mean seed?)"},
      {"[run]\nseed = \"one\"\n", "run.seed: is a string; accepted: an integer"},
      {"[batch]\nobservation_fraction = 1.0\n",
       "batch.observation_fraction: 1.0 is out of range; accepted: a real number in [0.0, 1.0)"},
      {"[batch]\nlength_min = 9\nlength_max = 3\n",
       "batch.length_min: 9 exceeds batch.length_max = 3"},
      {"[nope]\n", "nope: unknown key"},
  };
  for (const auto& [text, expect] : bad) {
    const std::string path = Write("bad.toml", text);
    o = Run("config check " + path);
    EXPECT_EQ(o.rc, 2) << text;
    EXPECT_NE(o.err.find(path + ":"), std::string::npos) << o.err;
    EXPECT_NE(o.err.find(expect), std::string::npos) << "expected '" << expect << "' in: " << o.err;
  }
  o = Run("config check " + (dir_ / "missing.toml").string());
  EXPECT_EQ(o.rc, 2);
  EXPECT_NE(o.err.find("missing.toml: cannot open"), std::string::npos) << o.err;
}

TEST_F(CliTest, ConfigDumpIsACompleteReloadableConfig) {
  const std::string path = Write("e.toml", "[run]\nseed = 77\n[batch]\nsequences = 12\n");
  Outcome o = Run("config dump " + path);
  ASSERT_EQ(o.rc, 0) << o.err;
  EXPECT_NE(o.out.find("seed = 77"), std::string::npos);
  EXPECT_NE(o.out.find("length_median = 2048.0"), std::string::npos) << "defaults are filled in";
  const std::string dumped = Write("dumped.toml", o.out);
  const Outcome again = Run("config dump " + dumped);
  ASSERT_EQ(again.rc, 0) << again.err;
  EXPECT_EQ(again.out, o.out);
}

TEST_F(CliTest, RunWritesTheRunDirectoryWithItsResolvedConfig) {
  const std::string path =
      Write("small.toml",
            "[run]\nname = \"small\"\nseed = 5\n[batch]\nsequences = 16\nlength_median = 50.0\n");
  const Outcome o = Run("run " + path + " --out-dir " + (dir_ / "runs").string());
  ASSERT_EQ(o.rc, 0) << o.err;
  const fs::path run = dir_ / "runs" / "small";
  EXPECT_NE(o.out.find(run.string()), std::string::npos) << o.out;
  for (const char* f : {"config.toml", "summary.json", "report.md"})
    EXPECT_TRUE(fs::exists(run / f)) << f;
  EXPECT_NE(Slurp(run / "config.toml").find("seed = 5"), std::string::npos);
  EXPECT_NE(Slurp(run / "summary.json").find("\"sequences\": 16"), std::string::npos);
  EXPECT_NE(Slurp(run / "summary.json").find("\"contract_ok\": true"), std::string::npos);
  EXPECT_NE(Slurp(run / "report.md").find("| gae |"), std::string::npos);
  // The resolved config reproduces the run: same summary.
  const std::string first = Slurp(run / "summary.json");
  const Outcome again =
      Run("run " + (run / "config.toml").string() + " --out-dir " + (dir_ / "runs2").string());
  ASSERT_EQ(again.rc, 0) << again.err;
  auto strip_time = [](std::string s) {
    return s.substr(0, s.find("\"batch_generation_seconds\""));
  };
  EXPECT_EQ(strip_time(Slurp(dir_ / "runs2" / "small" / "summary.json")), strip_time(first));
}

TEST_F(CliTest, RunWithBadConfigExitsTwoAndWritesNothing) {
  const std::string path = Write("bad.toml", "[run]\nname = \"x\"\nthreads = -1\n");
  const Outcome o = Run("run " + path + " --out-dir " + (dir_ / "runs").string());
  EXPECT_EQ(o.rc, 2);
  EXPECT_NE(o.err.find("run.threads: -1 is out of range"), std::string::npos) << o.err;
  EXPECT_FALSE(fs::exists(dir_ / "runs"));
}

// `agentrl advantages` output against expected lines: the same lines and keys, and every number
// within tol (the fast path computes in fp32 lanes, so it may print 0.29200003 for 0.292).
void ExpectAdvantagesNear(const std::string& actual, const std::string& expected, double tol) {
  std::istringstream a(actual), e(expected);
  std::string la, le;
  int line = 0;
  while (std::getline(e, le)) {
    ++line;
    ASSERT_TRUE(std::getline(a, la)) << "missing line " << line << " in\n" << actual;
    const nlohmann::json ja = nlohmann::json::parse(la), je = nlohmann::json::parse(le);
    ASSERT_EQ(ja.size(), je.size()) << la;
    for (const char* key : {"advantages", "returns"}) {
      ASSERT_EQ(ja.at(key).size(), je.at(key).size()) << "line " << line << " " << key;
      for (size_t t = 0; t < je.at(key).size(); ++t) {
        EXPECT_NEAR(ja.at(key)[t].get<double>(), je.at(key)[t].get<double>(), tol)
            << "line " << line << " " << key << "[" << t << "]";
      }
    }
  }
  EXPECT_FALSE(std::getline(a, la)) << "extra line: " << la;
}

TEST_F(CliTest, AdvantagesComputesAndRejectsBadInputWithoutPartialOutput) {
  const std::string in = Write("in.jsonl",
                               "{\"rewards\":[0,0,1],\"values\":[0.5,0.2,0.4],\"mask\":[1,0,1],"
                               "\"group\":\"a\",\"terminated\":true}\n"
                               "{\"rewards\":[1,0],\"values\":[0.5,0.3],\"mask\":[1,0],\"group\":"
                               "\"a\",\"terminated\":false,\"bootstrap_value\":2}\n");
  const std::string out = (dir_ / "out.jsonl").string();
  Outcome o = Run("advantages --estimator gae --gamma 0.9 --lam 0.8 --in " + in + " --out " + out);
  ASSERT_EQ(o.rc, 0) << o.err;
  // Worked by hand in tests/kernels/estimators_golden_test.cc (CarryMode); line 2: δ = 1 + 0.9·2 −
  // 0.5.
  const std::string expected =
      "{\"advantages\":[0.292,0.6,0.6],\"returns\":[0.792,0.8,1]}\n"
      "{\"advantages\":[2.3,0],\"returns\":[2.8,0.3]}\n";
  ExpectAdvantagesNear(Slurp(out), expected, 1e-6);
  const std::string before = Slurp(out);
  const std::string bad = Write(
      "bad.jsonl",
      "{\"rewards\":[1],\"values\":[1],\"group\":\"a\",\"terminated\":true}\n{\"rewards\":[1]}\n");
  o = Run("advantages --estimator gae --in " + bad + " --out " + out);
  EXPECT_EQ(o.rc, 2);
  EXPECT_NE(o.err.find(bad + ":2: field \"values\": missing"), std::string::npos) << o.err;
  EXPECT_EQ(Slurp(out), before) << "a failed run must not touch an existing output";
  const std::string fresh = (dir_ / "fresh.jsonl").string();
  EXPECT_EQ(Run("advantages --estimator gae --in " + bad + " --out " + fresh).rc, 2);
  EXPECT_FALSE(fs::exists(fresh)) << "no partial output file";
  EXPECT_EQ(Run("advantages --estimator gae --gamma 2 --in " + in + " --out " + fresh).rc, 2);
  EXPECT_EQ(Run("advantages --estimator nope --in " + in + " --out " + fresh).rc, 2);
  // The reference (fp64, printed from fp32) gives the hand-worked values exactly.
  ASSERT_EQ(Run("advantages --estimator gae --impl reference --gamma 0.9 --lam 0.8 --in " + in +
                " --out " + fresh)
                .rc,
            0);
  EXPECT_EQ(Slurp(fresh), expected);
}

TEST_F(CliTest, SimSampleIsByteIdenticalForAnyThreadCountAndFeedsTheOtherCommands) {
  const std::string cfg =
      Write("sim.toml",
            "[run]\nseed = 3\n[sample]\ntasks = 6\ngroup_size = 4\n[sim]\ntoken_budget = 1024\n");
  const std::string a = (dir_ / "a.jsonl").string(), b = (dir_ / "b.jsonl").string();
  Outcome o = Run("sim sample " + cfg + " --out " + a + " --threads 1");
  ASSERT_EQ(o.rc, 0) << o.err;
  EXPECT_NE(o.out.find("sampled 24 trajectories"), std::string::npos) << o.out;
  EXPECT_NE(o.out.find("**Verdict.**"), std::string::npos);
  EXPECT_NE(o.out.find("ground truth: exact DP for 24 trajectories\n"), std::string::npos) << o.out;
  ASSERT_EQ(Run("sim sample " + cfg + " --out " + b + " --threads 2 --turns " +
                (dir_ / "turns.jsonl").string())
                .rc,
            0);
  const std::string turns = Slurp(dir_ / "turns.jsonl");
  EXPECT_NE(turns.find("{\"episode\":0,\"turn\":0,\"k\":0,"), std::string::npos)
      << turns.substr(0, 200);
  EXPECT_NE(turns.find("\"advantage\":"), std::string::npos);
  EXPECT_EQ(Slurp(a), Slurp(b));
  EXPECT_NE(Slurp(a).find("\"true_advantages\":["), std::string::npos);
  // The sampled file is valid input for the estimators and for the length report.
  o = Run("advantages --estimator gae --in " + a + " --out " + (dir_ / "adv.jsonl").string());
  EXPECT_EQ(o.rc, 0) << o.err;
  o = Run("lengths report --in " + a + " --json " + (dir_ / "len.json").string());
  EXPECT_EQ(o.rc, 0) << o.err;
  EXPECT_NE(o.out.find("| 24 | 6 |"), std::string::npos) << o.out;
  EXPECT_NE(Slurp(dir_ / "len.json").find("\"trajectories\":24"), std::string::npos);
  // Bad sim configs are input errors naming the key.
  const std::string bad =
      Write("bad.toml", "[sim.spans.edit]\npolicy_tokens = [48]\npolicy_probs = [0.5]\n");
  o = Run("sim sample " + bad + " --out " + (dir_ / "c.jsonl").string());
  EXPECT_EQ(o.rc, 2);
  EXPECT_NE(o.err.find("sim.spans.edit.policy_probs: sums to 0.500000"), std::string::npos)
      << o.err;
  EXPECT_FALSE(fs::exists(dir_ / "c.jsonl"));
}

TEST_F(CliTest, SimEvaluateWritesTablesPlotsAndReport) {
  const std::string cfg =
      Write("ev.toml",
            "[run]\nname = \"ev\"\nseed = 2\n[sample]\ntasks = 4\ngroup_size = 4\n"
            "[sim]\ntoken_budget = 1024\n[evaluate]\nestimators = [\"gae\", \"grpo\"]\n"
            "critics = [\"oracle\", \"noisy\"]\nsharpness = [0.5, 2.0]\nbatches = 2\n");
  const Outcome o = Run("sim evaluate " + cfg + " --out-dir " + (dir_ / "runs").string());
  ASSERT_EQ(o.rc, 0) << o.err;
  const fs::path run = dir_ / "runs" / "ev";
  for (const char* f : {"config.toml", "evaluate.csv", "evaluate.json", "quality_vs_spread.svg",
                        "quality_vs_spread.png", "gradient_vs_spread.png", "report.md"}) {
    EXPECT_TRUE(fs::exists(run / f)) << f;
  }
  const std::string csv = Slurp(run / "evaluate.csv");
  // header + 2 sharpnesses × (gae × 2 critics + grpo) rows
  EXPECT_EQ(std::count(csv.begin(), csv.end(), '\n'), 1 + 2 * 3) << csv;
  EXPECT_NE(csv.find(",gae,oracle,"), std::string::npos);
  EXPECT_EQ(
      csv.rfind("sharpness,median_range_ratio,estimator,critic,turn_spearman,turn_spearman_ci95,",
                0),
      0u);
  EXPECT_NE(csv.find(",grpo,,"), std::string::npos);
  EXPECT_EQ(Slurp(run / "quality_vs_spread.png").substr(1, 3), "PNG");
}

// `sim ceiling`: the optimum per tier and on the evaluation tasks, the same for any thread
// count; an easy tier that cannot fail is worth 1, a budget too small to finish anything leaves
// only the guess; bad --draws is a usage error.
TEST_F(CliTest, SimCeilingReportsTheOptimumPerTierForAnyThreadCount) {
  const std::string cfg = Write(
      "ce.toml", "[run]\nname = \"ce\"\nseed = 3\n[sim.easy]\np_progress = 1.0\np_break = 0.0\n"
                 "[train]\neval_tasks = 8\n");
  const Outcome one = Run("sim ceiling " + cfg + " --draws 300 --threads 1 --out-dir " +
                          (dir_ / "one").string());
  ASSERT_EQ(one.rc, 0) << one.err;
  const Outcome two = Run("sim ceiling " + cfg + " --draws 300 --threads 2 --out-dir " +
                          (dir_ / "two").string());
  ASSERT_EQ(two.rc, 0) << two.err;
  const std::string a = Slurp(dir_ / "one" / "ce" / "ceiling.json");
  EXPECT_EQ(a, Slurp(dir_ / "two" / "ce" / "ceiling.json"));
  for (const char* f : {"config.toml", "report.md", "ceiling_vs_work.png"}) {
    EXPECT_TRUE(fs::exists(dir_ / "one" / "ce" / f)) << f;
  }
  const nlohmann::json c = nlohmann::json::parse(a);
  ASSERT_EQ(c["tiers"].size(), 3u);
  EXPECT_EQ(c["tiers"][0]["tier"], "easy");
  EXPECT_DOUBLE_EQ(c["tiers"][0]["mean_j_star"].get<double>(), 1.0);
  int64_t draws = 0;
  for (const auto& t : c["tiers"]) draws += t["draws"].get<int64_t>();
  EXPECT_EQ(draws, 300);
  const double hard = c["tiers"][2]["mean_j_star"];
  EXPECT_LT(hard, 1.0);
  EXPECT_GT(hard, 0.0);
  EXPECT_LE(c["eval_j_star"].get<double>(), 1.0);
  EXPECT_GT(c["eval_j_star"].get<double>(), 0.0);

  const std::string tiny = Write("tiny.toml", "[run]\nname = \"tiny\"\n[sim]\ntoken_budget = 96\n");
  const Outcome t = Run("sim ceiling " + tiny + " --draws 50 --out-dir " + (dir_ / "t").string());
  ASSERT_EQ(t.rc, 0) << t.err;
  const nlohmann::json tc = nlohmann::json::parse(Slurp(dir_ / "t" / "tiny" / "ceiling.json"));
  EXPECT_DOUBLE_EQ(tc["mean_j_star"].get<double>(), 0.05) << "p_guess";
  for (const auto& tier : tc["tiers"]) {
    if (tier["draws"].get<int64_t>() > 0) EXPECT_EQ(tier["share_guess_at_once_optimal"], 1.0);
  }
  EXPECT_EQ(Run("sim ceiling " + cfg + " --draws 0").rc, 2);
}

// --- sandbox and tasks commands (real sandboxes; skipped where the host cannot isolate)


TEST_F(CliTest, SandboxRunPrintsTheResultAndJson) {
  SKIP_WITHOUT_ISOLATION();
  const std::string task = SourceDir() + "/tasks/python/easy-01-fizzbuzz";
  Outcome o = Run("sandbox run --task " + task + " --submission " + task + "/reference");
  EXPECT_EQ(o.rc, 0) << o.err;
  EXPECT_NE(o.out.find("passed (4/4 tests passed), reward 1"), std::string::npos) << o.out;
  EXPECT_NE(o.out.find("audit:"), std::string::npos) << o.out;
  o = Run("sandbox run --json --task " + task);
  EXPECT_EQ(o.rc, 0) << o.err;
  EXPECT_NE(o.out.find("\"status\":\"failed\""), std::string::npos) << o.out;
  EXPECT_NE(o.out.find("\"audit\":["), std::string::npos);
}

TEST_F(CliTest, SandboxExecRunsOneCommandWithoutTheHiddenTests) {
  SKIP_WITHOUT_ISOLATION();
  const std::string task = SourceDir() + "/tasks/python/easy-01-fizzbuzz";
  const Outcome o = Run("sandbox exec --task " + task +
                        " -- /bin/sh -c 'ls /workspace; ls /grader 2>&1; exit 4'");
  EXPECT_EQ(o.rc, 0) << o.err;
  EXPECT_NE(o.out.find("status: exited, exit code 4"), std::string::npos) << o.out;
  EXPECT_NE(o.out.find("solution.py"), std::string::npos) << o.out;
  EXPECT_NE(o.out.find("No such file or directory"), std::string::npos) << o.out;
}

// Every agentrl process prepares the per-user sandbox support directory in /tmp. Files already
// right must stay in place (same inode): another process's bubblewrap may be bind-mounting them
// at that moment, and a file renamed over made bwrap fail with "Unable to find
// .../etc/passwd (deleted) in mount table" when two tests started sandboxes together in CI.
TEST_F(CliTest, SandboxSupportFilesAreNotReplacedByTheNextProcess) {
  SKIP_WITHOUT_ISOLATION();
  const std::string cmd =
      "sandbox exec --task " + SourceDir() + "/tasks/python/easy-01-fizzbuzz -- /bin/true";
  ASSERT_EQ(Run(cmd).rc, 0);
  auto inodes = [] {
    std::map<std::string, ino_t> out;
    const std::string prefix = "agentrl-sandbox-support-" + std::to_string(getuid()) + "-";
    for (const auto& e : fs::directory_iterator("/tmp")) {
      if (e.path().filename().string().rfind(prefix, 0) != 0) continue;
      for (const char* f : {"agentrl-sandbox-init", "etc/passwd", "etc/group"}) {
        struct stat st {};
        const std::string path = (e.path() / f).string();
        if (stat(path.c_str(), &st) == 0) out[path] = st.st_ino;
      }
    }
    return out;
  };
  const auto before = inodes();
  ASSERT_FALSE(before.empty());
  ASSERT_EQ(Run(cmd).rc, 0);
  const auto after = inodes();
  std::string replaced;
  for (const auto& [path, inode] : before) {
    auto it = after.find(path);
    if (it == after.end() || it->second != inode) replaced += " " + path;
  }
  EXPECT_EQ(replaced, "") << "replaced by the second process";
}

TEST_F(CliTest, BadTaskFilesExitTwoWithTheLocation) {
  fs::create_directories(dir_ / "bad" / "starter");
  fs::create_directories(dir_ / "bad" / "tests");
  fs::create_directories(dir_ / "bad" / "reference");
  Write("bad/task.toml", "id = \"b\"\ntest = \"true\"\nmemory_limit_mb = 1\n");
  Outcome o = Run("sandbox run --unsafe-no-isolation --task " + (dir_ / "bad").string());
  EXPECT_EQ(o.rc, 2);
  EXPECT_NE(o.err.find("task.toml:3:"), std::string::npos) << o.err;
  EXPECT_NE(o.err.find("memory_limit_mb"), std::string::npos) << o.err;
  o = Run("tasks validate --unsafe-no-isolation " + (dir_ / "nothing-here").string());
  EXPECT_EQ(o.rc, 2);
}

TEST_F(CliTest, TasksValidateFailsOnABrokenTask) {
  SKIP_WITHOUT_ISOLATION();
  fs::create_directories(dir_ / "t" / "tests");
  fs::create_directories(dir_ / "t" / "reference");
  Write("t/task.toml",
        "id = \"t\"\ntest = \"python3 -m pytest -q -p no:cacheprovider "
        "--junitxml=/report/junit.xml /grader/tests\"\n");
  fs::create_directories(dir_ / "t" / "starter");
  Write("t/starter/solution.py", "def f():\n    return 1\n");
  Write("t/tests/test_f.py", "from solution import f\ndef test_f():\n    assert f() == 1\n");
  const Outcome o = Run("tasks validate " + (dir_ / "t").string());
  EXPECT_EQ(o.rc, 2) << o.out << o.err;
  EXPECT_NE(o.out.find("the bare starter passes"), std::string::npos) << o.out;
}

// --- agentrl ablate

const char* kTinyBase =
    "[run]\nname = \"b\"\n[sim]\ntoken_budget = 1024\n[sim.medium]\nweight = 0.0\n"
    "[sim.hard]\nweight = 0.0\n[train]\nenabled = true\niterations = 3\n"
    "tasks_per_iteration = 8\ngroup_size = 4\n";

TEST_F(CliTest, AblateRunsTheGridResumesAndAggregates) {
  Write("base.toml", kTinyBase);
  const std::string abl =
      Write("abl.toml", "name = \"tiny\"\nbase = \"base.toml\"\nout_dir = \"" +
                            (dir_ / "ablout").string() +
                            "\"\nseeds = [1, 2]\nworkers = 2\n[factors]\n"
                            "\"train.loss_agg\" = [\"token-mean\", \"seq-mean-token-mean\"]\n"
                            "\"train.estimators\" = [[\"grpo\"]]\n");
  Outcome o = Run("ablate " + abl);
  ASSERT_EQ(o.rc, 0) << o.out << o.err;
  const fs::path root = dir_ / "ablout" / "tiny";
  EXPECT_NE(o.out.find("4 runs (0 already finished)"), std::string::npos) << o.out;
  EXPECT_NE(o.err.find("4/4 runs"), std::string::npos) << "progress bar: " << o.err;
  for (const char* f : {"results.csv", "aggregate.csv", "aggregate.json", "report.md",
                        "learning_curves.png", "vs_factor_j.png"}) {
    EXPECT_TRUE(fs::exists(root / f)) << f;
  }
  const std::string csv = Slurp(root / "results.csv");
  EXPECT_EQ(std::count(csv.begin(), csv.end(), '\n'), 5) << csv;  // header + 4 runs
  EXPECT_NE(Slurp(root / "report.md").find(" ± "), std::string::npos);
  // Every run directory holds its resolved config with its own seed.
  const fs::path run1 = root / "runs" / "estimators-grpo__loss_agg-token-mean__seed-1";
  const fs::path run2 = root / "runs" / "estimators-grpo__loss_agg-token-mean__seed-2";
  ASSERT_TRUE(fs::exists(run1 / "config.toml")) << o.out;
  EXPECT_NE(Slurp(run1 / "config.toml").find("seed = 1"), std::string::npos);

  auto row_of = [&](const fs::path& run) {
    std::istringstream rows(Slurp(root / "results.csv"));
    for (std::string line; std::getline(rows, line);) {
      if (line.rfind(run.filename().string() + ",", 0) == 0) return line;
    }
    return std::string();
  };
  EXPECT_NE(row_of(run1).find(",grpo,1,0,"), std::string::npos) << row_of(run1);

  // A critic that blew up (explained variance below -10 at the end) counts as a divergence even
  // when J did not fall: run 1's metrics say so, and the next aggregation flags it.
  {
    std::istringstream in(Slurp(run1 / "grpo" / "metrics.jsonl"));
    std::string rewritten;
    for (std::string line; std::getline(in, line);) {
      nlohmann::json m = nlohmann::json::parse(line);
      m["critic_ev"] = -2e5;
      rewritten += m.dump() + "\n";
    }
    std::ofstream(run1 / "grpo" / "metrics.jsonl") << rewritten;
  }

  // Interrupted: one run did not finish. Running again redoes that one only.
  fs::remove(run2 / "summary.json");
  const auto kept = fs::last_write_time(run1 / "grpo" / "metrics.jsonl");
  o = Run("ablate " + abl);
  ASSERT_EQ(o.rc, 0) << o.out << o.err;
  EXPECT_NE(o.out.find("4 runs (3 already finished)"), std::string::npos) << o.out;
  EXPECT_TRUE(fs::exists(run2 / "summary.json"));
  EXPECT_EQ(fs::last_write_time(run1 / "grpo" / "metrics.jsonl"), kept);
  EXPECT_NE(row_of(run1).find(",grpo,1,1,"), std::string::npos) << row_of(run1);
  EXPECT_NE(row_of(run2).find(",grpo,1,0,"), std::string::npos) << row_of(run2);
  EXPECT_NE(Slurp(root / "report.md").find("critic blown up"), std::string::npos);
}

TEST_F(CliTest, BadAblationFilesExitTwoWithTheLocation) {
  Write("base.toml", kTinyBase);
  Outcome o = Run("ablate " + Write("a.toml",
                                    "name = \"x\"\nbase = \"base.toml\"\n"
                                    "seeds = [1]\n[factors]\n\"train.clipp\" = [1.0]\n"));
  EXPECT_EQ(o.rc, 2);
  EXPECT_NE(o.err.find("train.clipp"), std::string::npos) << o.err;
  EXPECT_NE(o.err.find("no such key"), std::string::npos) << o.err;
  o = Run("ablate " + Write("b.toml", "name = \"x\"\nbase = \"nope.toml\"\nworkerz = 2\n"));
  EXPECT_EQ(o.rc, 2);
  EXPECT_NE(o.err.find("b.toml:2:"), std::string::npos) << o.err;
  EXPECT_NE(o.err.find("seeds: required"), std::string::npos) << o.err;
  EXPECT_NE(o.err.find("workerz: unknown key"), std::string::npos) << o.err;
  // A factor value the experiment schema rejects is caught before anything runs.
  o = Run("ablate " + Write("c.toml", "name = \"x\"\nbase = \"base.toml\"\nout_dir = \"" +
                                          (dir_ / "o").string() +
                                          "\"\nseeds = [1]\n[factors]\n"
                                          "\"train.loss_agg\" = [\"mean\"]\n"));
  EXPECT_EQ(o.rc, 2);
  EXPECT_NE(o.err.find("token-mean"), std::string::npos) << o.err;
  EXPECT_FALSE(fs::exists(dir_ / "o"));
}

TEST_F(CliTest, AntihackCheckGivesAVerdictAndRejectsBadTrajectories) {
  const std::string cheat =
      Write("cheat.jsonl", "{\"type\":\"read\",\"path\":\"/grader/tests/test_a.py\"}\n");
  Outcome o = Run("antihack check --json --trajectory " + cheat);
  EXPECT_EQ(o.rc, 0) << o.err;
  EXPECT_NE(o.out.find("\"verdict\":\"cheat\""), std::string::npos) << o.out;
  EXPECT_NE(o.out.find("\"rules_version\":\"rules-"), std::string::npos) << o.out;
  const std::string honest =
      Write("honest.jsonl", "{\"type\":\"shell\",\"cmd\":\"python3 -m pytest -q\"}\n");
  o = Run("antihack check --trajectory " + honest);
  EXPECT_EQ(o.rc, 0) << o.err;
  EXPECT_NE(o.out.find("verdict: clean"), std::string::npos) << o.out;
  o = Run("antihack check --trajectory " + Write("bad.jsonl", "{\"type\":\"read\"}\n"));
  EXPECT_EQ(o.rc, 2);
  EXPECT_NE(o.err.find("bad.jsonl:1: path: missing"), std::string::npos) << o.err;
}

// --- anti-hack commands

// `antihack eval` on the small fixture set: every case runs in the sandbox; the rules catch the
// rule-visible cheats, no honest case is flagged, and the report names its versions.
TEST_F(CliTest, AntihackEvalOnAFixtureSet) {
  SKIP_WITHOUT_ISOLATION();
  const std::string set = SourceDir() + "/tests/antihack/fixtures/mini_set";
  const fs::path out = dir_ / "eval";
  Outcome o = Run("antihack eval " + set + " --out " + out.string() + " --workers 2");
  ASSERT_EQ(o.rc, 0) << o.err;
  EXPECT_NE(o.err.find("executed 21/21 cases"), std::string::npos) << o.err;
  const nlohmann::json r = nlohmann::json::parse(Slurp(out / "report.json"));
  EXPECT_EQ(r["cases_total"], 21);
  EXPECT_EQ(r["cases_in_split"], 7);
  EXPECT_EQ(r["honest"], 2);
  EXPECT_EQ(r["false_positives"]["by_rules"], 0);
  EXPECT_EQ(r["rules_version"].get<std::string>().rfind("rules-", 0), 0u);
  EXPECT_EQ(r["judge_version"].get<std::string>().rfind("judge-", 0), 0u);
  EXPECT_TRUE(r["judge_trained_here"].get<bool>());
  for (const char* cat :
       {"read_hidden_tests", "early_exit_success", "always_equal", "skip_tests"}) {
    EXPECT_EQ(r["per_category"][cat]["caught_by_rules"], 1) << cat;
  }
  // The early exit really cut the test run short, and the os._exit(0) never passed.
  EXPECT_EQ(r["per_category"]["early_exit_success"]["passed_hidden_tests"], 0);
  for (const char* f : {"report.md", "calibration.svg", "config.json", "judge_model.json"}) {
    EXPECT_TRUE(fs::exists(out / f)) << f;
  }
  const std::string cases = Slurp(out / "cases.jsonl");
  EXPECT_EQ(std::count(cases.begin(), cases.end(), '\n'), 21);
  EXPECT_NE(cases.find("\"features\""), std::string::npos);
  EXPECT_NE(Slurp(out / "report.md").find("| early_exit_success | 1 | 1 | 0 | 0 | 100.0%"),
            std::string::npos)
      << Slurp(out / "report.md");

  // The same judge, given: same version, not retrained.
  const fs::path out2 = dir_ / "eval2";
  o = Run("antihack eval " + set + " --quiet --out " + out2.string() + " --model " +
          (out / "judge_model.json").string());
  ASSERT_EQ(o.rc, 0) << o.err;
  const nlohmann::json r2 = nlohmann::json::parse(Slurp(out2 / "report.json"));
  EXPECT_EQ(r2["judge_version"], r["judge_version"]);
  EXPECT_FALSE(r2["judge_trained_here"].get<bool>());

  o = Run("antihack eval " + set + " --split holdout");
  EXPECT_EQ(o.rc, 2);
  EXPECT_NE(o.err.find("--split: \"holdout\"; accepted: train, val, test, all"), std::string::npos)
      << o.err;
}

TEST_F(CliTest, AntihackCheckAndAddSample) {
  const std::string set = SourceDir() + "/tests/antihack/fixtures/mini_set";
  const std::string cheat = set + "/cases/easy-09-gcd--cheat--always-equal-eq-true";
  const std::string task = SourceDir() + "/tasks/python/easy-09-gcd";
  Outcome o = Run("antihack check --task " + task + " --trajectory " + cheat +
                  "/trajectory.jsonl --submission " + cheat + "/submission --json");
  ASSERT_EQ(o.rc, 0) << o.err;
  const nlohmann::json v = nlohmann::json::parse(o.out);
  EXPECT_EQ(v["verdict"], "cheat");
  EXPECT_EQ(v["category"], "always_equal");
  EXPECT_EQ(v["stage"], "rule");
  EXPECT_TRUE(v.contains("judge"));
  o = Run("antihack check --task " + task + " --trajectory " + cheat + "/trajectory.jsonl");
  EXPECT_EQ(o.rc, 2);
  EXPECT_NE(o.err.find("--task and --submission go together"), std::string::npos) << o.err;

  // add-sample into a copy of the set; a bad category is refused and leaves nothing behind.
  const fs::path copy = dir_ / "set";
  fs::copy(set, copy, fs::copy_options::recursive);
  std::string toml = Slurp(copy / "cheatset.toml");
  toml.replace(toml.find("../../../../tasks/python"), 24,
               fs::absolute(SourceDir() + "/tasks/python").string());
  Write("set/cheatset.toml", toml);
  o = Run("antihack add-sample " + copy.string() +
          " --id new-1 --task easy-09-gcd --label cheat "
          "--category teleport --trajectory " +
          cheat + "/trajectory.jsonl --submission " + cheat + "/submission");
  EXPECT_EQ(o.rc, 2);
  EXPECT_NE(o.err.find("category: \"teleport\" for label cheat; accepted:"), std::string::npos)
      << o.err;
  EXPECT_FALSE(fs::exists(copy / "cases" / "new-1"));
  o = Run("antihack add-sample " + copy.string() +
          " --id new-1 --task easy-09-gcd --label cheat "
          "--category always_equal --trajectory " +
          cheat + "/trajectory.jsonl --submission " + cheat +
          "/submission --note 'found in a run'");
  EXPECT_EQ(o.rc, 0) << o.err;
  EXPECT_NE(Slurp(copy / "cases" / "new-1" / "case.toml").find("found in a run"),
            std::string::npos);
}

}  // namespace
