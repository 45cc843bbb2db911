#include "agentrl/harness/experiment_config.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "agentrl/harness/ablate.h"

namespace agentrl::harness {
namespace {

std::string SourceDir() {
  const char* dir = std::getenv("AGENTRL_SOURCE_DIR");
  return dir ? dir : ".";
}

TEST(ExperimentConfig, QuickstartFileLoadsAndMatchesTheEmbeddedCopy) {
  auto file = config::LoadFile<ExperimentConfig>(SourceDir() + "/experiments/quickstart.toml");
  ASSERT_TRUE(file.ok()) << file.status().message();
  auto embedded =
      config::LoadString<ExperimentConfig>(EmbeddedQuickstartToml(), kEmbeddedQuickstartName);
  ASSERT_TRUE(embedded.ok()) << embedded.status().message();
  EXPECT_EQ(config::DumpConfig(*file), config::DumpConfig(*embedded));
  EXPECT_EQ(file->run.name, "quickstart");
}

// Every committed experiments/*.toml: an ablation (a top-level [factors] table) or an experiment.
std::vector<std::string> ExperimentFiles(bool ablations) {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(SourceDir() + "/experiments")) {
    if (entry.path().extension() != ".toml") continue;
    std::ifstream in(entry.path());
    std::string line;
    bool is_ablation = false;
    while (std::getline(in, line)) {
      is_ablation =
          is_ablation || line.rfind("[factors]", 0) == 0 || line.rfind("[[cells]]", 0) == 0;
    }
    if (is_ablation == ablations) names.push_back(entry.path().filename().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

TEST(ExperimentConfig, EveryExperimentFileValidates) {
  // A committed experiment that no longer loads is a bug found here, not by a user.
  auto names = ExperimentFiles(false);
  for (const char* known : {"quickstart.toml", "cheating.toml", "gap_alarm_calibration.toml"}) {
    EXPECT_NE(std::find(names.begin(), names.end(), known), names.end()) << known;
  }
  for (const std::string& name : names) {
    auto r = config::LoadFile<ExperimentConfig>(SourceDir() + "/experiments/" + name);
    EXPECT_TRUE(r.ok()) << name << ": " << r.status().message();
  }
}

TEST(ExperimentConfig, PipelineDepthOutOfRangeNamesTheField) {
  auto r = config::LoadString<ExperimentConfig>("[loop]\npipeline_depth = 5\n", "e.toml");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().exit_code(), 2);
  EXPECT_NE(r.status().message().find("e.toml:2:"), std::string::npos) << r.status().message();
  EXPECT_NE(r.status().message().find("loop.pipeline_depth"), std::string::npos)
      << r.status().message();
}

TEST(ExperimentConfig, EditSuccessNeedsOneProbabilityPerTier) {
  auto ok = config::LoadString<ExperimentConfig>("[loop]\nedit_success = [0.9, 0.6, 0.2]\n", "e.toml");
  ASSERT_TRUE(ok.ok()) << ok.status().message();
  EXPECT_EQ(ok->loop.edit_success, (std::vector<double>{0.9, 0.6, 0.2}));
  for (const char* bad : {"[0.9, 0.6]", "[0.9, 0.6, 0.2, 0.1]", "[0.9, 1.5, 0.2]"}) {
    auto r = config::LoadString<ExperimentConfig>(
        std::string("[loop]\nedit_success = ") + bad + "\n", "e.toml");
    ASSERT_FALSE(r.ok()) << bad;
    EXPECT_EQ(r.status().exit_code(), 2) << bad;
    EXPECT_NE(r.status().message().find("loop.edit_success"), std::string::npos)
        << r.status().message();
  }
}

// [antihack.reviewer]: off by default; enabled, it needs a model and a non-empty band, and the
// error names the key and its line.
TEST(ExperimentConfig, AnEnabledReviewerNeedsAModelAndABand) {
  auto off = config::LoadString<ExperimentConfig>("", "e.toml");
  ASSERT_TRUE(off.ok()) << off.status().message();
  EXPECT_FALSE(off->antihack.reviewer.enabled);
  auto ok = config::LoadString<ExperimentConfig>(
      "[antihack.reviewer]\nenabled = true\nmodel = \"m\"\nbase_url = \"http://h:8000/v1\"\n"
      "band_low = 0.1\nband_high = 0.5\ncontrastive = true\n",
      "e.toml");
  ASSERT_TRUE(ok.ok()) << ok.status().message();
  EXPECT_EQ(ok->antihack.reviewer.model, "m");
  EXPECT_TRUE(ok->antihack.reviewer.contrastive);
  const std::pair<const char*, const char*> bad[] = {
      {"[antihack.reviewer]\nenabled = true\n", "antihack.reviewer.model"},
      {"[antihack.reviewer]\nenabled = true\nmodel = \"m\"\nband_low = 0.5\nband_high = 0.2\n",
       "e.toml:4:1: antihack.reviewer.band_low"},
      {"[antihack.reviewer]\nweight = 1.5\n", "e.toml:2"},
      {"[antihack.reviewer]\nmodle = \"m\"\n", "model"}};
  for (const auto& [text, needle] : bad) {
    auto r = config::LoadString<ExperimentConfig>(text, "e.toml");
    ASSERT_FALSE(r.ok()) << text;
    EXPECT_EQ(r.status().exit_code(), 2) << text;
    EXPECT_NE(r.status().message().find(needle), std::string::npos) << r.status().message();
  }
}

TEST(ExperimentConfig, TurnTokensNeedOneCountPerAction) {
  auto ok = config::LoadString<ExperimentConfig>(
      "[loop]\npolicy_tokens = [1, 2, 3, 4, 5, 6]\nenv_tokens = [0, 0, 0, 0, 0, 7]\n"
      "token_budget_per_turn = 10.5\n",
      "e.toml");
  ASSERT_TRUE(ok.ok()) << ok.status().message();
  EXPECT_EQ(ok->loop.policy_tokens, (std::vector<int64_t>{1, 2, 3, 4, 5, 6}));
  EXPECT_EQ(ok->loop.env_tokens, (std::vector<int64_t>{0, 0, 0, 0, 0, 7}));
  EXPECT_EQ(ok->loop.token_budget_per_turn, 10.5);
  // Too few or too many values, a turn without a policy token, a negative count.
  for (const char* bad : {"policy_tokens = [1, 2, 3, 4, 5]", "env_tokens = [1, 2, 3, 4, 5, 6, 7]",
                          "policy_tokens = [0, 2, 3, 4, 5, 6]", "env_tokens = [1, -2, 3, 4, 5, 6]",
                          "token_budget_per_turn = 0"}) {
    auto r = config::LoadString<ExperimentConfig>(std::string("[loop]\n") + bad + "\n", "e.toml");
    ASSERT_FALSE(r.ok()) << bad;
    EXPECT_EQ(r.status().exit_code(), 2) << bad;
    const std::string key = std::string("loop.") + std::string(bad).substr(0, std::string(bad).find(' '));
    EXPECT_NE(r.status().message().find(key), std::string::npos) << r.status().message();
  }
}

TEST(ExperimentConfig, EveryAblationFileExpandsIntoValidRuns) {
  auto names = ExperimentFiles(true);
  EXPECT_EQ(names, (std::vector<std::string>{"adaptive_lambda.toml", "antihack_on_drift.toml",
                                             "critic_pretrain.toml",
                                             "length_bias.toml", "length_spread.toml",
                                             "loss_agg.toml", "phase_train.toml",
                                             "positive_control_critic.toml",
                                             "positive_control_flip.toml", "shaped_train.toml",
                                             "stability.toml",
                                             "tier_spread.toml", "tier_spread_wide.toml",
                                             "vapo_pretrain.toml"}));
  for (const std::string& name : names) {
    auto spec = LoadAblation(SourceDir() + "/experiments/" + name);
    ASSERT_TRUE(spec.ok()) << name << ": " << spec.status().message();
    auto runs = ExpandAblation(*spec);
    ASSERT_TRUE(runs.ok()) << name << ": " << runs.status().message();
    size_t cells = spec->cells.empty() ? 1 : spec->cells.size();
    for (const auto& f : spec->factors) cells *= f.literals.size();
    EXPECT_EQ(runs->size(), cells * spec->seeds.size()) << name;
  }
}

// The drift study, once fifteen experiment files, is one list of cells: each cell's run is the
// experiment whose results are committed (its recorded config.toml), but for what an ablation
// sets on every run (the run's name and thread count, train.enabled) and the cheat set's path,
// which moved since (same content).
TEST(ExperimentConfig, DriftCellsAreTheCommittedDriftRuns) {
  auto spec = LoadAblation(SourceDir() + "/experiments/antihack_on_drift.toml");
  ASSERT_TRUE(spec.ok()) << spec.status().message();
  auto runs = ExpandAblation(*spec);
  ASSERT_TRUE(runs.ok()) << runs.status().message();
  ASSERT_EQ(runs->size(), 15u);
  // The resolved config's key lines (comments dropped), with the section of each.
  auto normalised = [](ExperimentConfig c) {
    c.run.name = "";
    c.run.threads = 0;
    c.train.enabled = false;
    c.loop.cheat_set = "";
    std::istringstream in(config::DumpConfig(c));
    std::vector<std::string> lines;
    std::string section;
    for (std::string l; std::getline(in, l);) {
      if (l.empty() || l[0] == '#') continue;
      if (l[0] == '[') {
        section = l;
      } else {
        lines.push_back(section + " " + l);
      }
    }
    return lines;
  };
  for (const AblationRun& r : *runs) {
    ASSERT_EQ(r.labels.size(), 1u);
    SCOPED_TRACE(r.labels[0]);
    EXPECT_EQ(r.id, r.labels[0] + "__seed-1");
    auto now = config::LoadString<ExperimentConfig>(r.config_toml, r.id);
    ASSERT_TRUE(now.ok()) << now.status().message();
    EXPECT_TRUE(now->loop.enabled);
    auto then = config::LoadFile<ExperimentConfig>(
        SourceDir() + "/experiments/results/antihack_on_drift/" + r.labels[0] + "/config.toml");
    ASSERT_TRUE(then.ok()) << then.status().message();
    const std::vector<std::string> a = normalised(*now), b = normalised(*then);
    ASSERT_EQ(a.size(), b.size());
    for (size_t i = 0; i < a.size(); ++i) EXPECT_EQ(a[i], b[i]);
  }
}

TEST(ExperimentConfig, CellsAreNamedListsOfKeys) {
  const std::string dir = ::testing::TempDir() + "/cells";
  std::filesystem::create_directories(dir);
  std::ofstream(dir + "/base.toml") << "[run]\nname = \"b\"\n";
  auto load = [&](const std::string& text) {
    std::ofstream(dir + "/a.toml") << "name = \"a\"\nbase = \"base.toml\"\nseeds = [1, 2]\n" << text;
    return LoadAblation(dir + "/a.toml");
  };
  auto ok = load("[[cells]]\nname = \"plain\"\n[[cells]]\nname = \"fast\"\n"
                 "\"train.lr_policy\" = 0.03\n\"loop.seeds\" = [4]\n");
  ASSERT_TRUE(ok.ok()) << ok.status().message();
  auto runs = ExpandAblation(*ok);
  ASSERT_TRUE(runs.ok()) << runs.status().message();
  ASSERT_EQ(runs->size(), 4u);
  EXPECT_EQ((*runs)[0].id, "plain__seed-1");
  EXPECT_EQ((*runs)[3].id, "fast__seed-2");
  auto fast = config::LoadString<ExperimentConfig>((*runs)[3].config_toml, "fast");
  ASSERT_TRUE(fast.ok());
  EXPECT_EQ(fast->train.lr_policy, 0.03);
  EXPECT_EQ(fast->loop.seeds, (std::vector<int64_t>{4}));
  EXPECT_EQ(fast->run.seed, 2);
  const std::vector<AblationFactor> columns = ResultColumns(*ok);
  ASSERT_EQ(columns.size(), 1u);
  EXPECT_EQ(columns[0].key, "cell");
  EXPECT_EQ(columns[0].labels, (std::vector<std::string>{"plain", "fast"}));

  // Refused, naming the place: both forms, a missing or repeated name, a table, an unknown key.
  struct Bad {
    std::string text, says;
  };
  for (const Bad& b : std::vector<Bad>{
           {"[factors]\n\"train.lr_policy\" = [0.1]\n[[cells]]\nname = \"x\"\n", "not both"},
           {"[[cells]]\n\"train.lr_policy\" = 0.1\n", "cells[0].name"},
           {"[[cells]]\nname = \"x\"\n[[cells]]\nname = \"x\"\n", "used by an earlier cell"},
           {"[[cells]]\nname = \"a b\"\n", "cells[0].name: accepted"},
           {"[[cells]]\nname = \"x\"\n[cells.train]\nlr_policy = 0.1\n", "dotted keys in quotes"},
           {"cells = 3\n", "[[cells]] tables"}}) {
    auto r = load(b.text);
    ASSERT_FALSE(r.ok()) << b.text;
    EXPECT_EQ(r.status().exit_code(), 2);
    EXPECT_NE(r.status().message().find(b.says), std::string::npos) << r.status().message();
  }
  auto unknown = load("[[cells]]\nname = \"x\"\n\"train.no_such\" = 1\n");
  ASSERT_TRUE(unknown.ok());
  auto bad_runs = ExpandAblation(*unknown);
  ASSERT_FALSE(bad_runs.ok());
  EXPECT_NE(bad_runs.status().message().find("cells[0].\"train.no_such\": no such key"),
            std::string::npos)
      << bad_runs.status().message();
}

TEST(ExperimentConfig, OverrideKeyReplacesOnlyTheNamedSectionsKey) {
  const std::string dump = "[a]\nx = 1\n\n[a.b]\nx = 2\ny = 3\n";
  auto r = OverrideKey(dump, "a.b.x", "9");
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(*r, "[a]\nx = 1\n\n[a.b]\nx = 9\ny = 3\n");
  EXPECT_FALSE(OverrideKey(dump, "a.z", "1").ok());
  EXPECT_NEAR(T95(2), 12.706, 1e-9);
  EXPECT_NEAR(T95(5), 2.776, 1e-9);
}

TEST(ExperimentConfig, GuessingPaysFileIsThePreset) {
  auto r = config::LoadFile<ExperimentConfig>(SourceDir() + "/experiments/sim_guessing_pays.toml");
  ASSERT_TRUE(r.ok()) << r.status().message();
  EXPECT_EQ(config::DumpConfig(r->sim), config::DumpConfig(sim::SimConfig::GuessingPaysPreset()));
}

TEST(ExperimentConfig, RunNameMustBeADirectoryName) {
  auto r = config::LoadString<ExperimentConfig>("[run]\nname = \"../escape\"\n", "e.toml");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().message().rfind(
                "e.toml:2:1: run.name: \"../escape\" is not a usable directory name", 0),
            0u)
      << r.status().message();
}

TEST(ExperimentConfig, LengthBoundsMustBeOrdered) {
  auto r =
      config::LoadString<ExperimentConfig>("[batch]\nlength_max = 10\nlength_min = 20\n", "e.toml");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().message(),
            "e.toml:3:1: batch.length_min: 20 exceeds batch.length_max = 10; accepted: length_min "
            "<= length_max");
}

}  // namespace
}  // namespace agentrl::harness
