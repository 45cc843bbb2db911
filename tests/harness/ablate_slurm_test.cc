// `agentrl ablate --backend slurm` (harness/include/agentrl/harness/ablate_slurm.h): the [slurm]
// section's errors and the array script in-process, then the real binary against a real
// one-node Slurm (munged, slurmctld, slurmd from Debian) that each test brings up with
// scripts/slurm-local.sh under its own directory and brings down by PID in TearDown. Skipped,
// saying why, where the Slurm binaries are not installed or the test does not run as root.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <regex>
#include <thread>

#include "agentrl/harness/ablate.h"
#include "agentrl/harness/ablate_slurm.h"
#include "cli_test_util.h"

namespace agentrl::testing {
namespace {

using nlohmann::json;

// --- the [slurm] section and the script, no cluster needed -----------------------------------

class SlurmSectionTest : public CliTest {
 protected:
  std::string Ablation(const std::string& slurm_section) {
    Write("base.toml", "[run]\nname = \"b\"\n[train]\nenabled = true\niterations = 2\n");
    return Write("abl.toml", "name = \"x\"\nbase = \"base.toml\"\nseeds = [1, 2]\n"
                             "[factors]\n\"train.loss_agg\" = [\"token-mean\"]\n" +
                                 slurm_section);
  }
};

TEST_F(SlurmSectionTest, ValidSectionIsRead) {
  auto spec = harness::LoadAblation(
      Ablation("[slurm]\npartition = \"batch\"\naccount = \"rl\"\ntime_limit = \"1-02:00:00\"\n"
               "cpus_per_run = 2\nmem_per_run = \"2G\"\narray_parallelism = 8\n"
               "sbatch_options = [\"--qos=low\", \"--exclusive\"]\nresults_root = \"/shared\"\n"
               "poll_seconds = 0.5\n"));
  ASSERT_TRUE(spec.ok()) << spec.status().message();
  const harness::SlurmSpec& s = spec->slurm;
  EXPECT_EQ(s.partition, "batch");
  EXPECT_EQ(s.account, "rl");
  EXPECT_EQ(s.time_limit, "1-02:00:00");
  EXPECT_EQ(s.cpus_per_run, 2);
  EXPECT_EQ(s.mem_per_run, "2G");
  EXPECT_EQ(s.array_parallelism, 8);
  EXPECT_EQ(s.sbatch_options, (std::vector<std::string>{"--qos=low", "--exclusive"}));
  EXPECT_EQ(s.results_root, "/shared");
  EXPECT_DOUBLE_EQ(s.poll_seconds, 0.5);
}

TEST_F(SlurmSectionTest, BadKeysNameFileLineAndWhatIsAccepted) {
  const std::string path = Ablation(
      "[slurm]\n"                                   // line 6
      "cpus_per_run = 0\n"                          // 7
      "mem_per_run = \"lots\"\n"                    // 8
      "time_limit = \"2 hours\"\n"                  // 9
      "sbatch_options = [\"--array=0-9\", \"x\"]\n" // 10
      "partition = 3\n"                             // 11
      "array_paralelism = 2\n"                      // 12
      "poll_seconds = 0\n");                        // 13
  auto spec = harness::LoadAblation(path);
  ASSERT_FALSE(spec.ok());
  EXPECT_EQ(spec.status().exit_code(), 2);
  const std::string m = spec.status().message();
  for (const char* want :
       {"abl.toml:7:16: slurm.cpus_per_run: accepted: an integer in [1, 1024]",
        "abl.toml:8:15: slurm.mem_per_run: accepted: a string: an integer with an optional K",
        "abl.toml:9:14: slurm.time_limit: accepted: a string \"MM\", \"HH:MM:SS\"",
        "abl.toml:10:19: slurm.sbatch_options: accepted: an array of strings",
        "abl.toml:10:34: slurm.sbatch_options", "abl.toml:11:13: slurm.partition: accepted",
        "abl.toml:12:20: slurm.array_paralelism: unknown key; accepted: partition, account",
        "abl.toml:13:16: slurm.poll_seconds: accepted: a number in [0.1, 600]"}) {
    EXPECT_NE(m.find(want), std::string::npos) << "missing: " << want << "\nin:\n" << m;
  }
}

TEST_F(SlurmSectionTest, SlurmMustBeATableAndIsAnAcceptedTopLevelKey) {
  auto spec = harness::LoadAblation(Ablation("") + "");
  ASSERT_TRUE(spec.ok()) << spec.status().message();
  Write("base.toml", "[run]\nname = \"b\"\n");
  auto bad = harness::LoadAblation(
      Write("t.toml", "name = \"x\"\nbase = \"base.toml\"\nseeds = [1]\nslurm = 3\nslurmm = 1\n"));
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.status().message().find("t.toml:4:9: slurm: accepted: a table [slurm]"),
            std::string::npos)
      << bad.status().message();
  EXPECT_NE(bad.status().message().find("slurmm: unknown key; accepted: name, base, out_dir, "
                                        "seeds, workers, [factors] or [[cells]], [slurm]"),
            std::string::npos)
      << bad.status().message();
}

TEST_F(SlurmSectionTest, ScriptIsOneArrayOverThePendingRuns) {
  auto spec = harness::LoadAblation(
      Ablation("[slurm]\npartition = \"batch\"\narray_parallelism = 3\nmem_per_run = \"512M\"\n"
               "time_limit = \"10\"\nsbatch_options = [\"--qos=low\"]\n"));
  ASSERT_TRUE(spec.ok()) << spec.status().message();
  auto runs = harness::ExpandAblation(*spec);
  ASSERT_TRUE(runs.ok()) << runs.status().message();
  ASSERT_EQ(runs->size(), 2u);
  const std::string sh =
      harness::SlurmArrayScript(*spec, *runs, {1}, "/r/x", "/bin/agentrl", "/work dir");
  for (const char* want :
       {"#SBATCH --array=0-0%3\n", "#SBATCH --requeue\n", "#SBATCH --partition=batch\n",
        "#SBATCH --mem=512M\n", "#SBATCH --time=10\n", "#SBATCH --qos=low\n",
        "#SBATCH --cpus-per-task=1\n", "#SBATCH --output=/r/x/slurm/%A_%a.out\n",
        "#SBATCH --chdir=/work dir\n", "'loss_agg-token-mean__seed-2'",
        "exec '/bin/agentrl' run \"$root/configs/$run.toml\" --out-dir \"$root/runs\""}) {
    EXPECT_NE(sh.find(want), std::string::npos) << "missing: " << want << "\nin:\n" << sh;
  }
  EXPECT_EQ(sh.find("seed-1"), std::string::npos) << "only the pending run is an element:\n" << sh;
  EXPECT_EQ(sh.find("--account"), std::string::npos) << sh;
}

TEST_F(SlurmSectionTest, DryRunBelongsToTheSlurmBackend) {
  const std::string abl = Ablation("");
  Outcome o = Run("ablate " + abl + " --dry-run");
  EXPECT_EQ(o.rc, 2) << o.err;
  EXPECT_NE(o.err.find("--backend slurm only"), std::string::npos) << o.err;
  o = Run("ablate " + abl + " --backend pbs");
  EXPECT_EQ(o.rc, 2) << o.err;
  o = Run("ablate " + abl + " --backend slurm --time 'two hours'");
  EXPECT_EQ(o.rc, 2) << o.err;
}

// --- against a real Slurm -----------------------------------------------------------------

bool OnPath(const std::string& tool) {
  return std::system(("command -v " + tool + " >/dev/null 2>&1").c_str()) == 0;
}

// One run is 3 iterations of 8 tasks x 4 on the simulator's easy tier: well under a second.
const char* kTinyBase =
    "[run]\nname = \"b\"\n[sim]\ntoken_budget = 1024\n[sim.medium]\nweight = 0.0\n"
    "[sim.hard]\nweight = 0.0\n[train]\nenabled = true\niterations = 3\n"
    "tasks_per_iteration = 8\ngroup_size = 4\n";

class SlurmClusterTest : public CliTest {
 protected:
  void SetUp() override {
    CliTest::SetUp();
    for (const char* tool : {"munged", "slurmctld", "slurmd", "sbatch", "squeue", "scontrol"}) {
      if (!OnPath(tool)) {
        GTEST_SKIP() << tool << " is not installed (scripts/install-deps.sh installs slurmctld, "
                     << "slurmd, slurm-client and munge)";
      }
    }
    if (::geteuid() != 0) GTEST_SKIP() << "the local Slurm runs its daemons and jobs as root";
    cluster_ = dir_ / "cluster";
    const std::string up = Script() + " up " + cluster_.string() + " >" +
                           (dir_ / "up.log").string() + " 2>&1";
    up_called_ = true;
    ASSERT_EQ(std::system(up.c_str()), 0) << Slurp(dir_ / "up.log");
    ::setenv("SLURM_CONF", (cluster_ / "slurm.conf").c_str(), 1);
  }

