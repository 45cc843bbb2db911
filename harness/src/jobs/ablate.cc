#include "agentrl/harness/ablate.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <thread>
#include <toml++/toml.h>

#include "agentrl/core/config.h"
#include "agentrl/core/files.h"
#include "agentrl/harness/experiment_config.h"
#include "agentrl/harness/plot.h"
#include "ablate_loop.h"
#include "ablate_slurm_section.h"

namespace agentrl::harness {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// Starts one worker, `binary args...` with stdout and stderr to `log` and stdin from /dev/null,
// bound to this process's life: it gets SIGKILL when the thread that started it dies (the
// ablation's main thread waits for its workers, so that is when the ablation dies, by SIGKILL
// too), and a worker whose parent died before the death signal was armed ends itself. The
// child runs only async-signal-safe calls between fork and exec. Returns the worker's pid, or
// why it could not start (errno of the failed call in the child, through a close-on-exec pipe).
Result<pid_t> StartWorker(const std::string& binary, std::vector<std::string> args,
                          const std::string& log) {
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  int report[2];
  if (pipe2(report, O_CLOEXEC) != 0) {
    return Status::Runtime(std::string("cannot start a worker: pipe: ") + strerror(errno));
  }
  const pid_t parent = getpid();
  const pid_t pid = fork();
  if (pid < 0) {
    const int err = errno;
    close(report[0]);
    close(report[1]);
    return Status::Runtime(std::string("cannot start a worker: fork: ") + strerror(err));
  }
  if (pid == 0) {
    auto fail = [&](int err) {
      (void)!write(report[1], &err, sizeof(err));
      _exit(127);
    };
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) fail(errno);
    if (getppid() != parent) _exit(127);  // the parent died before the signal was armed
    const int out = open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    const int in = open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (out < 0 || in < 0 || dup2(in, 0) < 0 || dup2(out, 1) < 0 || dup2(out, 2) < 0) {
      fail(errno);
    }
    execv(binary.c_str(), argv.data());
    fail(errno);
  }
  close(report[1]);
  int err = 0;
  ssize_t n;
  while ((n = read(report[0], &err, sizeof(err))) < 0 && errno == EINTR) {
  }
  close(report[0]);
  if (n > 0) {
    waitpid(pid, nullptr, 0);
    return Status::Runtime("cannot start " + binary + ": " + strerror(err));
  }
  return pid;
}

std::string At(const std::string& file, const toml::node& n) {
  return file + ":" + std::to_string(n.source().begin.line) + ":" +
         std::to_string(n.source().begin.column);
}

// A TOML value written back as TOML text (strings in JSON syntax, which TOML accepts).
std::string Literal(const toml::node& n) {
  if (const auto* s = n.as_string()) return json(s->get()).dump();
  if (const auto* i = n.as_integer()) return std::to_string(i->get());
  if (const auto* f = n.as_floating_point()) {
    // The shortest text that reads back as the same double (0.95, not 0.94999999999999996).
    std::string t;
    for (int prec = 1; prec <= 17; ++prec) {
      char b[64];
      std::snprintf(b, sizeof(b), "%.*g", prec, f->get());
      t = b;
      if (std::strtod(b, nullptr) == f->get()) break;
    }
    if (t.find_first_of(".eEn") == std::string::npos) t += ".0";
    return t;
  }
  if (const auto* b = n.as_boolean()) return b->get() ? "true" : "false";
  if (const auto* a = n.as_array()) {
    std::string out = "[";
    for (const toml::node& e : *a) out += (out.size() > 1 ? ", " : "") + Literal(e);
    return out + "]";
  }
  return "";
}

std::string Label(const toml::node& n) {
  if (const auto* s = n.as_string()) return s->get();
  if (const auto* a = n.as_array()) {
    std::string out;
    for (const toml::node& e : *a) out += (out.empty() ? "" : "+") + Label(e);
    return out;
  }
  return Literal(n);
}

std::string Slug(const std::string& s) {
  std::string out;
  for (char c : s) out += std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' ? c : '_';
  return out;
}

std::string Fixed(double v, int p = 3) {
  if (!std::isfinite(v)) return "—";
  char b[64];
  std::snprintf(b, sizeof(b), "%.*f", p, v);
  return b;
}

std::vector<json> ReadJsonl(const fs::path& p) {
  std::vector<json> out;
  std::ifstream in(p);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty()) out.push_back(json::parse(line, nullptr, false));
  }
  return out;
}

double Get(const json& j, const char* k) {
  return j.contains(k) && j[k].is_number() ? j[k].get<double>() : std::nan("");
}

// One estimator's training inside one run, reduced to the numbers the report compares.
struct Outcome {
  std::string cell;  // factor labels + estimator
  std::string run_id, estimator;
  std::vector<std::string> labels;  // the run's, one per factor
  int64_t seed = 0;
  bool finished = false, diverged = false;
  double j_first = NAN, j_last = NAN, success_last = NAN, auc_j = NAN, spearman = NAN;
  double critic_ev_last = NAN, extreme_frac = NAN, grad_spike_frac = NAN;
  double length_ratio = NAN;  // mean over iterations of the median within-group max/min length
  std::vector<double> j_curve, reward_curve, ev_curve;
};

constexpr double kCriticBlownUpEv = -10;

