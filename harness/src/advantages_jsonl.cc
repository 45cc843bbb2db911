#include "agentrl/harness/advantages_jsonl.h"

#include <charconv>
#include <cmath>
#include <nlohmann/json.hpp>
#include <unordered_map>

namespace agentrl::harness {
namespace {

using nlohmann::json;

class LineParser {
 public:
  LineParser(const std::string& source, size_t line)
      : where_(source + ":" + std::to_string(line)) {}

  Status Error(std::string_view field, const std::string& what, std::string_view accepted) const {
    return Status::InvalidInput(where_ + ": field \"" + std::string(field) + "\": " + what +
                                "; accepted: " + std::string(accepted));
  }

  // Appends the numbers of obj[field] (an array of finite numbers) to out.
  Status Numbers(const json& obj, std::string_view field, std::vector<float>* out,
                 size_t* count) const {
    auto it = obj.find(std::string(field));
    if (it == obj.end()) return Error(field, "missing", "an array of finite numbers");
    if (!it->is_array())
      return Error(field, "is " + std::string(it->type_name()), "an array of finite numbers");
    for (size_t i = 0; i < it->size(); ++i) {
      const json& x = (*it)[i];
      if (!x.is_number() || !std::isfinite(x.get<double>())) {
        return Error(field, "item " + std::to_string(i) + " is " + x.dump(),
                     "an array of finite numbers");
      }
      out->push_back(x.get<float>());
    }
    *count = it->size();
    return Status::Ok();
  }

 private:
  std::string where_;
};

void AppendFloat(std::string* s, float x) {
  char buf[32];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, x);
  s->append(buf, end);
}

}  // namespace

Result<kernels::PackedBatch> ParseAdvantagesJsonl(std::string_view text, const std::string& source,
                                                  bool require_values,
                                                  std::vector<TrajectoryExtras>* extras) {
  kernels::PackedBatch b;
  std::unordered_map<std::string, int64_t> group_ids;
  size_t line_no = 0;
  for (size_t pos = 0; pos < text.size();) {
    size_t nl = text.find('\n', pos);
    if (nl == std::string_view::npos) nl = text.size();
    const std::string_view line = text.substr(pos, nl - pos);
    pos = nl + 1;
    ++line_no;
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    const LineParser lp(source, line_no);
    json obj = json::parse(line, nullptr, /*allow_exceptions=*/false);
    if (obj.is_discarded()) {
      return Status::InvalidInput(source + ":" + std::to_string(line_no) +
                                  ": not valid JSON; accepted: one JSON object per line");
    }
    if (!obj.is_object()) {
      return Status::InvalidInput(source + ":" + std::to_string(line_no) + ": is " +
                                  std::string(obj.type_name()) +
                                  "; accepted: one JSON object per line");
    }
    size_t n = 0, nv = 0;
    if (Status s = lp.Numbers(obj, "rewards", &b.rewards, &n); !s.ok()) return s;
    if (obj.contains("values") || require_values) {
      if (Status s = lp.Numbers(obj, "values", &b.values, &nv); !s.ok()) return s;
      if (nv != n) {
        return lp.Error("values",
                        "length " + std::to_string(nv) + " differs from \"rewards\" (" +
                            std::to_string(n) + ")",
                        "one value per reward");
      }
    } else {
      b.values.resize(b.values.size() + n, 0.0f);
    }
    if (auto it = obj.find("mask"); it != obj.end()) {
      if (!it->is_array() || it->size() != n) {
        return lp.Error("mask",
                        it->is_array() ? "length " + std::to_string(it->size()) +
                                             " differs from \"rewards\" (" + std::to_string(n) + ")"
                                       : "is " + std::string(it->type_name()),
                        "an array of 0/1, one per reward");
      }
      for (size_t i = 0; i < n; ++i) {
        const json& x = (*it)[i];
        const bool ok = x.is_boolean() ||
                        (x.is_number_integer() && (x.get<int64_t>() == 0 || x.get<int64_t>() == 1));
        if (!ok)
          return lp.Error("mask", "item " + std::to_string(i) + " is " + x.dump(),
                          "an array of 0/1, one per reward");
        b.mask.push_back(x.is_boolean() ? static_cast<uint8_t>(x.get<bool>())
                                        : static_cast<uint8_t>(x.get<int64_t>()));
      }
    } else {
      b.mask.resize(b.mask.size() + n, 1);
    }
    auto term = obj.find("terminated");
    if (term == obj.end()) return lp.Error("terminated", "missing", "true or false");
    if (!term->is_boolean()) return lp.Error("terminated", "is " + term->dump(), "true or false");
    float boot = 0.0f;
    if (auto it = obj.find("bootstrap_value"); it != obj.end()) {
      if (!it->is_number() || !std::isfinite(it->get<double>()))
        return lp.Error("bootstrap_value", "is " + it->dump(), "a finite number");
      boot = it->get<float>();
    }
    auto group = obj.find("group");
    if (group == obj.end()) return lp.Error("group", "missing", "a string or an integer");
    std::string key;
    if (group->is_string())
      key = "s" + group->get<std::string>();
    else if (group->is_number_integer())
      key = "i" + std::to_string(group->get<int64_t>());
    else
      return lp.Error("group", "is " + group->dump(), "a string or an integer");
    const int64_t gid =
        group_ids.try_emplace(key, static_cast<int64_t>(group_ids.size())).first->second;
    if (extras) {
      TrajectoryExtras x;
      x.group =
          group->is_string() ? group->get<std::string>() : std::to_string(group->get<int64_t>());
      if (auto it = obj.find("steps"); it != obj.end()) {
        if (!it->is_number_integer() || it->get<int64_t>() < 0) {
          return lp.Error("steps", "is " + it->dump(), "a non-negative integer");
        }
        x.steps = it->get<int64_t>();
      }
      if (auto it = obj.find("passed"); it != obj.end()) {
        if (!it->is_boolean()) return lp.Error("passed", "is " + it->dump(), "true or false");
        x.passed = it->get<bool>();
      }
      if (auto it = obj.find("end"); it != obj.end()) {
        if (!it->is_string()) return lp.Error("end", "is " + it->dump(), "a string");
        x.end = it->get<std::string>();
      }
      extras->push_back(std::move(x));
    }
    b.cu_seqlens.push_back(b.cu_seqlens.back() + static_cast<int64_t>(n));
    b.terminated.push_back(term->get<bool>() ? 1 : 0);
    b.bootstrap_value.push_back(boot);
    b.group.push_back(gid);
  }
  return b;
}

std::string FormatAdvantagesJsonl(std::span<const int64_t> cu_seqlens, std::span<const float> adv,
                                  std::span<const float> ret) {
  std::string out;
  out.reserve(adv.size() * 24 + cu_seqlens.size() * 32);
  for (size_t i = 0; i + 1 < cu_seqlens.size(); ++i) {
    for (int which = 0; which < 2; ++which) {
      out += which == 0 ? "{\"advantages\":[" : "],\"returns\":[";
      const std::span<const float> xs = which == 0 ? adv : ret;
      for (int64_t t = cu_seqlens[i]; t < cu_seqlens[i + 1]; ++t) {
        if (t > cu_seqlens[i]) out += ',';
        AppendFloat(&out, xs[t]);
      }
    }
    out += "]}\n";
  }
  return out;
}

}  // namespace agentrl::harness
