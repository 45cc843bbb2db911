#include <algorithm>

#include "solution.h"

std::vector<std::pair<int, int>> merge(std::vector<std::pair<int, int>> intervals) {
  std::sort(intervals.begin(), intervals.end());
  std::vector<std::pair<int, int>> out;
  for (const auto& [s, e] : intervals) {
    if (!out.empty() && s <= out.back().second) {
      out.back().second = std::max(out.back().second, e);
    } else {
      out.emplace_back(s, e);
    }
  }
  return out;
}