Outcome Reduce(const std::vector<json>& its) {
  Outcome o;
  std::vector<json> train;
  for (const json& j : its) {
    if (!j.value("pretrain", false)) train.push_back(j);
  }
  if (train.empty()) return o;
  const size_t q = std::max<size_t>(1, train.size() / 4);
  double jf = 0, jl = 0, sl = 0, ev = 0, auc = 0, sp = 0, ex = 0, lr = 0;
  std::vector<double> gn;
  for (size_t i = 0; i < train.size(); ++i) {
    const double j = Get(train[i], "exact_j");
    o.j_curve.push_back(Get(train[i], "eval_j"));
    o.reward_curve.push_back(Get(train[i], "reward_mean"));
    o.ev_curve.push_back(Get(train[i], "critic_ev"));
    auc += j;
    sp += Get(train[i], "adv_spearman");
    ex += Get(train[i], "adv_extreme_frac");
    lr += Get(train[i], "group_length_ratio");
    gn.push_back(Get(train[i], "grad_norm"));
    if (i < q) jf += j;
    if (i >= train.size() - q) {
      jl += j;
      sl += Get(train[i], "success_rate");
      ev += Get(train[i], "critic_ev");
    }
  }
  const double n = static_cast<double>(train.size()), dq = static_cast<double>(q);
  o.j_first = jf / dq;
  o.j_last = jl / dq;
  o.success_last = sl / dq;
  o.critic_ev_last = ev / dq;
  o.auc_j = auc / n;
  o.spearman = sp / n;
  o.extreme_frac = ex / n;
  o.length_ratio = lr / n;
  std::vector<double> sorted = gn;
  std::sort(sorted.begin(), sorted.end());
  const double median = sorted[sorted.size() / 2];
  double spikes = 0;
  for (double g : gn) spikes += median > 0 && g > 5 * median;
  o.grad_spike_frac = spikes / n;
  // With the fixed-task evaluation, final J and speed come from it (same tasks for every run).
  std::vector<double> evals;
  for (double v : o.j_curve) {
    if (std::isfinite(v)) evals.push_back(v);
  }
  if (evals.empty()) {
    for (size_t i = 0; i < train.size(); ++i) o.j_curve[i] = Get(train[i], "exact_j");
  } else {
    o.j_first = evals.front();
    o.j_last = evals.back();
    double m = 0;
    for (double v : evals) m += v;
    o.auc_j = m / static_cast<double>(evals.size());
  }
  // A collapse counts as divergence as much as a NaN does; so does a critic that blew up (its
  // residual variance over ten times the returns' at the end, EV < -10) while J stayed where it
  // started: the two GAE seeds of experiments/results/tier_spread_wide (EV -2e5 and -2e6, J
  // 0.02 -> 0.05) that the J test alone missed. Every other committed run ends at EV >= -0.4.
  o.diverged = o.j_last < o.j_first - 0.1 || o.critic_ev_last < kCriticBlownUpEv;
  o.finished = true;
  return o;
}

}  // namespace

Stat Summarise(const std::vector<double>& xs) {
  std::vector<double> v;
  for (double x : xs) {
    if (std::isfinite(x)) v.push_back(x);
  }
  Stat s;
  s.n = static_cast<int64_t>(v.size());
  if (v.empty()) return s;
  double m = 0;
  for (double x : v) m += x;
  m /= static_cast<double>(v.size());
  s.mean = m;
  if (v.size() > 1) {
    double ss = 0;
    for (double x : v) ss += (x - m) * (x - m);
    s.ci = T95(s.n) * std::sqrt(ss / static_cast<double>(v.size() - 1)) /
           std::sqrt(static_cast<double>(v.size()));
  }
  return s;
}

double T95(int64_t n) {
  static const double t[] = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262,
                             2.228,  2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101,
                             2.093,  2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052,
                             2.048,  2.045, 2.042};
  if (n < 2) return std::nan("");
  return n - 1 <= 30 ? t[n - 2] : 1.96;
}

namespace {

// [[cells]]: each a table with a unique `name` (a directory name) and dotted experiment keys.
void ParseCells(const toml::node& n, const std::string& path, std::vector<AblationCell>* cells,
                std::vector<std::string>* errors) {
  const toml::array* a = n.as_array();
  if (!a || a->empty() || !a->is_array_of_tables()) {
    errors->push_back(At(path, n) + ": cells: accepted: [[cells]] tables, each with a name and "
                      "dotted experiment keys");
    return;
  }
  std::set<std::string> names;
  for (size_t i = 0; i < a->size(); ++i) {
    const toml::table& c = *(*a)[i].as_table();
    const std::string where = "cells[" + std::to_string(i) + "]";
    AblationCell cell;
    const toml::node* name = c.get("name");
    if (!name || !name->is_string() || name->as_string()->get().empty() ||
        Slug(name->as_string()->get()) != name->as_string()->get()) {
      errors->push_back(At(path, name ? *name : (*a)[i]) + ": " + where +
                        ".name: accepted: letters, digits, '.', '-' (a directory name)");
      continue;
    }
    cell.name = name->as_string()->get();
    if (!names.insert(cell.name).second) {
      errors->push_back(At(path, *name) + ": " + where + ".name: \"" + cell.name +
                        "\" is used by an earlier cell; accepted: a name of its own");
    }
    for (const auto& [k, v] : c) {
      if (k.str() == "name") continue;
      if (v.is_table()) {
        errors->push_back(At(path, v) + ": " + where + "." + std::string(k.str()) +
                          ": accepted: dotted keys in quotes (\"train.lr_policy\" = 0.03)");
        continue;
      }
      cell.keys.emplace_back(std::string(k.str()), Literal(v));
    }
    cells->push_back(std::move(cell));
  }
}

}  // namespace

