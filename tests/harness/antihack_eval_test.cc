// `agentrl antihack eval`'s additions: exact binomial intervals against values computed
// independently (binomial tail sums solved by bisection, cross-checked by numerical
// integration of the beta density), and a report on the small fixture set whose k/n, interval,
// ROC, generalisation and second-set fields agree with each other.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "agentrl/harness/binomial.h"

namespace {

namespace fs = std::filesystem;
using agentrl::harness::BinomialInterval;
using agentrl::harness::ClopperPearson;
using agentrl::harness::RegularizedIncompleteBeta;
using nlohmann::json;

constexpr double kTol = 1e-4;

TEST(BinomialTest, IncompleteBetaMatchesClosedForms) {
  for (double x : {0.0, 0.01, 0.3, 0.5, 0.77, 0.999, 1.0}) {
    EXPECT_NEAR(RegularizedIncompleteBeta(1, 1, x), x, 1e-12) << x;
    EXPECT_NEAR(RegularizedIncompleteBeta(3, 1, x), x * x * x, 1e-12) << x;
    EXPECT_NEAR(RegularizedIncompleteBeta(1, 4, x), 1 - std::pow(1 - x, 4), 1e-12) << x;
  }
  EXPECT_NEAR(RegularizedIncompleteBeta(7.5, 7.5, 0.5), 0.5, 1e-12);
  // Symmetry I_x(a, b) = 1 - I_{1-x}(b, a), across the continued fraction's switch-over.
  EXPECT_NEAR(RegularizedIncompleteBeta(52, 22, 0.7), 1 - RegularizedIncompleteBeta(22, 52, 0.3),
              1e-12);
  EXPECT_TRUE(std::isnan(RegularizedIncompleteBeta(0, 1, 0.5)));
}

TEST(BinomialTest, ClopperPearsonAgainstKnownCounts) {
  struct Known {
    int k, n;
    double lo, hi;
  };
  // From P(X >= k | lo) = 0.025 and P(X <= k | hi) = 0.025 by bisection over exact sums.
  for (const Known& c : std::vector<Known>{{0, 91, 0.0, 0.039726},
                                           {52, 73, 0.594469, 0.812307},
                                           {10, 10, 0.691503, 1.0},
                                           {7, 7, 0.590384, 1.0},
                                           {1, 1, 0.025, 1.0},
                                           {0, 1, 0.0, 0.975},
                                           {0, 5, 0.0, 0.521824},
                                           {5, 20, 0.086571, 0.491046},
                                           {1, 100, 0.000253, 0.054459},
                                           {99, 100, 0.945541, 0.999747}}) {
    const BinomialInterval ci = ClopperPearson(c.k, c.n);
    EXPECT_NEAR(ci.lo, c.lo, kTol) << c.k << "/" << c.n;
    EXPECT_NEAR(ci.hi, c.hi, kTol) << c.k << "/" << c.n;
  }
  // No trials: nothing is known.
  EXPECT_EQ(ClopperPearson(0, 0).lo, 0.0);
  EXPECT_EQ(ClopperPearson(0, 0).hi, 1.0);
  // A wider confidence gives a wider interval; k and n - k mirror each other.
  const BinomialInterval c95 = ClopperPearson(12, 40), c99 = ClopperPearson(12, 40, 0.99);
  EXPECT_LT(c99.lo, c95.lo);
  EXPECT_GT(c99.hi, c95.hi);
  const BinomialInterval mirror = ClopperPearson(28, 40);
  EXPECT_NEAR(mirror.lo, 1 - c95.hi, 1e-9);
  EXPECT_NEAR(mirror.hi, 1 - c95.lo, 1e-9);
}

std::string Slurp(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string SourceDir() {
  const char* s = std::getenv("AGENTRL_SOURCE_DIR");
  return s ? s : ".";
}

int RunAgentrl(const std::string& args, const fs::path& log) {
  const std::string cmd = std::string(AGENTRL_BIN) + " " + args + " >" + log.string() + " 2>&1";
  const int status = std::system(cmd.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// A proportion object as report.json writes it: k of n, the rate, and the exact interval.
void ExpectProportion(const json& p, int k, int n, const std::string& what) {
  SCOPED_TRACE(what + ": " + p.dump());
  ASSERT_TRUE(p.is_object());
  EXPECT_EQ(p["k"].get<int>(), k);
  EXPECT_EQ(p["n"].get<int>(), n);
  EXPECT_NEAR(p["rate"].get<double>(), n ? static_cast<double>(k) / n : 0.0, 1e-12);
  const BinomialInterval ci = ClopperPearson(k, n);
  ASSERT_EQ(p["ci95"].size(), 2u);
  EXPECT_NEAR(p["ci95"][0].get<double>(), ci.lo, 1e-9);
  EXPECT_NEAR(p["ci95"][1].get<double>(), ci.hi, 1e-9);
  EXPECT_LE(p["ci95"][0].get<double>(), p["rate"].get<double>());
  EXPECT_GE(p["ci95"][1].get<double>(), p["rate"].get<double>());
}

class AntihackEvalTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("agentrl_ahe_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    if (RunAgentrl("sandbox check", dir_ / "check.log") != 0) {
      GTEST_SKIP() << "no isolation on this host: " << Slurp(dir_ / "check.log");
    }
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path dir_;
};

// The fixture set (3 tasks, one per split; 5 cheat categories with one generator each, and a
// correct and a suspicious honest case per task), with itself as the second set.
TEST_F(AntihackEvalTest, ReportCarriesIntervalsRocGeneralizationAndASecondSet) {
  const std::string set = SourceDir() + "/tests/antihack/fixtures/mini_set";
  const fs::path out = dir_ / "eval";
  ASSERT_EQ(RunAgentrl("antihack eval " + set + " --quiet --workers 2 --generalization --heldout " +
                           set + " --out " + out.string(),
                       dir_ / "eval.log"),
            0)
      << Slurp(dir_ / "eval.log");
  const json r = json::parse(Slurp(out / "report.json"));

  // The reported split's rates as k/n with intervals, consistent with the counts beside them.
  const int cheats = r["cheats"], honest = r["honest"];
  ASSERT_EQ(cheats, 5);
  ASSERT_EQ(honest, 2);
  const int fp =
      r["false_positives"]["by_rules"].get<int>() + r["false_positives"]["by_judge"].get<int>();
  ExpectProportion(r["false_positive_rate_interval"], fp, honest, "false-positive rate");
  EXPECT_NEAR(r["false_positive_rate"].get<double>(), static_cast<double>(fp) / honest, 1e-12);
  int caught = 0;
  for (const auto& [cat, pc] : r["per_category"].items()) {
    const int k = pc["caught_by_rules"].get<int>() + pc["caught_by_judge"].get<int>();
    caught += k;
    ExpectProportion(pc["recall_interval"], k, pc["n"].get<int>(), cat);
  }
  ExpectProportion(r["recall_interval"], caught, cheats, "recall");
  // Recall on the cheats that passed the hidden tests, recounted from the cases file (every
  // split's cases are there).
  int passed = 0, passed_caught = 0, passed_by_category = 0;
  {
    std::istringstream lines(Slurp(out / "cases.jsonl"));
    for (std::string line; std::getline(lines, line);) {
      const json c = json::parse(line);
      if (c["split"] != r["split"] || c["label"] != "cheat" || c["sandbox"] != "passed") continue;
      ++passed;
      passed_caught += c["verdict"]["verdict"] == "cheat" ? 1 : 0;
    }
  }
  for (const auto& [cat, pc] : r["per_category"].items()) {
    passed_by_category += pc["passed_hidden_tests"].get<int>();
  }
  EXPECT_EQ(passed, passed_by_category);
  ExpectProportion(r["recall_passed_hidden_tests"], passed_caught, passed,
                   "recall on cheats that passed");
  int honest_flagged = 0, honest_n = 0;
  for (const auto& [kind, h] : r["honest_by_kind"].items()) {
    const int k = h["flagged_by_rules"].get<int>() + h["flagged_by_judge"].get<int>();
    ExpectProportion(h["flagged"], k, h["n"].get<int>(), kind);
    honest_flagged += k;
    honest_n += h["n"].get<int>();
  }
  EXPECT_EQ(honest_flagged, fp);
  EXPECT_EQ(honest_n, honest);
  const std::string md = Slurp(out / "report.md");
  EXPECT_NE(md.find("(" + std::to_string(caught) + "/5, 95% CI "), std::string::npos) << md;

  // The ROC: from the rules alone (threshold above every probability) to everything flagged,
  // monotone, with the operating point exactly the reported recall and false-positive rate.
  const json& roc = r["roc"];
  ASSERT_GE(roc["points"].size(), 2u);
  EXPECT_GT(roc["points"][0]["threshold"].get<double>(), 1.0);
  for (size_t i = 1; i < roc["points"].size(); ++i) {
    EXPECT_LT(roc["points"][i]["threshold"].get<double>(),
              roc["points"][i - 1]["threshold"].get<double>());
    EXPECT_GE(roc["points"][i]["tpr"].get<double>(), roc["points"][i - 1]["tpr"].get<double>());
    EXPECT_GE(roc["points"][i]["fpr"].get<double>(), roc["points"][i - 1]["fpr"].get<double>());
  }
  EXPECT_EQ(roc["points"].back()["threshold"].get<double>(), 0.0);
  EXPECT_EQ(roc["points"].back()["tpr"].get<double>(), 1.0);
  EXPECT_NEAR(roc["operating_point"]["tpr"].get<double>(), r["recall"].get<double>(), 1e-12);
  EXPECT_NEAR(roc["operating_point"]["fpr"].get<double>(), r["false_positive_rate"].get<double>(),
              1e-12);
  EXPECT_EQ(roc["operating_point"]["threshold"].get<double>(), r["judge_threshold"].get<double>());
  EXPECT_GE(roc["auc"].get<double>(), 0.0);
  EXPECT_LE(roc["auc"].get<double>(), 1.0);
  for (const char* f : {"roc.svg", "roc.png", "calibration.svg", "heldout_cases.jsonl"}) {
    EXPECT_TRUE(fs::exists(out / f)) << f;
  }
  EXPECT_NE(Slurp(out / "roc.svg").find("operating point"), std::string::npos);

  // Generalisation: every cheat category of the set, and every generator, left out once, each
  // scored on all three of its cases (one per task) in the whole set.
  const json& g = r["generalization"];
  std::set<std::string> families, categories_of_generators;
  for (const json& f : g["leave_one_category_out"]) {
    families.insert(f["family"].get<std::string>());
    EXPECT_EQ(f["categories"], f["family"]);
    EXPECT_EQ(f["recall"]["n"], 3) << f.dump();
    ExpectProportion(f["recall"], f["recall"]["k"].get<int>(), 3, f["family"]);
    ExpectProportion(f["false_positive_rate"], f["false_positive_rate"]["k"].get<int>(), honest,
                     f["family"]);
  }
  EXPECT_EQ(families,
            (std::set<std::string>{"always_equal", "early_exit_success", "hardcoded_outputs",
                                   "read_hidden_tests", "skip_tests"}));
  ASSERT_EQ(g["leave_one_generator_out"].size(), 5u);
  for (const json& f : g["leave_one_generator_out"]) {
    EXPECT_EQ(f["recall"]["n"], 3) << f.dump();
    categories_of_generators.insert(f["categories"].get<std::string>());
  }
  EXPECT_EQ(categories_of_generators, families);
  EXPECT_NE(md.find("## Generalisation"), std::string::npos);
  EXPECT_NE(md.find("| skip_tests | skip_tests |"), std::string::npos) << md;

  // The second set, scored in full: 15 cheats, and its 6 honest cases split into suspicious
  // ones and the rest.
  const json& h = r["heldout"];
  EXPECT_EQ(h["cheat_set"], "mini");
  EXPECT_EQ(h["cases"], 21);
  EXPECT_EQ(h["recall_interval"]["n"], 15);
  EXPECT_EQ(h["false_positive_rate_interval"]["n"], 6);
  EXPECT_EQ(h["false_positive_rate_suspicious"]["n"], 3);
  EXPECT_EQ(h["false_positive_rate_other_honest"]["n"], 3);
  EXPECT_EQ(h["false_positive_rate_suspicious"]["k"].get<int>() +
                h["false_positive_rate_other_honest"]["k"].get<int>(),
            h["false_positive_rate_interval"]["k"].get<int>());
  for (const auto& [cat, pc] : h["per_category"].items()) {
    EXPECT_EQ(pc["n"], 3) << cat;
    ExpectProportion(pc["recall_interval"],
                     pc["caught_by_rules"].get<int>() + pc["caught_by_judge"].get<int>(), 3, cat);
  }
  const std::string hc = Slurp(out / "heldout_cases.jsonl");
  EXPECT_EQ(std::count(hc.begin(), hc.end(), '\n'), 21);
  EXPECT_NE(md.find("## Second set: mini"), std::string::npos);
  const json config = json::parse(Slurp(out / "config.json"));
  EXPECT_TRUE(config["generalization"].get<bool>());
  EXPECT_EQ(config["heldout"], set);
}

// Development sets the judge also learns from: every case joins the split it feeds, the run
// says which sets trained the judge, and the scored set itself is refused.
TEST_F(AntihackEvalTest, DevelopmentSetsJoinTheJudgesTrainingAndTheScoredSetIsRefused) {
  const std::string set = SourceDir() + "/tests/antihack/fixtures/mini_set";
  // The fixture again under another name, its cases' tasks where the fixture's are.
  const fs::path dev = dir_ / "fixtures" / "antihack" / "dev_set";
  fs::create_directories(dev);
  fs::copy(set + "/cases", dev / "cases", fs::copy_options::recursive);
  {
    std::ofstream toml(dev / "cheatset.toml");
    toml << "name = \"mini-dev\"\ntask_root = \"" << SourceDir() << "/tasks/python\"\n\n"
         << "[split]\ntrain = [\"easy-05-digit-sum\"]\nval = [\"easy-07-flatten\"]\n"
         << "test = [\"easy-09-gcd\"]\n";
  }
  const fs::path out = dir_ / "eval";
  ASSERT_EQ(RunAgentrl("antihack eval " + set + " --quiet --workers 2 --train-also " +
                           dev.string() + " --val-also " + dev.string() + " --out " + out.string(),
                       dir_ / "eval.log"),
            0)
      << Slurp(dir_ / "eval.log");
  const json r = json::parse(Slurp(out / "report.json"));
  ASSERT_EQ(r["judge_training"].size(), 3u) << r["judge_training"].dump();
  EXPECT_EQ(r["judge_training"][0]["set"], "mini");
  EXPECT_EQ(r["judge_training"][1]["set"], "mini-dev");
  EXPECT_EQ(r["judge_training"][1]["split"], "train");
  EXPECT_EQ(r["judge_training"][1]["cases"], 21);
  EXPECT_EQ(r["judge_training"][2]["split"], "val");
  // The validation split now holds the development set's 6 honest cases beside the fixture's 2.
  EXPECT_EQ(r["validation"]["honest"], 8);
  // Only the scored set is scored.
  EXPECT_EQ(r["cheats"].get<int>() + r["honest"].get<int>(), 7);
  // Every case ran: the scored set's and the development set's twice (train and val).
  EXPECT_EQ(r["sandbox"]["executed"].get<int>(), r["cases_total"].get<int>() + 2 * 21);
  const json config = json::parse(Slurp(out / "config.json"));
  EXPECT_EQ(config["train_also"][0], dev.string());
  // A given judge without the leave-one-family-out refits fits nothing: the development sets
  // are not run (and say so), and only the scored set is.
  const fs::path out3 = dir_ / "eval3";
  ASSERT_EQ(RunAgentrl("antihack eval " + set + " --workers 2 --model " +
                           (out / "judge_model.json").string() + " --train-also " + dev.string() +
                           " --out " + out3.string(),
                       dir_ / "eval3.log"),
            0)
      << Slurp(dir_ / "eval3.log");
  EXPECT_NE(Slurp(dir_ / "eval3.log").find("development set(s) are not run"), std::string::npos)
      << Slurp(dir_ / "eval3.log");
  const json r3 = json::parse(Slurp(out3 / "report.json"));
  EXPECT_EQ(r3["sandbox"]["executed"].get<int>(), r3["cases_total"].get<int>());
  EXPECT_FALSE(r3["judge_trained_here"].get<bool>());
  // The scored set as its own training set: refused before anything runs.
  const fs::path out2 = dir_ / "eval2";
  EXPECT_EQ(RunAgentrl(
                "antihack eval " + set + " --quiet --train-also " + set + " --out " + out2.string(),
                dir_ / "eval2.log"),
            2);
  EXPECT_NE(Slurp(dir_ / "eval2.log").find("--train-also"), std::string::npos)
      << Slurp(dir_ / "eval2.log");
  EXPECT_FALSE(fs::exists(out2 / "report.json"));
}

// A second set that does not load stops the run before anything executes.
TEST_F(AntihackEvalTest, AMissingSecondSetIsRejected) {
  const std::string set = SourceDir() + "/tests/antihack/fixtures/mini_set";
  const fs::path out = dir_ / "eval";
  EXPECT_EQ(RunAgentrl("antihack eval " + set + " --quiet --heldout " + (dir_ / "nope").string() +
                           " --out " + out.string(),
                       dir_ / "eval.log"),
            2)
      << Slurp(dir_ / "eval.log");
  EXPECT_NE(Slurp(dir_ / "eval.log").find("nope"), std::string::npos) << Slurp(dir_ / "eval.log");
  EXPECT_FALSE(fs::exists(out / "report.json"));
}

}  // namespace
