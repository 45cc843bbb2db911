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

namespace {

namespace fs = std::filesystem;

struct Outcome {
  int rc;
  std::string out;
  std::string err;
};

std::string Slurp(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

class CliTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("agentrl_cli_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  Outcome Run(const std::string& args) {
    const std::string cmd = std::string(AGENTRL_BIN) + " " + args + " >" + (dir_ / "out").string() +
                            " 2>" + (dir_ / "err").string() + " </dev/null";
    const int status = std::system(cmd.c_str());
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, Slurp(dir_ / "out"), Slurp(dir_ / "err")};
  }

  std::string Write(const std::string& name, const std::string& text) {
    const fs::path p = dir_ / name;
    std::ofstream(p) << text;
    return p.string();
  }

  fs::path dir_;
};

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

// --- sandbox and tasks commands (real sandboxes; skipped where the host cannot isolate)

std::string SourceDir() {
  const char* s = std::getenv("AGENTRL_SOURCE_DIR");
  return s ? s : ".";
}

// Skips the calling test where `agentrl sandbox check` fails, with its message as the reason.
#define SKIP_WITHOUT_ISOLATION()                                                 \
  do {                                                                           \
    const Outcome iso_ = Run("sandbox check");                                   \
    if (iso_.rc != 0) GTEST_SKIP() << "no isolation on this host: " << iso_.err; \
  } while (0)

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

  // Interrupted: one run did not finish. Running again redoes that one only.
  fs::remove(run2 / "summary.json");
  const auto kept = fs::last_write_time(run1 / "grpo" / "metrics.jsonl");
  o = Run("ablate " + abl);
  ASSERT_EQ(o.rc, 0) << o.out << o.err;
  EXPECT_NE(o.out.find("4 runs (3 already finished)"), std::string::npos) << o.out;
  EXPECT_TRUE(fs::exists(run2 / "summary.json"));
  EXPECT_EQ(fs::last_write_time(run1 / "grpo" / "metrics.jsonl"), kept);
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
                             "/antihack/cheatsets/corpus\"\nseeds = [4]\niterations = 2\n"
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
      ASSERT_TRUE(m["sandbox_cpu_wait_s"].is_number()) << line;
      EXPECT_GE(m["sandbox_cpu_wait_s"].get<double>(), 0.0) << line;
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
                     "/antihack/cheatsets/corpus\"\narms = [\"antihack_off\"]\nseeds = [4]\n"
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
    for (const nlohmann::json* r : {&one[i], &three[i], &alternate[i]}) {
      EXPECT_GE((*r)["learner_idle_s"].get<double>(), 0.0);
      EXPECT_GE((*r)["pool_utilization"].get<double>(), 0.0);
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
                           "/antihack/cheatsets/corpus\"\narms = [\"antihack_off\"]\nseeds = [4]\n"
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
                               "/antihack/cheatsets/corpus\"\narms = [\"antihack_on\"]\n"
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
                                    "/antihack/cheatsets/corpus\"\nseeds = [2]\niterations = 4\n"
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

}  // namespace