std::string ReportHeading(const AblationSpec& spec, const std::string& kind) {
  std::ostringstream h;
  h << "# Ablation " << spec.name << kind << "\n\nBase experiment `" << spec.base << "`; seeds";
  for (int64_t s : spec.seeds) h << " " << s;
  h << (spec.cells.empty() ? ". Factors:" : ". Cells:");
  for (const auto& f : ResultColumns(spec)) {
    h << " `" << f.key << "` ∈ {";
    for (size_t i = 0; i < f.labels.size(); ++i) h << (i ? ", " : "") << f.labels[i];
    h << "}";
  }
  h << ".";
  return h.str();
}

std::vector<AblationFactor> ResultColumns(const AblationSpec& spec) {
  if (spec.cells.empty()) return spec.factors;
  AblationFactor f;
  f.key = "cell";
  for (const AblationCell& c : spec.cells) {
    f.literals.push_back(json(c.name).dump());
    f.labels.push_back(c.name);
  }
  return {f};
}

namespace {

// seeds = [integers], required and not empty.
void ParseSeeds(const toml::node* n, const std::string& path, std::vector<int64_t>* seeds,
                std::vector<std::string>* errors) {
  if (!n) {
    errors->push_back(path + ": seeds: required; accepted: a non-empty array of integers");
    return;
  }
  const toml::array* a = n->as_array();
  if (!a || a->empty()) {
    errors->push_back(At(path, *n) + ": seeds: accepted: a non-empty array of integers");
    return;
  }
  for (const toml::node& e : *a) {
    if (!e.is_integer()) {
      errors->push_back(At(path, e) + ": seeds: accepted: integers");
    } else {
      seeds->push_back(e.as_integer()->get());
    }
  }
}

// workers = an integer in [0, 256].
void ParseWorkers(const toml::node& n, const std::string& path, int* workers,
                  std::vector<std::string>* errors) {
  if (!n.is_integer() || n.as_integer()->get() < 0 || n.as_integer()->get() > 256) {
    errors->push_back(At(path, n) + ": workers: accepted: an integer in [0, 256]");
  } else {
    *workers = static_cast<int>(n.as_integer()->get());
  }
}

// [factors]: key = [values], each array not empty; the grid is their product.
void ParseFactors(const toml::node& n, const std::string& path, std::vector<AblationFactor>* out,
                  std::vector<std::string>* errors) {
  const toml::table* ft = n.as_table();
  if (!ft) {
    errors->push_back(At(path, n) + ": factors: accepted: a table of key = [values]");
    return;
  }
  for (const auto& [k, v] : *ft) {
    const toml::array* a = v.as_array();
    if (!a || a->empty()) {
      errors->push_back(At(path, v) + ": factors.\"" + std::string(k.str()) +
                        "\": accepted: a non-empty array of values");
      continue;
    }
    AblationFactor f;
    f.key = std::string(k.str());
    for (const toml::node& e : *a) {
      f.literals.push_back(Literal(e));
      f.labels.push_back(Label(e));
    }
    out->push_back(std::move(f));
  }
}

}  // namespace

Result<AblationSpec> LoadAblation(const std::string& path) {
  auto text = config::ReadTextFile(path);
  if (!text.ok()) return text.status();
  toml::table t;
  try {
    t = toml::parse(*text, path);
  } catch (const toml::parse_error& e) {
    return Status::InvalidInput(path + ":" + std::to_string(e.source().begin.line) + ":" +
                                std::to_string(e.source().begin.column) + ": " +
                                std::string(e.description()));
  }
  AblationSpec spec;
  spec.source = path;
  std::vector<std::string> errors;
  const std::set<std::string> known = {"name",    "base",    "out_dir", "seeds",
                                       "workers", "factors", "cells",   "slurm"};
  for (const auto& [k, v] : t) {
    if (!known.count(std::string(k.str()))) {
      errors.push_back(At(path, v) + ": " + std::string(k.str()) +
                       ": unknown key; accepted: name, base, out_dir, seeds, workers, [factors] "
                       "or [[cells]], [slurm]");
    }
  }
  auto str = [&](const char* key, std::string* out, bool required) {
    const toml::node* n = t.get(key);
    if (!n) {
      if (required) errors.push_back(path + ": " + key + ": required; accepted: a string");
      return;
    }
    if (!n->is_string()) {
      errors.push_back(At(path, *n) + ": " + key + ": accepted: a string");
      return;
    }
    *out = n->as_string()->get();
  };
  str("name", &spec.name, true);
  std::string base;
  str("base", &base, true);
  str("out_dir", &spec.out_dir, false);
  if (!spec.name.empty() && Slug(spec.name) != spec.name) {
    errors.push_back(At(path, *t.get("name")) +
                     ": name: accepted: letters, digits, '.', '-' (a directory name)");
  }
  if (!base.empty()) {
    const fs::path b = fs::path(base).is_absolute() ? fs::path(base)
                                                    : fs::path(path).parent_path() / base;
    spec.base = b.string();
    if (!fs::exists(b)) {
      errors.push_back(At(path, *t.get("base")) + ": base: " + spec.base +
                       " does not exist; accepted: an experiment file, relative to this file");
    }
  }
  ParseSeeds(t.get("seeds"), path, &spec.seeds, &errors);
  if (const toml::node* n = t.get("workers")) ParseWorkers(*n, path, &spec.workers, &errors);
  if (const toml::node* n = t.get("factors")) ParseFactors(*n, path, &spec.factors, &errors);
  if (const toml::node* n = t.get("cells")) {
    if (t.get("factors")) {
      errors.push_back(At(path, *n) + ": cells: accepted: [factors] (a grid) or [[cells]] (a "
                       "list), not both");
    }
    ParseCells(*n, path, &spec.cells, &errors);
  }
  if (const toml::node* n = t.get("slurm")) ParseSlurmSection(*n, path, &spec.slurm, &errors);
  if (!errors.empty()) {
    std::string msg;
    for (const auto& e : errors) msg += (msg.empty() ? "" : "\n") + e;
    return Status::InvalidInput(msg);
  }
  return spec;
}

