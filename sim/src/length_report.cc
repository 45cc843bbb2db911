#include "agentrl/sim/length_report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace agentrl::sim {
namespace {

double Quantile(std::vector<double> xs, double q) {
  if (xs.empty()) return 0;
  std::sort(xs.begin(), xs.end());
  const double pos = q * static_cast<double>(xs.size() - 1);
  const size_t lo = static_cast<size_t>(std::floor(pos)), hi = std::min(lo + 1, xs.size() - 1);
  return xs[lo] + (pos - static_cast<double>(lo)) * (xs[hi] - xs[lo]);
}

std::string Fixed(double x, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, x);
  return buf;
}

}  // namespace

LengthReport BuildLengthReport(const std::vector<TrajectoryLength>& trajs) {
  LengthReport r;
  r.trajectories = static_cast<int64_t>(trajs.size());
  std::map<std::string, std::vector<const TrajectoryLength*>> groups;
  std::vector<std::string> order;  // groups in order of first appearance
  std::vector<double> lengths;
  int64_t passed = 0;
  for (const TrajectoryLength& t : trajs) {
    auto [it, fresh] = groups.try_emplace(t.group);
    if (fresh) order.push_back(t.group);
    it->second.push_back(&t);
    lengths.push_back(static_cast<double>(t.tokens));
    passed += t.passed;
    if (!t.reason.empty()) ++r.end_reasons[t.reason];
  }
  r.groups = static_cast<int64_t>(groups.size());
  r.length_p10 = Quantile(lengths, 0.1);
  r.length_p50 = Quantile(lengths, 0.5);
  r.length_p90 = Quantile(lengths, 0.9);
  r.length_max = Quantile(lengths, 1.0);
  r.pass_rate = trajs.empty() ? 0 : static_cast<double>(passed) / static_cast<double>(trajs.size());
  std::vector<double> ratios;
  int64_t wide = 0, mixed = 0;
  double cv_sum = 0;
  for (const std::string& name : order) {
    const auto& members = groups[name];
    GroupLengthStats g;
    g.group = name;
    g.n = static_cast<int64_t>(members.size());
    g.min = members[0]->tokens, g.max = members[0]->tokens;
    double sum = 0, pass = 0;
    int64_t longest_success = -1, shortest_failure = -1;
    for (const TrajectoryLength* t : members) {
      sum += static_cast<double>(t->tokens);
      g.min = std::min(g.min, t->tokens), g.max = std::max(g.max, t->tokens);
      pass += t->passed;
      if (t->passed)
        longest_success = std::max(longest_success, t->tokens);
      else if (shortest_failure < 0 || t->tokens < shortest_failure)
        shortest_failure = t->tokens;
    }
    g.mean = sum / static_cast<double>(g.n);
    double ss = 0;
    for (const TrajectoryLength* t : members)
      ss += (static_cast<double>(t->tokens) - g.mean) * (static_cast<double>(t->tokens) - g.mean);
    g.std = g.n > 1 ? std::sqrt(ss / static_cast<double>(g.n - 1)) : 0.0;
    g.range_ratio = static_cast<double>(g.max) / static_cast<double>(std::max<int64_t>(g.min, 1));
    g.pass_rate = pass / static_cast<double>(g.n);
    g.short_failure_long_success =
        longest_success >= 0 && shortest_failure >= 0 && 2 * shortest_failure < longest_success;
    ratios.push_back(g.range_ratio);
    wide += g.range_ratio >= 10.0;
    mixed += g.short_failure_long_success;
    cv_sum += g.mean > 0 ? g.std / g.mean : 0.0;
    r.per_group.push_back(g);
  }
  const double ng = static_cast<double>(std::max<int64_t>(r.groups, 1));
  r.median_range_ratio = Quantile(ratios, 0.5);
  r.max_range_ratio = Quantile(ratios, 1.0);
  r.frac_groups_10x = static_cast<double>(wide) / ng;
  r.frac_short_fail_long_success = static_cast<double>(mixed) / ng;
  r.mean_within_group_cv = cv_sum / ng;
  if (r.groups == 0) {
    r.verdict = "No trajectories.";
  } else if (r.median_range_ratio >= 10.0) {
    r.verdict =
        "Group normalization is unreliable here: in the median group the longest trajectory is " +
        Fixed(r.median_range_ratio, 1) +
        "x the shortest, more than an order of magnitude, so group statistics mix length with "
        "quality. "
        "Prefer a token-level critic (GAE), or compare within length-matched groups.";
  } else if (r.frac_groups_10x >= 0.25 || r.frac_short_fail_long_success >= 0.5) {
    r.verdict = "Group normalization is at risk here: " + Fixed(100 * r.frac_groups_10x, 0) +
                "% of groups span 10x or more in length and " +
                Fixed(100 * r.frac_short_fail_long_success, 0) +
                "% mix short failures with long successes.";
  } else {
    r.verdict = "Within-group length ranges are moderate (median max/min " +
                Fixed(r.median_range_ratio, 1) +
                "); length alone does not make group normalization unreliable here.";
  }
  return r;
}

std::string FormatLengthReport(const LengthReport& r, size_t max_groups) {
  std::ostringstream md;
  md << "# Length distribution\n\n"
     << "| trajectories | groups | pass rate | length p10 / p50 / p90 / max | median max/min in "
        "group | groups >= 10x | short fail + long success | mean within-group CV |\n"
     << "| ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |\n"
     << "| " << r.trajectories << " | " << r.groups << " | " << Fixed(r.pass_rate, 3) << " | "
     << Fixed(r.length_p10, 0) << " / " << Fixed(r.length_p50, 0) << " / " << Fixed(r.length_p90, 0)
     << " / " << Fixed(r.length_max, 0) << " | " << Fixed(r.median_range_ratio, 2) << " | "
     << Fixed(100 * r.frac_groups_10x, 1) << "% | "
     << Fixed(100 * r.frac_short_fail_long_success, 1) << "% | " << Fixed(r.mean_within_group_cv, 2)
     << " |\n\n"
     << "**Verdict.** " << r.verdict << "\n";
  if (!r.end_reasons.empty()) {
    md << "\n## How trajectories ended\n\n| reason | count | share |\n| --- | ---: | ---: |\n";
    for (const auto& [reason, count] : r.end_reasons) {
      md << "| " << reason << " | " << count << " | "
         << Fixed(100.0 * static_cast<double>(count) / static_cast<double>(r.trajectories), 1)
         << "% |\n";
    }
  }
  std::vector<GroupLengthStats> groups = r.per_group;
  std::stable_sort(groups.begin(), groups.end(),
                   [](const GroupLengthStats& a, const GroupLengthStats& b) {
                     return a.range_ratio > b.range_ratio;
                   });
  md << "\n## Most uneven groups\n\n| group | n | min | mean | max | max/min | pass rate | short "
        "fail + long success |\n"
     << "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n";
  for (size_t i = 0; i < std::min(max_groups, groups.size()); ++i) {
    const GroupLengthStats& g = groups[i];
    md << "| " << g.group << " | " << g.n << " | " << g.min << " | " << Fixed(g.mean, 0) << " | "
       << g.max << " | " << Fixed(g.range_ratio, 1) << " | " << Fixed(g.pass_rate, 2) << " | "
       << (g.short_failure_long_success ? "yes" : "no") << " |\n";
  }
  return md.str();
}

}  // namespace agentrl::sim