  void TearDown() override {
    if (up_called_) {
      const std::string down = Script() + " down " + cluster_.string() + " >" +
                               (dir_ / "down.log").string() + " 2>&1";
      EXPECT_EQ(std::system(down.c_str()), 0) << Slurp(dir_ / "down.log");
      for (const char* pid : {"slurmctld.pid", "slurmd.pid", "munge/munged.pid"}) {
        const std::string p = Slurp(cluster_ / pid);
        if (!p.empty()) EXPECT_NE(::kill(std::stoi(p), 0), 0) << pid << " still alive";
      }
      ::unsetenv("SLURM_CONF");
    }
    CliTest::TearDown();
  }

  static std::string Script() {
    return "bash " + SourceDir() + "/scripts/slurm-local.sh";
  }

  // A command's stdout (the cluster's clients see SLURM_CONF).
  static std::string Capture(const std::string& cmd) {
    std::string out;
    FILE* p = ::popen(cmd.c_str(), "r");
    char buf[4096];
    while (p && std::fgets(buf, sizeof(buf), p)) out += buf;
    if (p) ::pclose(p);
    return out;
  }

  // The tiny grid, 2 loss aggregations x 2 seeds, with results under `root` on the given
  // backend's side: out_dir for local, [slurm] results_root for slurm.
  std::string Grid(const std::string& file, const std::string& extra_slurm = "",
                   const std::string& base = kTinyBase) {
    Write("base.toml", base);
    return Write(file, "name = \"grid\"\nbase = \"base.toml\"\nout_dir = \"" +
                           (dir_ / "local").string() +
                           "\"\nseeds = [1, 2]\nworkers = 2\n[factors]\n"
                           "\"train.loss_agg\" = [\"token-mean\", \"seq-mean-token-mean\"]\n"
                           "\"train.estimators\" = [[\"grpo\"]]\n[slurm]\nresults_root = \"" +
                           (dir_ / "slurm").string() +
                           "\"\npoll_seconds = 0.2\narray_parallelism = 2\n" + extra_slurm);
  }