Result<std::string> OverrideKey(const std::string& dump, const std::string& key,
                                const std::string& literal) {
  const size_t dot = key.rfind('.');
  const std::string section = dot == std::string::npos ? "" : key.substr(0, dot);
  const std::string leaf = dot == std::string::npos ? key : key.substr(dot + 1);
  std::istringstream in(dump);
  std::string line, out, current;
  bool done = false;
  while (std::getline(in, line)) {
    if (!line.empty() && line[0] == '[') {
      current = line.substr(1, line.find(']') - 1);
    } else if (!done && current == section && line.rfind(leaf + " = ", 0) == 0) {
      line = leaf + " = " + literal;
      done = true;
    }
    out += line + "\n";
  }
  if (!done) return Status::InvalidInput(key);
  return out;
}

Result<std::vector<AblationRun>> ExpandAblation(const AblationSpec& spec) {
  auto base = config::LoadFile<ExperimentConfig>(spec.base);
  if (!base.ok()) return base.status();
  const std::string dump = config::DumpConfig(*base);
  std::vector<AblationRun> runs;
  // One cell's runs, one per seed: `text` is the cell's experiment.
  auto add_cell = [&](const std::string& text, const std::vector<std::string>& labels,
                      const std::string& cell) -> Status {
    for (int64_t seed : spec.seeds) {
      AblationRun r;
      r.labels = labels;
      r.seed = seed;
      r.id = (cell.empty() ? std::string("base") : cell) + "__seed-" + std::to_string(seed);
      auto t1 = OverrideKey(text, "run.seed", std::to_string(seed));
      auto t2 = OverrideKey(*t1, "run.name", json(r.id).dump());
      auto t3 = OverrideKey(*t2, "run.threads", "1");
      auto t4 = OverrideKey(*t3, "train.enabled", "true");
      auto cfg = config::LoadString<ExperimentConfig>(*t4, spec.source + " [" + r.id + "]");
      if (!cfg.ok()) return cfg.status();
      r.config_toml = config::DumpConfig(*cfg);
      runs.push_back(std::move(r));
    }
    return Status::Ok();
  };
  auto no_such_key = [&](const std::string& where) {
    return Status::InvalidInput(spec.source + ": " + where +
                                ": no such key in the experiment; accepted: a dotted key "
                                "that `agentrl config dump` prints (e.g. train.loss_agg)");
  };
  for (size_t i = 0; i < spec.cells.size(); ++i) {
    const AblationCell& c = spec.cells[i];
    std::string text = dump;
    for (const auto& [key, literal] : c.keys) {
      auto o = OverrideKey(text, key, literal);
      if (!o.ok()) return no_such_key("cells[" + std::to_string(i) + "].\"" + key + "\"");
      text = *o;
    }
    if (Status st = add_cell(text, {c.name}, c.name); !st.ok()) return st;
  }
  if (!spec.cells.empty()) return runs;
  std::vector<size_t> idx(spec.factors.size(), 0);
  for (;;) {
    std::string text = dump;
    std::vector<std::string> labels;
    std::string cell;
    for (size_t f = 0; f < spec.factors.size(); ++f) {
      const AblationFactor& fac = spec.factors[f];
      auto o = OverrideKey(text, fac.key, fac.literals[idx[f]]);
      if (!o.ok()) return no_such_key("factors.\"" + fac.key + "\"");
      text = *o;
      labels.push_back(fac.labels[idx[f]]);
      cell += (cell.empty() ? "" : "__") + Slug(fac.key.substr(fac.key.rfind('.') + 1)) + "-" +
              Slug(fac.labels[idx[f]]);
    }
    if (Status st = add_cell(text, labels, cell); !st.ok()) return st;
    size_t f = 0;
    for (; f < spec.factors.size(); ++f) {
      if (++idx[f] < spec.factors[f].literals.size()) break;
      idx[f] = 0;
    }
    if (f == spec.factors.size()) break;
  }
  return runs;
}

