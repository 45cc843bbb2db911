// The experiment file that `agentrl run` reads (experiments/*.toml): which run, which seed,
// and the settings of each stage. Every field is documented in Describe(); `agentrl config
// dump` prints them all with their defaults.
#pragma once

#include <cstdint>
#include <string>

#include "agentrl/core/config.h"
#include "agentrl/kernels/estimators.h"
#include "agentrl/kernels/random_batch.h"

namespace agentrl::harness {

struct RunSection {
  std::string name = "quickstart";
  int64_t seed = 1;
  int64_t threads = 0;
  std::string out_dir = "runs";

  static void Describe(config::SchemaBuilder<RunSection>& s);
};

// Which estimators the job runs, with the parameters they share.
struct AdvantagesSection {
  std::vector<std::string> estimators = kernels::EstimatorNames();
  std::string mask_mode = "carry";
  double gamma = 1.0;
  double lam = 0.95;
  bool decoupled = false;
  double lam_critic = 1.0;
  double alpha = 0.05;
  bool whiten = false;
  int64_t chunk_tokens = 1 << 15;

  static void Describe(config::SchemaBuilder<AdvantagesSection>& s);
  kernels::EstimatorParams ParamsFor(const std::string& estimator) const;
};

struct ExperimentConfig {
  RunSection run;
  kernels::RandomBatchSpec batch;
  AdvantagesSection advantages;

  static void Describe(config::SchemaBuilder<ExperimentConfig>& s);
  Status Validate(const config::Locator& where) const;
};

// The default experiment, experiments/quickstart.toml, compiled into the binary so that
// `agentrl run` works from any directory.
const char* EmbeddedQuickstartToml();
inline constexpr const char* kEmbeddedQuickstartName = "<embedded experiments/quickstart.toml>";

}  // namespace agentrl::harness