  // Starts `agentrl ablate FILE --backend slurm` in the background (stdin /dev/null).
  pid_t Start(const std::string& file) {
    const pid_t pid = ::fork();
    if (pid == 0) {
      std::freopen("/dev/null", "r", stdin);
      std::freopen((dir_ / "bg.out").c_str(), "w", stdout);
      std::freopen((dir_ / "bg.err").c_str(), "w", stderr);
      ::execl(AGENTRL_BIN, AGENTRL_BIN, "ablate", file.c_str(), "--backend", "slurm", nullptr);
      ::_exit(127);
    }
    return pid;
  }

  static int Wait(pid_t pid) {
    int status = 0;
    ::waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }

  // Waits (up to 60 s) until element 0 of the array recorded in ROOT/slurm/job is in `state`;
  // returns the element's job id ("<array>_0"), or "" on timeout.
  std::string AwaitElement(const fs::path& root, const std::string& state) {
    for (int i = 0; i < 600; ++i) {
      const std::string job = Slurp(root / "slurm" / "job");
      if (!job.empty()) {
        const std::string id = job.substr(0, job.find('\n')) + "_0";
        const std::string st = Capture("squeue --noheader --array --jobs=" + id + " --format=%T");
        if (st.find(state) != std::string::npos) return id;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    return "";
  }

  fs::path cluster_;
  bool up_called_ = false;
};

// aggregate.json without any timing field (there is none today; the comparison stays honest if
// one is added).
json WithoutTimings(json j) {
  if (j.is_object()) {
    json out = json::object();
    for (auto& [k, v] : j.items()) {
      if (k.find("second") == std::string::npos && k.find("time") == std::string::npos) {
        out[k] = WithoutTimings(v);
      }
    }
    return out;
  }
  if (j.is_array()) {
    for (auto& e : j) e = WithoutTimings(e);
  }
  return j;
}

TEST_F(SlurmClusterTest, BothBackendsGiveTheSameAggregate) {
  const std::string abl = Grid("grid.toml");
  Outcome local = Run("ablate " + abl);
  ASSERT_EQ(local.rc, 0) << local.out << local.err;
  Outcome slurm = Run("ablate " + abl + " --backend slurm");
  ASSERT_EQ(slurm.rc, 0) << slurm.out << slurm.err;
  EXPECT_NE(slurm.out.find("4 runs (0 already finished)"), std::string::npos) << slurm.out;
  EXPECT_NE(slurm.out.find("submitted job array"), std::string::npos) << slurm.out;
  EXPECT_NE(slurm.out.find("(4 elements, at most 2 at once)"), std::string::npos) << slurm.out;
  EXPECT_NE(slurm.out.find("first element running"), std::string::npos) << slurm.out;
  EXPECT_NE(slurm.err.find("4/4 runs, 0 running, 0 pending, 0 failed"), std::string::npos)
      << slurm.err;
  const fs::path l = dir_ / "local" / "grid", s = dir_ / "slurm" / "grid";
  for (const char* f : {"results.csv", "aggregate.csv", "aggregate.json", "report.md",
                        "learning_curves.png"}) {
    EXPECT_TRUE(fs::exists(s / f)) << f;
  }
  const json la = json::parse(Slurp(l / "aggregate.json"));
  const json sa = json::parse(Slurp(s / "aggregate.json"));
  ASSERT_EQ(la.size(), 2u);
  EXPECT_EQ(WithoutTimings(la).dump(), WithoutTimings(sa).dump());
  EXPECT_EQ(Slurp(l / "results.csv"), Slurp(s / "results.csv"));
  EXPECT_EQ(Slurp(l / "configs" / "estimators-grpo__loss_agg-token-mean__seed-2.toml"),
            Slurp(s / "configs" / "estimators-grpo__loss_agg-token-mean__seed-2.toml"));
  // Every element ran through Slurm: the array's records say COMPLETED, and the run logs are
  // where the local backend puts them.
  const std::string job = Slurp(s / "slurm" / "job");
  const std::string states = Capture("scontrol -o show job " + job.substr(0, job.find('\n')));
  EXPECT_EQ(std::count(states.begin(), states.end(), '\n'), 4) << states;
  EXPECT_EQ(states.find("FAILED"), std::string::npos) << states;
  EXPECT_TRUE(fs::exists(s / "logs" / "estimators-grpo__loss_agg-token-mean__seed-1.log"));

  // Everything finished: running again submits nothing and aggregates the same.
  slurm = Run("ablate " + abl + " --backend slurm");
  ASSERT_EQ(slurm.rc, 0) << slurm.out << slurm.err;
  EXPECT_NE(slurm.out.find("4 runs (4 already finished)"), std::string::npos) << slurm.out;
  EXPECT_EQ(slurm.out.find("submitted"), std::string::npos) << slurm.out;
  EXPECT_EQ(Slurp(s / "aggregate.json"), sa.dump(2) + "\n");
}

TEST_F(SlurmClusterTest, DryRunPrintsTheScriptAndSubmitsNothing) {
  const std::string abl = Grid("grid.toml", "partition = \"local\"\n");
  const Outcome o = Run("ablate " + abl + " --backend slurm --dry-run --time 5");
  ASSERT_EQ(o.rc, 0) << o.err;
  EXPECT_EQ(o.out.rfind("#!/bin/bash\n", 0), 0u) << o.out;
  for (const char* want : {"#SBATCH --array=0-3%2\n", "#SBATCH --requeue\n",
                           "#SBATCH --partition=local\n", "#SBATCH --time=5\n",
                           "estimators-grpo__loss_agg-seq-mean-token-mean__seed-2"}) {
    EXPECT_NE(o.out.find(want), std::string::npos) << want << " in\n" << o.out;
  }
  EXPECT_FALSE(fs::exists(dir_ / "slurm")) << "a dry run writes nothing";
  EXPECT_EQ(Capture("squeue --noheader --all"), "") << "a dry run submits nothing";
  // The script is what sbatch takes: submitted by hand, it runs the grid.
  Write("array.sbatch", o.out);
  fs::create_directories(dir_ / "slurm" / "grid");
  for (const char* sub : {"configs", "logs", "runs", "slurm"}) {
    fs::create_directories(dir_ / "slurm" / "grid" / sub);
  }
  const std::string check = Capture("sbatch --test-only " + (dir_ / "array.sbatch").string() +
                                    " 2>&1");
  EXPECT_NE(check.find("to start at"), std::string::npos) << check;
}

TEST_F(SlurmClusterTest, FailedElementIsReportedAndResumeSubmitsOnlyIt) {
  const std::string abl = Grid("grid.toml");
  // The run directory of one run is a plain file: that run's `agentrl run` fails on its node.
  const fs::path root = dir_ / "slurm" / "grid";
  const std::string bad = "estimators-grpo__loss_agg-seq-mean-token-mean__seed-1";
  fs::create_directories(root / "runs");
  Write("slurm/grid/runs/" + bad, "not a directory\n");
  Outcome o = Run("ablate " + abl + " --backend slurm");
  EXPECT_EQ(o.rc, 1) << o.out << o.err;
  const std::string log = (root / "logs" / (bad + ".log")).string();
  const std::regex failed("failed: run " + bad + " \\(element [0-9]+_2\\): FAILED, exit status "
                          "[1-9][0-9]*:0; log: " + log);
  EXPECT_TRUE(std::regex_search(o.out, failed)) << o.out;
  EXPECT_NE(o.err.find("1 run(s) failed on Slurm"), std::string::npos) << o.err;
  EXPECT_NE(Slurp(log).find(bad), std::string::npos) << "the log says why: " << Slurp(log);
  EXPECT_TRUE(fs::exists(root / "aggregate.json")) << "what finished is aggregated";
  EXPECT_NE(Slurp(root / "results.csv").find(bad + ",1,\"grpo\",\"seq-mean-token-mean\",grpo,0"),
            std::string::npos)
      << Slurp(root / "results.csv");

  // Fixed: the same command submits the one missing run.
  fs::remove(root / "runs" / bad);
  o = Run("ablate " + abl + " --backend slurm");
  ASSERT_EQ(o.rc, 0) << o.out << o.err;
  EXPECT_NE(o.out.find("4 runs (3 already finished)"), std::string::npos) << o.out;
  EXPECT_NE(o.out.find("(1 elements, at most 2 at once)"), std::string::npos) << o.out;
  const std::string script = Slurp(root / "slurm" / "array.sbatch");
  EXPECT_NE(script.find("#SBATCH --array=0-0%2"), std::string::npos) << script;
  EXPECT_NE(script.find(bad), std::string::npos) << script;
  EXPECT_EQ(script.find("token-mean__seed-2"), std::string::npos) << script;
  EXPECT_TRUE(fs::exists(root / "runs" / bad / "summary.json"));
}

// A run long enough to be caught running: 40 iterations of 32 tasks x 8.
const char* kLongerBase =
    "[run]\nname = \"b\"\n[sim]\ntoken_budget = 1024\n[train]\nenabled = true\niterations = 40\n"
    "tasks_per_iteration = 32\ngroup_size = 8\n";

TEST_F(SlurmClusterTest, RequeuedElementStartsOverAndLeavesACompleteSummary) {
  Write("base.toml", kLongerBase);
  const std::string abl = Write(
      "one.toml", "name = \"one\"\nbase = \"base.toml\"\nseeds = [7]\n[slurm]\nresults_root = \"" +
                      (dir_ / "slurm").string() + "\"\npoll_seconds = 0.2\n");
  const fs::path root = dir_ / "slurm" / "one";
  const fs::path summary = root / "runs" / "base__seed-7" / "summary.json";
  const pid_t ablate = Start(abl);
  const std::string element = AwaitElement(root, "RUNNING");
  ASSERT_NE(element, "") << Slurp(dir_ / "bg.out") << Slurp(dir_ / "bg.err");
  // Let the run write its first metrics, then preempt it as Slurm does: SIGTERM, requeue.
  for (int i = 0; i < 100 && !fs::exists(root / "runs" / "base__seed-7" / "config.toml"); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  ASSERT_EQ(std::system(("scontrol requeue " + element).c_str()), 0);
  ASSERT_NE(AwaitElement(root, "PENDING"), "") << "the requeued element waits again";
  EXPECT_FALSE(fs::exists(summary)) << "a run killed by SIGTERM leaves no summary.json";
  // A requeued job waits ~2 minutes before it may start again; start it now.
  ASSERT_EQ(std::system(("scontrol update jobid=" + element + " starttime=now").c_str()), 0);
  ASSERT_EQ(Wait(ablate), 0) << Slurp(dir_ / "bg.out") << Slurp(dir_ / "bg.err");
  const std::string record = Capture("scontrol -o show job " + element);
  EXPECT_NE(record.find("Restarts=1"), std::string::npos) << record;
  EXPECT_NE(record.find("JobState=COMPLETED"), std::string::npos) << record;
  const json s = json::parse(Slurp(summary), nullptr, false);
  ASSERT_FALSE(s.is_discarded()) << Slurp(summary);
  EXPECT_TRUE(s.contains("estimators") || s.size() > 1) << s.dump();
  // One cell per estimator the run trains (the default two), each from the one run.
  const json agg = json::parse(Slurp(root / "aggregate.json"));
  ASSERT_EQ(agg.size(), 2u) << agg.dump();
  for (const json& cell : agg) {
    EXPECT_EQ(cell["runs"], 1) << cell.dump();
    EXPECT_EQ(cell["j_last"]["n"], 1) << "the requeued run counts as finished: " << cell.dump();
  }
}

TEST_F(SlurmClusterTest, InterruptCancelsTheArray) {
  Write("base.toml", kLongerBase);
  const std::string abl = Write(
      "one.toml", "name = \"one\"\nbase = \"base.toml\"\nseeds = [7, 8]\n[slurm]\n"
                  "results_root = \"" + (dir_ / "slurm").string() +
                  "\"\npoll_seconds = 0.2\narray_parallelism = 1\n");
  const fs::path root = dir_ / "slurm" / "one";
  const pid_t ablate = Start(abl);
  const std::string element = AwaitElement(root, "RUNNING");
  ASSERT_NE(element, "") << Slurp(dir_ / "bg.out") << Slurp(dir_ / "bg.err");
  ::kill(ablate, SIGINT);  // stdin is not a terminal: no question, the array is cancelled
  EXPECT_EQ(Wait(ablate), 1) << Slurp(dir_ / "bg.out") << Slurp(dir_ / "bg.err");
  EXPECT_NE(Slurp(dir_ / "bg.out").find("cancelled job array"), std::string::npos)
      << Slurp(dir_ / "bg.out");
  const std::string job = element.substr(0, element.find('_'));
  std::string active;
  for (int i = 0; i < 100; ++i) {
    active = Capture("squeue --noheader --array --jobs=" + job + " --states=PENDING,RUNNING");
    if (active.empty()) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  EXPECT_EQ(active, "") << "no element of the array is left pending or running";
  EXPECT_FALSE(fs::exists(root / "runs" / "base__seed-8" / "summary.json"));
}

}  // namespace
}  // namespace agentrl::testing