Status RunAblation(const AblationSpec& spec, const std::string& agentrl_binary,
                   std::ostream& out, std::ostream& progress) {
  auto runs = ExpandAblation(spec);
  if (!runs.ok()) return runs.status();
  const fs::path root = fs::path(spec.out_dir) / spec.name;
  for (const char* sub : {"configs", "logs", "runs"}) {
    if (Status st = MakeDirectories((root / sub).string()); !st.ok()) return st;
  }
  std::vector<size_t> pending;
  for (size_t i = 0; i < runs->size(); ++i) {
    const AblationRun& r = (*runs)[i];
    if (fs::exists(root / "runs" / r.id / "summary.json")) continue;  // finished: resume skips
    if (Status st = WriteFileAtomic((root / "configs" / (r.id + ".toml")).string(), r.config_toml);
        !st.ok()) {
      return st;
    }
    pending.push_back(i);
  }
  const int workers = spec.workers > 0
                          ? spec.workers
                          : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  out << "ablation " << spec.name << ": " << runs->size() << " runs (" << runs->size() - pending.size()
      << " already finished), " << workers << " workers -> " << root.string() << "\n"
      << std::flush;
  const auto t0 = std::chrono::steady_clock::now();
  std::map<pid_t, size_t> active;
  size_t next = 0, done = 0, failed = 0;
  auto bar = [&]() {
    const double el = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const int width = 30;
    const int filled = pending.empty() ? width : static_cast<int>(width * done / pending.size());
    std::string eta = "--";
    if (done > 0) {
      const double left = el / static_cast<double>(done) * static_cast<double>(pending.size() - done);
      eta = std::to_string(static_cast<int>(left) / 60) + "m" +
            std::to_string(static_cast<int>(left) % 60) + "s";
    }
    progress << "\r[" << std::string(static_cast<size_t>(filled), '#')
             << std::string(static_cast<size_t>(width - filled), '.') << "] " << done << "/"
             << pending.size() << " runs, " << active.size() << " running, " << failed
             << " failed, elapsed " << static_cast<int>(el) << "s, ETA " << eta << "   "
             << std::flush;
  };
  bar();
  while (next < pending.size() || !active.empty()) {
    while (next < pending.size() && static_cast<int>(active.size()) < workers) {
      const AblationRun& r = (*runs)[pending[next]];
      const std::string cfg = (root / "configs" / (r.id + ".toml")).string();
      const std::string log = (root / "logs" / (r.id + ".log")).string();
      const std::string outdir = (root / "runs").string();
      auto pid = StartWorker(agentrl_binary, {agentrl_binary, "run", cfg, "--out-dir", outdir}, log);
      if (!pid.ok()) return pid.status();
      active[*pid] = pending[next++];
    }
    int status = 0;
    const pid_t p = waitpid(-1, &status, 0);
    if (p < 0) break;
    auto it = active.find(p);
    if (it == active.end()) continue;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) ++failed;
    active.erase(it);
    ++done;
    bar();
  }
  progress << "\n";
  if (failed) {
    out << failed << " run(s) failed; their logs are in " << (root / "logs").string()
        << " (a run that stopped on a non-finite loss counts as diverged)\n";
  }
  return AggregateAblation(spec, *runs, out);
}

