#include "api_json.h"

#include <cmath>
#include <cstdio>

#include "agentrl/core/text.h"

namespace agentrl::serve {
namespace {

std::string Num(double v) {
  char b[64];
  std::snprintf(b, sizeof b, "%g", v);
  return b;
}

}  // namespace

json ErrorBody(const Reject& r) {
  const std::string line = (r.field.empty() ? "" : r.field + ": ") + r.message;
  return {{"error", {{"status", r.status}, {"field", r.field}, {"message", r.message}}},
          {"detail", line}};
}

std::string TypeName(const json& v) {
  switch (v.type()) {
    case json::value_t::null:
      return "null";
    case json::value_t::boolean:
      return "a boolean";
    case json::value_t::string:
      return "a string";
    case json::value_t::array:
      return "an array";
    case json::value_t::object:
      return "an object";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
      return "an integer";
    case json::value_t::number_float:
      return "a number";
    default:
      return "something else";
  }
}

std::optional<Reject> ParseObject(const std::string& body, json* out) {
  if (body.empty()) return Reject{400, "", "empty body; a JSON object is expected"};
  json j = json::parse(body, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) {
    // Say where: nlohmann's parser error names the byte.
    try {
      (void)json::parse(body);
    } catch (const json::parse_error& e) {
      return Reject{400, "", std::string("malformed JSON: ") + e.what()};
    }
    return Reject{400, "", "malformed JSON"};
  }
  if (!j.is_object()) return Reject{400, "", "the body is " + TypeName(j) + "; a JSON object is expected"};
  *out = std::move(j);
  return std::nullopt;
}

std::optional<Reject> GetString(const json& obj, const std::string& key, bool required,
                                std::string* out, const std::string& prefix) {
  auto it = obj.find(key);
  if (it == obj.end() || it->is_null()) {
    if (required) return Reject{400, prefix + key, "missing; a string is required"};
    return std::nullopt;
  }
  if (!it->is_string()) return Reject{400, prefix + key, "is " + TypeName(*it) + "; a string is expected"};
  *out = it->get<std::string>();
  return std::nullopt;
}

std::optional<Reject> GetNumber(const json& obj, const std::string& key, double min, double max,
                                double* out, const std::string& prefix) {
  auto it = obj.find(key);
  if (it == obj.end() || it->is_null()) return std::nullopt;
  if (!it->is_number()) return Reject{400, prefix + key, "is " + TypeName(*it) + "; a number is expected"};
  const double v = it->get<double>();
  if (!std::isfinite(v) || v < min || v > max) {
    return Reject{400, prefix + key,
                  Num(v) + " is out of range; accepted: " + Num(min) + " to " + Num(max)};
  }
  *out = v;
  return std::nullopt;
}

std::optional<Reject> GetInt(const json& obj, const std::string& key, int64_t min, int64_t max,
                             int64_t* out, const std::string& prefix) {
  auto it = obj.find(key);
  if (it == obj.end() || it->is_null()) return std::nullopt;
  if (!it->is_number_integer() && !it->is_number_unsigned()) {
    return Reject{400, prefix + key, "is " + TypeName(*it) + "; an integer is expected"};
  }
  const int64_t v = it->is_number_unsigned() && it->get<uint64_t>() > INT64_MAX
                        ? INT64_MAX
                        : it->get<int64_t>();
  if (v < min || v > max) {
    return Reject{400, prefix + key,
                  std::to_string(v) + " is out of range; accepted: " + std::to_string(min) +
                      " to " + std::to_string(max)};
  }
  *out = v;
  return std::nullopt;
}

std::optional<Reject> GetBool(const json& obj, const std::string& key, bool* out,
                              const std::string& prefix) {
  auto it = obj.find(key);
  if (it == obj.end() || it->is_null()) return std::nullopt;
  if (!it->is_boolean()) return Reject{400, prefix + key, "is " + TypeName(*it) + "; true or false is expected"};
  *out = it->get<bool>();
  return std::nullopt;
}

}  // namespace agentrl::serve
