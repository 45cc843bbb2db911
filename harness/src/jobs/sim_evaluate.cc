#include "agentrl/harness/sim_evaluate.h"

#include <cmath>
#include <iomanip>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "agentrl/core/files.h"
#include "agentrl/core/seed.h"
#include "agentrl/harness/plot.h"
#include "agentrl/harness/sim_batch.h"
#include "agentrl/harness/sim_io.h"
#include "agentrl/kernels/estimators.h"
#include "agentrl/sim/advantage_metrics.h"
#include "agentrl/sim/critics.h"
#include "agentrl/sim/length_report.h"

namespace agentrl::harness {
namespace {

using nlohmann::json;

struct Row {
  double sharpness = 0, spread = 0;
  // What the policy does, from the sampled episodes (the same for every estimator of a
  // sharpness): shares of episodes ending in give_up and in guess, mean turns, mean return.
  double give_up_rate = 0, guess_rate = 0, mean_turns = 0, mean_return = 0;
  std::string estimator, critic;
  double turn_spearman = 0, turn_sign = 0, turn_sf_rmse = 0, token_pearson = 0;
  double credit = 0, credit_truth = 0;       // credit localisation on the critical turn
  std::vector<double> spearman_k, credit_k;  // per batch, for the confidence intervals
  double spearman_ci = 0, credit_ci = 0;     // half-width of the 95% t interval over batches
  sim::GradientMetrics grad;
};

bool UsesValues(kernels::Estimator e) {
  return e == kernels::Estimator::kGae || e == kernels::Estimator::kGaeAdaptive;
}

// Half-width of the 95% Student-t confidence interval of the mean of xs.
double HalfWidth95(const std::vector<double>& xs) {
  const size_t n = xs.size();
  if (n < 2) return 0;
  static constexpr double kT975[] = {0,     12.706, 4.303, 3.182, 2.776, 2.571, 2.447,
                                     2.365, 2.306,  2.262, 2.228, 2.201, 2.179, 2.160,
                                     2.145, 2.131,  2.120, 2.110, 2.101, 2.093, 2.086};
  const size_t dof = n - 1;
  const double t = dof < sizeof kT975 / sizeof *kT975 ? kT975[dof] : 1.96;
  double mean = 0, ss = 0;
  for (double x : xs) mean += x / static_cast<double>(n);
  for (double x : xs) ss += (x - mean) * (x - mean);
  return t * std::sqrt(ss / static_cast<double>(n - 1) / static_cast<double>(n));
}

std::string Label(const Row& r) {
  return r.critic.empty() ? r.estimator : r.estimator + " (" + r.critic + ")";
}

}  // namespace

Status RunSimEvaluate(const ExperimentConfig& cfg, std::ostream& out) {
  const auto prepared = PrepareRunDirectory(cfg);
  if (!prepared.ok()) return prepared.status();
  const std::string& dir = *prepared;
  const sim::CodeAgentEnv env(cfg.sim);
  const SeedTree root = SeedTree(static_cast<uint64_t>(cfg.run.seed)).Derive("sim_evaluate");
  const int threads = static_cast<int>(cfg.run.threads);
  std::vector<Row> rows;
  for (size_t si = 0; si < cfg.evaluate.sharpness.size(); ++si) {
    const double beta = cfg.evaluate.sharpness[si];
    sim::ActionLogits offset{};
    offset[static_cast<int>(sim::Action::kGiveUp)] = cfg.evaluate.give_up_logit;
    offset[static_cast<int>(sim::Action::kGuess)] = cfg.evaluate.guess_logit;
    const sim::SoftmaxPolicy policy = sim::SoftmaxPolicy::SolverLike(beta, offset);
    const sim::SoftmaxPolicy older = sim::SoftmaxPolicy::SolverLike(0.5 * beta, offset);
    // Per (estimator, critic): sums of metrics and the K sampled gradients.
    std::map<std::pair<std::string, std::string>, Row> acc;
    std::map<std::pair<std::string, std::string>, std::vector<std::vector<double>>> grads;
    std::vector<double> exact(sim::SoftmaxPolicy::kNumParams, 0.0);
    double spread = 0;
    Row behaviour;
    for (int64_t k = 0; k < cfg.evaluate.batches; ++k) {
      const uint64_t seed = root.Derive(si).Derive(static_cast<uint64_t>(k)).key();
      const sim::SimBatch b = sim::SampleBatch(
          env, policy,
          {.tasks = cfg.sample.tasks, .group_size = cfg.sample.group_size, .threads = threads},
          seed);
      spread += sim::BuildLengthReport(LengthsOf(b)).median_range_ratio /
                static_cast<double>(cfg.evaluate.batches);
      const double per_episode =
          1.0 / static_cast<double>(b.episodes.size() * static_cast<size_t>(cfg.evaluate.batches));
      for (const sim::EpisodeRecord& e : b.episodes) {
        behaviour.give_up_rate += per_episode * (e.end == sim::EndReason::kGiveUp);
        behaviour.guess_rate += per_episode * (e.end == sim::EndReason::kGuessPass ||
                                               e.end == sim::EndReason::kGuessFail);
        behaviour.mean_turns += per_episode * static_cast<double>(e.turns);
        behaviour.mean_return += per_episode * e.total_reward;
      }
      // The exact gradient for this batch's tasks: the mean over its groups.
      std::map<std::pair<int, int64_t>, std::vector<double>> per_task;
      for (const sim::EpisodeRecord& e : b.episodes) {
        if (e.group * cfg.sample.group_size != static_cast<int64_t>(&e - b.episodes.data()))
          continue;  // once a group
        auto key = std::make_pair(static_cast<int>(e.task.tier), e.task.work);
        auto it = per_task.find(key);
        if (it == per_task.end()) {
          it = per_task
                   .emplace(key, sim::TaskValues(env, e.task, policy).SoftmaxGradient(env, policy))
                   .first;
        }
        for (size_t i = 0; i < exact.size(); ++i) {
          exact[i] += it->second[i] / static_cast<double>(cfg.sample.tasks * cfg.evaluate.batches);
        }
      }
      kernels::PackedBatch packed = ToPackedBatch(b);
      std::vector<float> adv(packed.num_tokens()), ret(packed.num_tokens());
      for (const std::string& name : cfg.evaluate.estimators) {
        const kernels::Estimator est = *kernels::ParseEstimator(name);
        const std::vector<std::string> critics =
            UsesValues(est) ? cfg.evaluate.critics : std::vector<std::string>{""};
        for (const std::string& critic : critics) {
          if (!critic.empty()) {
            sim::CriticSpec spec = cfg.critic;
            spec.kind = critic;
            packed.values =
                sim::CriticValues(env, b, spec, root.Derive("critic").Derive(seed).key(), &older);
          }
          kernels::EstimatorParams p = cfg.advantages.ParamsFor(name);
          p.gamma = cfg.sim.gamma;
          p.mask_mode =
              cfg.sim.decay == "carry" ? kernels::MaskMode::kCarry : kernels::MaskMode::kZero;
          kernels::CpuEstimate(packed.view(), p, adv, ret, {.threads = threads});
          const auto strata = sim::EvaluateAdvantages(b, adv);
          Row& r = acc[{name, critic}];
          const double w = 1.0 / static_cast<double>(cfg.evaluate.batches);
          r.turn_spearman += w * strata[0].per_turn.spearman;
          r.spearman_k.push_back(strata[0].per_turn.spearman);
          r.turn_sign += w * strata[0].per_turn.sign_agreement;
          r.turn_sf_rmse += w * strata[0].per_turn.scale_free_rmse;
          const sim::CreditLocalisation credit =
              sim::MeasureCreditLocalisation(b, adv, cfg.sim.critical_gate ? 0 : -1);
          r.credit += w * credit.estimate;
          r.credit_k.push_back(credit.estimate);
          r.credit_truth += w * credit.truth;
          r.token_pearson += w * strata[0].per_token.pearson;
          grads[{name, critic}].push_back(sim::SampledGradient(env, b, policy, adv));
        }
      }
    }
    for (auto& [key, r] : acc) {
      r.sharpness = beta, r.spread = spread, r.estimator = key.first, r.critic = key.second;
      r.give_up_rate = behaviour.give_up_rate, r.guess_rate = behaviour.guess_rate;
      r.mean_turns = behaviour.mean_turns, r.mean_return = behaviour.mean_return;
      r.grad = sim::CompareGradients(grads[key], exact);
      r.spearman_ci = HalfWidth95(r.spearman_k);
      r.credit_ci = HalfWidth95(r.credit_k);
      rows.push_back(r);
    }
    out << "sharpness " << beta << ": median within-group max/min length " << std::fixed
        << std::setprecision(1) << spread << ", give-up " << std::setprecision(3)
        << behaviour.give_up_rate << ", guess " << behaviour.guess_rate << ", mean turns "
        << std::setprecision(1) << behaviour.mean_turns << std::defaultfloat << " ("
        << cfg.evaluate.batches << " batches of " << cfg.sample.tasks << "x"
        << cfg.sample.group_size << ")" << std::endl;
  }
  // Tables.
  std::ostringstream csv;
  csv << "sharpness,median_range_ratio,estimator,critic,turn_spearman,turn_spearman_ci95,"
         "turn_sign_agreement,turn_scale_free_rmse,token_pearson,credit_localisation,"
         "credit_localisation_ci95,credit_localisation_truth,grad_cosine,grad_bias_sq,grad_"
         "variance,"
         "grad_snr,give_up_rate,guess_rate,mean_turns,mean_return\n";
  json js = json::array();
  for (const Row& r : rows) {
    csv << r.sharpness << "," << r.spread << "," << r.estimator << "," << r.critic << ","
        << r.turn_spearman << "," << r.spearman_ci << "," << r.turn_sign << "," << r.turn_sf_rmse
        << "," << r.token_pearson << "," << r.credit << "," << r.credit_ci << "," << r.credit_truth
        << "," << r.grad.cosine << "," << r.grad.bias_sq << "," << r.grad.variance << ","
        << r.grad.snr << "," << r.give_up_rate << "," << r.guess_rate << "," << r.mean_turns << ","
        << r.mean_return << "\n";
    js.push_back({{"sharpness", r.sharpness},
                  {"median_range_ratio", r.spread},
                  {"estimator", r.estimator},
                  {"critic", r.critic},
                  {"turn_spearman", r.turn_spearman},
                  {"turn_spearman_ci95", r.spearman_ci},
                  {"credit_localisation_ci95", r.credit_ci},
                  {"turn_sign_agreement", r.turn_sign},
                  {"turn_scale_free_rmse", r.turn_sf_rmse},
                  {"token_pearson", r.token_pearson},
                  {"credit_localisation", r.credit},
                  {"credit_localisation_truth", r.credit_truth},
                  {"grad_cosine", r.grad.cosine},
                  {"grad_bias_sq", r.grad.bias_sq},
                  {"grad_variance", r.grad.variance},
                  {"grad_snr", r.grad.snr},
                  {"give_up_rate", r.give_up_rate},
                  {"guess_rate", r.guess_rate},
                  {"mean_turns", r.mean_turns},
                  {"mean_return", r.mean_return}});
  }
  if (Status st = WriteFileAtomic(dir + "/evaluate.csv", csv.str()); !st.ok()) return st;
  if (Status st = WriteFileAtomic(dir + "/evaluate.json", js.dump(2) + "\n"); !st.ok()) return st;
  // Plots: one series per estimator (and critic), against the measured spread.
  std::map<std::string, PlotSeries> quality, cosine;
  std::vector<std::string> order;
  for (const Row& r : rows) {
    const std::string label = Label(r);
    if (!quality.count(label)) order.push_back(label);
    quality[label].name = cosine[label].name = label;
    quality[label].x.push_back(r.spread), quality[label].y.push_back(r.turn_spearman);
    cosine[label].x.push_back(r.spread), cosine[label].y.push_back(r.grad.cosine);
  }
  std::vector<PlotSeries> qs, cs;
  for (const std::string& l : order) qs.push_back(quality[l]), cs.push_back(cosine[l]);
  const std::string x_label = "median within-group max/min trajectory length";
  const std::pair<const char*, PlotSpec> plots[] = {
      {"quality_vs_spread",
       {"Advantage quality vs within-group length spread", x_label, "Spearman(Â, A*) per turn",
        true}},
      {"gradient_vs_spread",
       {"Policy-gradient direction vs within-group length spread", x_label,
        "cos(mean sampled gradient, exact gradient)", true}}};
  for (const auto& [stem, spec] : plots) {
    const bool quality_plot = std::string(stem) == "quality_vs_spread";
    if (Status st = WritePlot(dir + "/" + stem, LinePlotSvg(spec, quality_plot ? qs : cs));
        !st.ok())
      return st;
  }
  std::ostringstream md;
  md << "# Estimator quality on the simulator (`" << cfg.run.name << "`)\n\n"
     << "Seed " << cfg.run.seed << "; " << cfg.evaluate.batches << " batches of "
     << cfg.sample.tasks << " tasks x " << cfg.sample.group_size << " per policy sharpness; decay `"
     << cfg.sim.decay << "`, γ = " << cfg.sim.gamma << "; progress reward "
     << cfg.sim.progress_reward << "; logit offsets give_up " << cfg.evaluate.give_up_logit
     << ", guess " << cfg.evaluate.guess_logit
     << ". Scores against the exact A* and ∇J (sim/ground_truth.h); ± is the half-width of the "
        "95% Student-t interval over the batches. Resolved config: `config.toml`.\n\n"
     << "![quality](quality_vs_spread.png)\n\n![gradient](gradient_vs_spread.png)\n\n"
     << "| sharpness | median max/min | give-up / guess / turns | estimator | Spearman/turn | "
        "sign agr./turn | scale-free RMSE/turn | Pearson/token | credit on critical turn (truth) "
        "| grad cos | grad bias² | grad var |\n"
     << "| ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n";
  for (const Row& r : rows) {
    md << "| " << r.sharpness << " | " << std::fixed << std::setprecision(1) << r.spread << " | "
       << std::setprecision(2) << r.give_up_rate << " / " << r.guess_rate << " / "
       << std::setprecision(1) << r.mean_turns << " | " << Label(r) << " | "
       << std::setprecision(3) << r.turn_spearman << " ± " << r.spearman_ci
       << " | " << r.turn_sign << " | " << r.turn_sf_rmse << " | " << r.token_pearson << " | "
       << r.credit << " ± " << r.credit_ci << " (" << r.credit_truth << ") | " << r.grad.cosine
       << " | " << std::scientific << std::setprecision(2) << r.grad.bias_sq << " | "
       << r.grad.variance << std::defaultfloat << " |\n";
  }
  if (Status st = WriteFileAtomic(dir + "/report.md", md.str()); !st.ok()) return st;
  out << md.str() << "\nResults: " << dir << "/\n";
  return Status::Ok();
}

}  // namespace agentrl::harness
