// Reading request bodies: typed fields with errors that name the field and say what is
// accepted, and the error body every endpoint answers with.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace agentrl::serve {

using nlohmann::json;

// Why a request is refused: the HTTP status (400 malformed, 413 too large, 404 unknown task,
// ...), the field at fault ("" = the body as a whole) and what is wrong with it.
struct Reject {
  int status = 400;
  std::string field, message;
};

// {"error": {"status": 400, "field": "run_timeout", "message": "..."}}; also under "detail" the
// one-line text, for clients that print FastAPI-style errors.
json ErrorBody(const Reject& r);

// Parses a body that must be one JSON object.
std::optional<Reject> ParseObject(const std::string& body, json* out);

// Field readers: absent or null leaves *out as it is (the default) unless the field is
// required; a value of the wrong type is refused naming `prefix + key`.
std::optional<Reject> GetString(const json& obj, const std::string& key, bool required,
                                std::string* out, const std::string& prefix = "");
std::optional<Reject> GetNumber(const json& obj, const std::string& key, double min, double max,
                                double* out, const std::string& prefix = "");
std::optional<Reject> GetInt(const json& obj, const std::string& key, int64_t min, int64_t max,
                             int64_t* out, const std::string& prefix = "");
std::optional<Reject> GetBool(const json& obj, const std::string& key, bool* out,
                              const std::string& prefix = "");

// A JSON type's name as the errors say it ("a string", "an object", ...).
std::string TypeName(const json& v);

}  // namespace agentrl::serve
