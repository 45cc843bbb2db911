#include "agentrl/harness/ablate.h"
#include "agentrl/harness/experiment_config.h"

#include <gtest/gtest.h>

#include <cstdlib>

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

TEST(ExperimentConfig, EveryExperimentFileValidates) {
  // A committed experiment that no longer loads is a bug found here, not by a user.
  for (const char* name : {"quickstart.toml", "kernels_check.toml", "sim_sample.toml", "sim_evaluate.toml",
                           "sim_credit.toml", "sim_guessing_pays.toml", "cheating.toml",
                           "cheating_lockstep.toml", "staleness_depth0.toml",
                           "staleness_depth1.toml", "sampling_no_dynamic.toml",
                           "sampling_uniform_tiers.toml"}) {
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

TEST(ExperimentConfig, EveryAblationFileExpandsIntoValidRuns) {
  for (const char* name : {"length_spread.toml", "critic_pretrain.toml", "loss_agg.toml",
                           "stability.toml"}) {
    auto spec = LoadAblation(SourceDir() + "/experiments/" + name);
    ASSERT_TRUE(spec.ok()) << name << ": " << spec.status().message();
    auto runs = ExpandAblation(*spec);
    ASSERT_TRUE(runs.ok()) << name << ": " << runs.status().message();
    size_t cells = 1;
    for (const auto& f : spec->factors) cells *= f.literals.size();
    EXPECT_EQ(runs->size(), cells * spec->seeds.size()) << name;
  }
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
