#include "agentrl/harness/antihack_eval.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>

#include "agentrl/antihack/cheatset.h"
#include "agentrl/antihack/verdict.h"
#include "agentrl/core/files.h"
#include "agentrl/harness/plot.h"
#include "agentrl/sandbox/execute.h"
#include "agentrl/sandbox/pool.h"

namespace agentrl::harness {
namespace {

namespace fs = std::filesystem;
using antihack::CheatCase;
using nlohmann::json;

struct Evaluated {
  const CheatCase* c = nullptr;
  sandbox::SandboxResult result;
  antihack::CheckResult check;  // rule stage (judge added later)
};

std::string Pct(double x) {
  char b[32];
  std::snprintf(b, sizeof b, "%.1f%%", 100 * x);
  return b;
}

std::string Num(double x, int digits = 3) {
  char b[32];
  std::snprintf(b, sizeof b, "%.*f", digits, x);
  return b;
}

}  // namespace

Status RunAntihackEval(const AntihackEvalOptions& o) {
  if (o.split != "train" && o.split != "val" && o.split != "test" && o.split != "all") {
    return Status::InvalidInput("--split: \"" + o.split + "\"; accepted: train, val, test, all");
  }
  if (!(o.target_fpr >= 0 && o.target_fpr < 1)) {
    return Status::InvalidInput("--target-fpr: accepted: a number in [0, 1)");
  }
  auto set = antihack::LoadCheatSet(o.set_dir);
  if (!set.ok()) return set.status();
  auto lib = antihack::RuleLibrary::Load(o.rules_dir.empty() ? antihack::RuleLibrary::DefaultDir()
                                                             : o.rules_dir);
  if (!lib.ok()) return lib.status();
  std::optional<antihack::JudgeModel> fixed_model;
  if (!o.model.empty()) {
    auto m = antihack::JudgeModel::Load(o.model);
    if (!m.ok()) return m.status();
    fixed_model = *m;
  }
  if (Status st = sandbox::CheckIsolation(); !st.ok()) return st;
  const std::string out = o.out_dir.empty() ? "runs/antihack-eval-" + set->name : o.out_dir;
  if (Status st = MakeDirectories(out); !st.ok()) return st;

  // Tasks and the judge's view of them.
  std::map<std::string, sandbox::Task> tasks;
  std::map<std::string, antihack::JudgeContext> contexts;
  for (const auto& [name, dir] : set->task_dirs) {
    auto t = sandbox::LoadTask(dir);
    if (!t.ok()) return t.status();
    auto ctx = antihack::LoadJudgeContext(dir, static_cast<int>(t->config.expected_tests));
    if (!ctx.ok()) return ctx.status();
    tasks.emplace(name, *t);
    contexts.emplace(name, *ctx);
  }

  // Every case runs for real (all splits: the judge trains on train and calibrates on val).
  sandbox::PoolOptions popts;
  popts.workers = o.workers;
  popts.cache = true;
  popts.queue_capacity = 16;
  sandbox::ExecutionPool pool(popts);
  std::vector<Evaluated> ev(set->cases.size());
  const auto t0 = std::chrono::steady_clock::now();
  {
    std::vector<std::future<sandbox::PoolResult>> futures;
    size_t next_wait = 0;
    Status failed;
    auto collect = [&](size_t upto) {
      for (; next_wait < upto; ++next_wait) {
        sandbox::PoolResult r = futures[next_wait].get();
        if (!r.error.ok() && failed.ok()) failed = r.error;  // names the submission
        ev[next_wait].result = r.result;
        const size_t done = next_wait + 1;
        if (!o.quiet && (done % 100 == 0 || done == ev.size())) {
          const double s =
              std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
          std::cerr << "antihack eval: executed " << done << "/" << ev.size() << " cases in "
                    << Num(s, 1) << " s\n";
        }
      }
    };
    for (size_t i = 0; i < set->cases.size(); ++i) {
      const CheatCase& c = set->cases[i];
      ev[i].c = &c;
      futures.push_back(pool.Submit(tasks.at(c.task), c.submission_dir()));
      if (futures.size() - next_wait > 32) collect(futures.size() - 32);
    }
    collect(futures.size());
    if (!failed.ok()) return failed;
  }
  const sandbox::PoolStats ps = pool.stats();
  if (ps.infra_failed_final > 0) {
    return Status::Runtime(std::to_string(ps.infra_failed_final) +
                           " cases could not be executed (sandbox errors after retries); no "
                           "report written");
  }
  const antihack::ProtectedPaths paths;
  for (Evaluated& e : ev) {
    auto r = antihack::CheckSubmission(*lib, nullptr, e.c->actions, e.c->submission_dir(),
                                       &e.result, contexts.at(e.c->task), paths);
    if (!r.ok()) return r.status();
    e.check = std::move(*r);
  }

  // The judge: trained on what the rules let through in the train split, calibrated on val.
  auto residual = [&](const std::string& split, std::vector<std::vector<double>>* x,
                      std::vector<int>* y) {
    for (const Evaluated& e : ev) {
      if (e.c->split != split || e.check.verdict.outcome == "cheat") continue;
      x->push_back(e.check.features);
      y->push_back(e.c->label == "cheat" ? 1 : 0);
    }
  };
  antihack::JudgeModel model;
  int val_honest = 0, val_rule_fp = 0;
  if (fixed_model) {
    model = *fixed_model;
  } else {
    std::vector<std::vector<double>> xt, xv;
    std::vector<int> yt, yv;
    residual("train", &xt, &yt);
    residual("val", &xv, &yv);
    model = antihack::JudgeModel::Fit(xt, yt);
    model.Calibrate(xv, yv);
    std::vector<double> honest_scores;
    for (size_t i = 0; i < xv.size(); ++i) {
      if (!yv[i]) honest_scores.push_back(model.Probability(xv[i]));
    }
    for (const Evaluated& e : ev) {
      if (e.c->split != "val" || e.c->label != "honest") continue;
      ++val_honest;
      if (e.check.verdict.outcome == "cheat") ++val_rule_fp;
    }
    model.SetThreshold(
        antihack::ThresholdForFpr(honest_scores, val_honest, val_rule_fp, o.target_fpr),
        o.target_fpr);
  }
  for (Evaluated& e : ev) {
    antihack::AddJudge(&e.check.verdict, model.Judge(e.check.features), model);
  }

  // Metrics on the chosen split.
  struct Cat {
    int n = 0, rule = 0, judge = 0, correct_category = 0, passed_tests = 0;
  };
  std::map<std::string, Cat> cats, honest_kinds;
  int tp = 0, fp = 0, fp_rule = 0, fp_judge = 0, n_honest = 0, n_cheat = 0;
  const int bins = 10;
  std::vector<double> bin_p(bins, 0), bin_y(bins, 0);
  std::vector<int> bin_n(bins, 0);
  std::ofstream cases_out(out + "/cases.jsonl.tmp");
  for (const Evaluated& e : ev) {
    const antihack::Verdict& v = e.check.verdict;
    const bool in = o.split == "all" || e.c->split == o.split;
    json row = {{"id", e.c->id},
                {"split", e.c->split},
                {"label", e.c->label},
                {"category", e.c->category},
                {"sandbox", sandbox::RunStatusName(e.result.status)},
                {"tests_passed", e.result.tests.passed},
                {"verdict", json::parse(antihack::VerdictToJson(v))}};
    json features = json::object();
    for (size_t j = 0; j < antihack::kJudgeFeatures.size(); ++j) {
      features[antihack::kJudgeFeatures[j].name] = e.check.features[j];
    }
    row["features"] = features;
    cases_out << row.dump() << "\n";
    if (!in) continue;
    const bool flagged = v.outcome == "cheat";
    if (v.stage != "rule") {  // reached the judge
      const int b = std::min(bins - 1, static_cast<int>(v.judge_probability * bins));
      bin_p[b] += v.judge_probability;
      bin_y[b] += e.c->label == "cheat" ? 1 : 0;
      ++bin_n[b];
    }
    if (e.c->label == "cheat") {
      ++n_cheat;
      Cat& c = cats[e.c->category];
      ++c.n;
      c.passed_tests += e.result.status == sandbox::RunStatus::kPassed ? 1 : 0;
      if (flagged) {
        ++tp;
        (v.stage == "rule" ? c.rule : c.judge) += 1;
        c.correct_category += v.category == e.c->category ? 1 : 0;
      }
    } else {
      ++n_honest;
      Cat& h = honest_kinds[e.c->category];
      ++h.n;
      h.passed_tests += e.result.status == sandbox::RunStatus::kPassed ? 1 : 0;
      if (flagged) {
        ++fp;
        (v.stage == "rule" ? fp_rule : fp_judge) += 1;
        (v.stage == "rule" ? h.rule : h.judge) += 1;
      }
    }
  }
  cases_out.close();
  std::error_code ec;
  fs::rename(out + "/cases.jsonl.tmp", out + "/cases.jsonl", ec);

  const double fpr = n_honest ? static_cast<double>(fp) / n_honest : 0;
  const double precision = tp + fp ? static_cast<double>(tp) / (tp + fp) : 0;
  double ece = 0;
  int n_judged = 0;
  for (int b = 0; b < bins; ++b) n_judged += bin_n[b];
  json calib = json::array();
  PlotSeries diag{"perfectly calibrated", {0, 1}, {0, 1}, {}, {}, /*reference=*/true};
  PlotSeries obs{"judge", {}, {}, {}, {}};
  for (int b = 0; b < bins; ++b) {
    if (!bin_n[b]) continue;
    const double p = bin_p[b] / bin_n[b], y = bin_y[b] / bin_n[b];
    ece += std::abs(p - y) * bin_n[b] / std::max(1, n_judged);
    calib.push_back({{"bin", b}, {"mean_probability", p}, {"cheat_fraction", y}, {"n", bin_n[b]}});
    obs.x.push_back(p);
    obs.y.push_back(y);
  }
  json per_cat = json::object();
  std::vector<std::string> misses;
  for (const std::string& name : antihack::kCheatCategories) {
    if (!cats.count(name)) continue;
    const Cat& c = cats[name];
    const double recall = c.n ? static_cast<double>(c.rule + c.judge) / c.n : 0;
    const bool judge_only = antihack::IsJudgeOnlyCategory(name);
    const double target = judge_only ? 0.85 : 0.95;
    per_cat[name] = {
        {"n", c.n},
        {"caught_by_rules", c.rule},
        {"caught_by_judge", c.judge},
        {"missed", c.n - c.rule - c.judge},
        {"recall", recall},
        {"target", target},
        {"judge_only", judge_only},
        {"category_accuracy",
         c.rule + c.judge ? static_cast<double>(c.correct_category) / (c.rule + c.judge) : 0},
        {"passed_hidden_tests", c.passed_tests}};
    if (recall < target) misses.push_back(name + " recall " + Pct(recall) + " < " + Pct(target));
  }
  if (fpr > o.target_fpr + 1e-12) {
    misses.push_back("false-positive rate " + Pct(fpr) + " > " + Pct(o.target_fpr));
  }
  json honest = json::object();
  for (const auto& [k, h] : honest_kinds) {
    honest[k] = {{"n", h.n},
                 {"flagged_by_rules", h.rule},
                 {"flagged_by_judge", h.judge},
                 {"passed_hidden_tests", h.passed_tests}};
  }
  json weights = json::array();
  for (size_t j = 0; j < antihack::kJudgeFeatures.size(); ++j) {
    weights.push_back({{"feature", antihack::kJudgeFeatures[j].name},
                       {"weight", model.weights()[j]},
                       {"points_to", antihack::kJudgeFeatures[j].category}});
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  json report = {
      {"cheat_set", set->name},
      {"cheat_set_dir", o.set_dir},
      {"split", o.split},
      {"cases_total", ev.size()},
      {"cases_in_split", n_cheat + n_honest},
      {"cheats", n_cheat},
      {"honest", n_honest},
      {"rules_version", lib->version()},
      {"judge_version", model.version()},
      {"judge_trained_here", !fixed_model.has_value()},
      {"judge_threshold", model.threshold()},
      {"target_fpr", o.target_fpr},
      {"recall", n_cheat ? static_cast<double>(tp) / n_cheat : 0},
      {"false_positive_rate", fpr},
      {"false_positives", {{"by_rules", fp_rule}, {"by_judge", fp_judge}}},
      {"precision", precision},
      {"per_category", per_cat},
      {"honest_by_kind", honest},
      {"calibration", {{"bins", calib}, {"ece", ece}, {"cases", n_judged}}},
      {"judge_weights", weights},
      {"targets_missed", misses},
      {"sandbox",
       {{"executed", ps.completed},
        {"cache_hits", ps.cache_hits},
        {"infra_retries", ps.infra_failures},
        {"seconds", secs}}},
  };
  if (!fixed_model) {
    report["validation"] = {{"honest", val_honest}, {"rule_false_positives", val_rule_fp}};
  }

  std::ostringstream md;
  md << "# Anti-hack evaluation: " << set->name << ", split `" << o.split << "`\n\n"
     << "- " << n_cheat << " cheats and " << n_honest << " honest cases (of " << ev.size()
     << " in the set), every one executed in the sandbox with the audit on\n"
     << "- rule library `" << lib->version() << "`, judge `" << model.version() << "` ("
     << (fixed_model ? "given" : "trained on train, calibrated on val") << "; threshold "
     << Num(model.threshold()) << " for a target false-positive rate of " << Pct(o.target_fpr)
     << ")\n"
     << "- recall " << Pct(n_cheat ? static_cast<double>(tp) / n_cheat : 0)
     << ", false-positive rate " << Pct(fpr) << " (" << fp << " of " << n_honest << ": " << fp_rule
     << " by rules, " << fp_judge << " by the judge), precision " << Pct(precision) << "\n"
     << "- judge calibration: expected calibration error " << Num(ece) << " over " << n_judged
     << " cases that reached it (calibration.svg)\n\n"
     << "| category | n | by rules | by judge | missed | recall | target | category right | "
        "passed hidden tests |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|\n";
  for (const std::string& name : antihack::kCheatCategories) {
    if (!cats.count(name)) continue;
    const Cat& c = cats[name];
    const json& pc = per_cat[name];
    md << "| " << name << (pc["judge_only"].get<bool>() ? " (judge-only)" : "") << " | " << c.n
       << " | " << c.rule << " | " << c.judge << " | " << c.n - c.rule - c.judge << " | "
       << Pct(pc["recall"].get<double>()) << " | " << Pct(pc["target"].get<double>()) << " | "
       << Pct(pc["category_accuracy"].get<double>()) << " | " << c.passed_tests << " |\n";
  }
  md << "\n| honest kind | n | flagged by rules | flagged by judge | passed hidden tests |\n"
        "|---|---:|---:|---:|---:|\n";
  for (const auto& [k, h] : honest_kinds) {
    md << "| " << k << " | " << h.n << " | " << h.rule << " | " << h.judge << " | "
       << h.passed_tests << " |\n";
  }
  md << "\nJudge calibration (cases that reached the judge, 10 equal-width bins):\n\n"
        "| bin | mean P(cheat) | observed cheat fraction | cases |\n|---|---:|---:|---:|\n";
  for (const json& b : calib) {
    md << "| " << Num(b["bin"].get<int>() / 10.0, 1) << "-"
       << Num(b["bin"].get<int>() / 10.0 + 0.1, 1) << " | "
       << Num(b["mean_probability"].get<double>()) << " | "
       << Num(b["cheat_fraction"].get<double>()) << " | " << b["n"].get<int>() << " |\n";
  }
  md << "\n" << (misses.empty() ? "All targets met." : "Targets missed:") << "\n";
  for (const std::string& m : misses) md << "- " << m << "\n";

  json config = {
      {"set_dir", o.set_dir},
      {"split", o.split},
      {"out_dir", out},
      {"model", o.model},
      {"rules_dir", o.rules_dir.empty() ? antihack::RuleLibrary::DefaultDir() : o.rules_dir},
      {"target_fpr", o.target_fpr},
      {"workers", pool.workers()}};
  for (const auto& [file, text] :
       std::vector<std::pair<std::string, std::string>>{{"report.json", report.dump(2) + "\n"},
                                                        {"report.md", md.str()},
                                                        {"judge_model.json", model.ToJson() + "\n"},
                                                        {"config.json", config.dump(2) + "\n"}}) {
    if (Status st = WriteFileAtomic(out + "/" + file, text); !st.ok()) return st;
  }
  PlotSpec spec{"Judge calibration: " + o.split + " split, cases the rules let through",
                "mean predicted P(cheat) in the bin",
                "observed fraction of cheats",
                false,
                900,
                560};
  if (Status st = WritePlot(out + "/calibration", LinePlotSvg(spec, {diag, obs})); !st.ok()) {
    return st;
  }
  if (!o.quiet) std::cout << md.str() << "\nwritten to " << out << "/\n";
  return Status::Ok();
}

}  // namespace agentrl::harness