namespace {

// The aggregation, in the order AggregateAblation runs it: read every run's outcomes, write
// them one row each, summarise each cell across its seeds, write the summaries, plot them, and
// write the report.

// Step 1: every run's outcome per estimator, in the order of `runs` and their estimators. A
// run without summary.json did not finish (its log tells whether it stopped on a non-finite
// loss, which counts as a divergence).
Result<std::vector<Outcome>> ReadOutcomes(const fs::path& root,
                                          const std::vector<AblationRun>& runs) {
  std::vector<Outcome> outcomes;
  for (const AblationRun& r : runs) {
    const fs::path dir = root / "runs" / r.id;
    auto cfg = config::LoadString<ExperimentConfig>(r.config_toml, r.id);
    if (!cfg.ok()) return cfg.status();
    std::string labels;
    for (const auto& l : r.labels) labels += (labels.empty() ? "" : ", ") + l;
    for (const std::string& est : cfg->train.estimators) {
      Outcome o = Reduce(ReadJsonl(dir / est / "metrics.jsonl"));
      o.run_id = r.id;
      o.labels = r.labels;
      o.seed = r.seed;
      o.estimator = est;
      // A cell is its factor values, plus the estimator when the run trains several.
      o.cell =
          labels.empty() ? est : (cfg->train.estimators.size() > 1 ? labels + " / " + est : labels);
      if (!fs::exists(dir / "summary.json")) {
        std::ifstream log(root / "logs" / (r.id + ".log"));
        const std::string text((std::istreambuf_iterator<char>(log)), {});
        o.diverged = text.find("non-finite") != std::string::npos;
        o.finished = false;
      }
      outcomes.push_back(std::move(o));
    }
  }
  return outcomes;
}

// results.csv: one row per run and estimator.
std::string ResultsCsv(const AblationSpec& spec, const std::vector<Outcome>& outcomes) {
  std::ostringstream csv;
  csv << "run,seed";
  for (const auto& f : ResultColumns(spec)) csv << "," << f.key;
  csv << ",estimator,finished,diverged,j_first,j_last,success_last,auc_j,adv_spearman,"
         "critic_ev_last,adv_extreme_frac,grad_spike_frac,group_length_ratio\n";
  for (const Outcome& o : outcomes) {
    csv << o.run_id << "," << o.seed;
    for (const auto& l : o.labels) csv << ",\"" << l << "\"";
    csv << "," << o.estimator << "," << o.finished << "," << o.diverged << "," << o.j_first << ","
        << o.j_last << "," << o.success_last << "," << o.auc_j << "," << o.spearman << ","
        << o.critic_ev_last << "," << o.extreme_frac << "," << o.grad_spike_frac << ","
        << o.length_ratio << "\n";
  }
  return csv.str();
}

// The cells in the order their first outcome comes.
std::vector<std::string> CellOrder(const std::vector<Outcome>& outcomes) {
  std::vector<std::string> order;
  for (const Outcome& o : outcomes) {
    if (std::find(order.begin(), order.end(), o.cell) == order.end()) order.push_back(o.cell);
  }
  return order;
}

// The numbers compared across cells: mean and 95% interval over each cell's finished runs.
struct Metric {
  const char* name;
  double Outcome::*field;
};
constexpr Metric kMetrics[] = {{"j_last", &Outcome::j_last},
                               {"success_last", &Outcome::success_last},
                               {"auc_j", &Outcome::auc_j},
                               {"adv_spearman", &Outcome::spearman},
                               {"critic_ev_last", &Outcome::critic_ev_last},
                               {"adv_extreme_frac", &Outcome::extreme_frac},
                               {"grad_spike_frac", &Outcome::grad_spike_frac},
                               {"group_length_ratio", &Outcome::length_ratio}};

// Step 2: one cell across its runs (seeds).
struct CellSummary {
  std::string cell;
  size_t runs = 0;
  double diverged_rate = 0;
  double reward_curve_var = NAN;      // see RewardCurveVariance
  std::map<std::string, Stat> stats;  // by metric name (kMetrics), over the finished runs
  PlotSeries j_curve, ev_curve;       // mean and 95% band across seeds at each iteration
};

// Across seeds at each iteration (while at least two runs have one), averaged over iterations;
// NaN when there is no such iteration.
double RewardCurveVariance(const std::vector<const Outcome*>& os) {
  double rvar = 0;
  size_t iters = 0;
  for (size_t k = 0;; ++k) {
    std::vector<double> v;
    for (const Outcome* o : os) {
      if (k < o->reward_curve.size()) v.push_back(o->reward_curve[k]);
    }
    if (v.size() < 2) break;
    double m = 0, ss = 0;
    for (double x : v) m += x;
    m /= static_cast<double>(v.size());
    for (double x : v) ss += (x - m) * (x - m);
    rvar += ss / static_cast<double>(v.size() - 1);
    ++iters;
  }
  return iters ? rvar / static_cast<double>(iters) : std::nan("");
}

// The learning curve (J) and the critic's explained variance: mean and 95% band across seeds at
// each iteration (1-based), while any run has one; EV only where some run has a finite one.
void BandCurves(const std::vector<const Outcome*>& os, PlotSeries* c, PlotSeries* e) {
  for (size_t k = 0;; ++k) {
    std::vector<double> jv, ev;
    for (const Outcome* o : os) {
      if (k < o->j_curve.size()) jv.push_back(o->j_curve[k]);
      if (k < o->ev_curve.size()) ev.push_back(o->ev_curve[k]);
    }
    if (jv.empty()) break;
    const Stat sj = Summarise(jv), se = Summarise(ev);
    const double x = static_cast<double>(k + 1);
    c->x.push_back(x);
    c->y.push_back(sj.mean);
    c->lo.push_back(std::isfinite(sj.ci) ? sj.mean - sj.ci : sj.mean);
    c->hi.push_back(std::isfinite(sj.ci) ? sj.mean + sj.ci : sj.mean);
    if (std::isfinite(se.mean)) {
      e->x.push_back(x);
      e->y.push_back(se.mean);
      e->lo.push_back(std::isfinite(se.ci) ? se.mean - se.ci : se.mean);
      e->hi.push_back(std::isfinite(se.ci) ? se.mean + se.ci : se.mean);
    }
  }
}

CellSummary SummariseCell(const std::string& cell, const std::vector<Outcome>& outcomes) {
  std::vector<const Outcome*> os;
  for (const Outcome& o : outcomes) {
    if (o.cell == cell) os.push_back(&o);
  }
  CellSummary s;
  s.cell = cell;
  s.runs = os.size();
  double diverged = 0;
  for (const Outcome* o : os) diverged += o->diverged;
  s.diverged_rate = diverged / static_cast<double>(os.size());
  s.reward_curve_var = RewardCurveVariance(os);
  for (const Metric& m : kMetrics) {
    std::vector<double> xs;
    for (const Outcome* o : os) {
      if (o->finished) xs.push_back(o->*(m.field));
    }
    s.stats[m.name] = Summarise(xs);
  }
  s.j_curve.name = s.ev_curve.name = cell;
  BandCurves(os, &s.j_curve, &s.ev_curve);
  return s;
}

// Step 3: the summaries as aggregate.csv and aggregate.json (null for a non-finite number).
std::string AggregateCsv(const std::vector<CellSummary>& cells) {
  std::ostringstream acsv;
  acsv << "cell,runs,diverged_rate,reward_curve_var";
  for (const Metric& m : kMetrics) acsv << "," << m.name << "_mean," << m.name << "_ci95";
  acsv << "\n";
  for (const CellSummary& c : cells) {
    acsv << "\"" << c.cell << "\"," << c.runs << "," << c.diverged_rate << ","
         << c.reward_curve_var;
    for (const Metric& m : kMetrics) {
      const Stat& s = c.stats.at(m.name);
      acsv << "," << s.mean << "," << s.ci;
    }
    acsv << "\n";
  }
  return acsv.str();
}

json FiniteOrNull(double v) { return std::isfinite(v) ? json(v) : json(); }

json AggregateJson(const std::vector<CellSummary>& cells) {
  json agg = json::array();
  for (const CellSummary& c : cells) {
    json row = {{"cell", c.cell}, {"runs", c.runs}};
    row["diverged_rate"] = c.diverged_rate;
    row["reward_curve_var"] = FiniteOrNull(c.reward_curve_var);
    for (const Metric& m : kMetrics) {
      const Stat& s = c.stats.at(m.name);
      row[std::string(m.name)] = {
          {"mean", FiniteOrNull(s.mean)}, {"ci95", FiniteOrNull(s.ci)}, {"n", s.n}};
    }
    agg.push_back(row);
  }
  return agg;
}

// "mean ± ci" with `p` decimals (the interval left out where there is none).
std::string PlusMinus(const Stat& s, int p = 3) {
  return Fixed(s.mean, p) + (std::isfinite(s.ci) ? " ± " + Fixed(s.ci, p) : "");
}

// The report's two Markdown tables: results, and stability.
std::string ResultsTable(const std::vector<CellSummary>& cells) {
  std::ostringstream table;
  table << "| cell | runs | final J | success (last quarter) | mean J over training (speed) | "
           "adv Spearman | critic EV | within-group length ratio (median) |\n"
           "|---|---|---|---|---|---|---|---|\n";
  for (const CellSummary& c : cells) {
    const auto pm = [&](const char* k, int p = 3) { return PlusMinus(c.stats.at(k), p); };
    table << "| " << c.cell << " | " << c.runs << " | " << pm("j_last") << " | "
          << pm("success_last", 2) << " | " << pm("auc_j") << " | " << pm("adv_spearman", 2)
          << " | " << pm("critic_ev_last", 2) << " | " << pm("group_length_ratio", 1) << " |\n";
  }
  return table.str();
}

std::string StabilityTable(const std::vector<CellSummary>& cells) {
  std::ostringstream stab;
  stab << "| cell | diverged | reward-curve variance across seeds | |A| > 5σ tokens | grad-norm "
          "spikes (> 5x median) |\n|---|---|---|---|---|\n";
  for (const CellSummary& c : cells) {
    stab << "| " << c.cell << " | " << Fixed(c.diverged_rate * 100, 0) << "% | "
         << Fixed(c.reward_curve_var, 4) << " | " << PlusMinus(c.stats.at("adv_extreme_frac"), 4)
         << " | " << PlusMinus(c.stats.at("grad_spike_frac"), 3) << " |\n";
  }
  return stab.str();
}

// Step 4, the plots: learning curves, and the critic's EV where any cell has one. Returns the
// report's Markdown for the EV plot ("" without one).
Result<std::string> WriteCurvePlots(const fs::path& root, const std::vector<CellSummary>& cells) {
  std::vector<PlotSeries> curves, ev_curves;
  for (const CellSummary& c : cells) {
    curves.push_back(c.j_curve);
    if (!c.ev_curve.x.empty()) ev_curves.push_back(c.ev_curve);
  }
  if (Status st = WritePlot(
          (root / "learning_curves").string(),
          LinePlotSvg({"Exact J during training (mean, 95% band over seeds)", "iteration", "J"},
                      curves));
      !st.ok()) {
    return st;
  }
  if (ev_curves.empty()) return std::string();
  if (Status st = WritePlot((root / "critic_ev").string(),
                            LinePlotSvg({"Critic explained variance vs V^π (mean, 95% band)",
                                         "iteration", "explained variance"},
                                        ev_curves));
      !st.ok()) {
    return st;
  }
  return std::string("\n![critic EV](critic_ev.png)\n");
}

// A cell's name split back into its factor labels (", " between them; the last may end in
// " / estimator").
std::vector<std::string> SplitCell(const std::string& cell) {
  std::vector<std::string> parts;
  for (size_t a = 0;;) {
    const size_t b = cell.find(", ", a);
    parts.push_back(cell.substr(a, b == std::string::npos ? std::string::npos : b - a));
    if (b == std::string::npos) break;
    a = b + 2;
  }
  return parts;
}

// Final J, advantage quality and learning speed of every cell against factor `fx`: the x value is
// the cell's value of it (the number itself where `numeric`, else the value's index), one series
// per combination of the other factors' values and the estimator, in name order.
struct FactorSeries {
  std::vector<PlotSeries> j, spearman, speed;
};

FactorSeries SeriesAgainstFactor(size_t fx, const AblationFactor& factor, bool numeric,
                                 const std::vector<CellSummary>& cells) {
  std::map<std::string, PlotSeries> by_rest_j, by_rest_sp, by_rest_speed;
  for (const CellSummary& c : cells) {
    const std::vector<std::string> parts = SplitCell(c.cell);
    if (fx >= parts.size()) continue;
    std::string head = parts[fx];
    std::string rest;
    if (const size_t slash = head.find(" / "); slash != std::string::npos) {
      rest = head.substr(slash);
      head = head.substr(0, slash);
    }
    for (size_t i = 0; i < parts.size(); ++i) {
      if (i != fx) rest = (rest.empty() ? "" : rest + ", ") + parts[i];
    }
    const auto pos =
        std::find(factor.labels.begin(), factor.labels.end(), head) - factor.labels.begin();
    const double x = numeric ? std::strtod(head.c_str(), nullptr) : static_cast<double>(pos + 1);
    for (auto [map, key] : {std::pair{&by_rest_j, "j_last"}, std::pair{&by_rest_sp, "adv_spearman"},
                            std::pair{&by_rest_speed, "auc_j"}}) {
      PlotSeries& s = (*map)[rest];
      s.name = rest.find_first_not_of(",/ ") == std::string::npos
                   ? "all"
                   : rest.substr(rest.find_first_not_of(",/ "));
      const Stat& m = c.stats.at(key);
      if (!std::isfinite(m.mean)) continue;
      const double ci = std::isfinite(m.ci) ? m.ci : 0.0;
      s.x.push_back(x);
      s.y.push_back(m.mean);
      s.lo.push_back(m.mean - ci);
      s.hi.push_back(m.mean + ci);
    }
  }
  FactorSeries out;
  for (auto& [k, v] : by_rest_j) out.j.push_back(v);
  for (auto& [k, v] : by_rest_sp) out.spearman.push_back(v);
  for (auto& [k, v] : by_rest_speed) out.speed.push_back(v);
  return out;
}

// The plots against the first factor that varies (SeriesAgainstFactor). Returns the report's
// Markdown for them ("" when no factor varies).
Result<std::string> WriteFactorPlots(const fs::path& root, const AblationSpec& spec,
                                     const std::vector<CellSummary>& cells) {
  const std::vector<AblationFactor> columns = ResultColumns(spec);
  size_t fx = 0;
  while (fx < columns.size() && columns[fx].labels.size() < 2) ++fx;
  if (fx == columns.size()) return std::string();
  const AblationFactor& f0 = columns[fx];
  bool numeric = true;
  for (const std::string& l : f0.labels) {
    char* end = nullptr;
    std::strtod(l.c_str(), &end);
    numeric = numeric && end && *end == 0;
  }
  const FactorSeries series = SeriesAgainstFactor(fx, f0, numeric, cells);
  if (Status st =
          WritePlot((root / "vs_factor_speed").string(),
                    LinePlotSvg({"Learning speed vs " + f0.key, f0.key, "mean J over training"},
                                series.speed));
      !st.ok()) {
    return st;
  }
  const std::string xl = f0.key + (numeric ? "" : " (value index, see the table)");
  if (Status st =
          WritePlot((root / "vs_factor_j").string(),
                    LinePlotSvg({"Final J vs " + f0.key, xl, "J (last quarter)"}, series.j));
      !st.ok()) {
    return st;
  }
  if (Status st =
          WritePlot((root / "vs_factor_spearman").string(),
                    LinePlotSvg({"Advantage quality vs " + f0.key, xl, "Spearman vs exact A(s,a)"},
                                series.spearman));
      !st.ok()) {
    return st;
  }
  return std::string(
      "\n![J vs factor](vs_factor_j.png)\n\n![speed vs factor](vs_factor_speed.png)\n\n"
      "![Spearman vs factor](vs_factor_spearman.png)\n");
}

// Step 5: report.md.
std::string ReportMarkdown(const AblationSpec& spec, const std::string& table,
                           const std::string& stab, const std::string& ev_plot,
                           const std::string& factor_plots) {
  std::ostringstream report;
  report << ReportHeading(spec, "") << "\n\nEach cell: mean ± 95% t-interval across seeds. J is the exact J of the "
            "policy on the fixed evaluation tasks (the same for every run; the batches' own J "
            "when evaluation is off): final J at the last evaluation, speed the mean over all "
            "evaluations (area under the learning curve).\n\n"
         << table << "\n## Stability\n\n"
         << stab
         << "\nDiverged: stopped on a non-finite loss, final J more than 0.1 below the "
            "first, or the critic blown up (explained variance below -10 over the last quarter "
            "of training).\n\n![learning curves](learning_curves.png)\n"
         << ev_plot << factor_plots
         << "\nFiles: `results.csv` (one row per run and estimator), `aggregate.csv`, "
            "`aggregate.json`, `runs/<run>/` (config, metrics), `logs/`.\n";
  return report.str();
}

}  // namespace

Status AggregateAblation(const AblationSpec& spec, const std::vector<AblationRun>& runs,
                         std::ostream& out) {
  auto loops = RunsAreLoops(spec, runs);
  if (!loops.ok()) return loops.status();
  if (*loops) return AggregateLoopAblation(spec, runs, out);
  const fs::path root = fs::path(spec.out_dir) / spec.name;
  auto outcomes = ReadOutcomes(root, runs);
  if (!outcomes.ok()) return outcomes.status();
  if (Status st = WriteFileAtomic((root / "results.csv").string(), ResultsCsv(spec, *outcomes));
      !st.ok()) {
    return st;
  }
  std::vector<CellSummary> cells;
  for (const std::string& cell : CellOrder(*outcomes))
    cells.push_back(SummariseCell(cell, *outcomes));
  if (Status st = WriteFileAtomic((root / "aggregate.csv").string(), AggregateCsv(cells));
      !st.ok()) {
    return st;
  }
  if (Status st =
          WriteFileAtomic((root / "aggregate.json").string(), AggregateJson(cells).dump(2) + "\n");
      !st.ok()) {
    return st;
  }
  auto ev_plot = WriteCurvePlots(root, cells);
  if (!ev_plot.ok()) return ev_plot.status();
  auto factor_plots = WriteFactorPlots(root, spec, cells);
  if (!factor_plots.ok()) return factor_plots.status();
  const std::string table = ResultsTable(cells), stab = StabilityTable(cells);
  if (Status st = WriteFileAtomic((root / "report.md").string(),
                                  ReportMarkdown(spec, table, stab, *ev_plot, *factor_plots));
      !st.ok()) {
    return st;
  }
  out << "\n" << table << "\n" << stab << "\nreport: " << (root / "report.md").string() << "\n";
  return Status::Ok();
}

}  // namespace agentrl::harness
