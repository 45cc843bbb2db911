#include "agentrl/harness/advantages_jsonl.h"

#include <charconv>
#include <cmath>
#include <nlohmann/json.hpp>
#include <unordered_map>

#include "agentrl/core/config.h"

namespace agentrl::harness {
namespace {

using nlohmann::json;

// A JSON value as an error message quotes it: a scalar as written (a string with its quotes,
// cut short and escaped by config::Excerpt), an array or object by its size. Dumping those
// would echo the whole line, and recursing through one nested 100000 deep overflows the stack.
std::string Shown(const json& x) {
  if (x.is_array()) return "an array of " + std::to_string(x.size()) + " items";
  if (x.is_object()) return "an object";
  return config::Excerpt(x.dump(), 64);
}

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
      if (!x.is_number() || !std::isfinite(x.get<double>()) || !std::isfinite(x.get<float>())) {
        return Error(field, "item " + std::to_string(i) + " is " + Shown(x),
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

// What one line contributes besides its token arrays (appended to the batch directly).
struct LineFields {
  bool terminated = false;
  float boot = 0.0f;
  std::string group_key;  // "s" + a string group, "i" + an integer one
  TrajectoryExtras extras;
};

// The general parser: nlohmann::json reads the line into a document, then every field is
// checked in a fixed order. It handles any valid JSON and writes every error message.
Status ParseLineGeneral(std::string_view line, const std::string& source, size_t line_no,
                        bool require_values, bool want_extras, kernels::PackedBatch* b,
                        LineFields* f) {
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
  if (Status s = lp.Numbers(obj, "rewards", &b->rewards, &n); !s.ok()) return s;
  if (obj.contains("values") || require_values) {
    if (Status s = lp.Numbers(obj, "values", &b->values, &nv); !s.ok()) return s;
    if (nv != n) {
      return lp.Error(
          "values",
          "length " + std::to_string(nv) + " differs from \"rewards\" (" + std::to_string(n) + ")",
          "one value per reward");
    }
  } else {
    b->values.resize(b->values.size() + n, 0.0f);
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
        return lp.Error("mask", "item " + std::to_string(i) + " is " + Shown(x),
                        "an array of 0/1, one per reward");
      b->mask.push_back(x.is_boolean() ? static_cast<uint8_t>(x.get<bool>())
                                       : static_cast<uint8_t>(x.get<int64_t>()));
    }
  } else {
    b->mask.resize(b->mask.size() + n, 1);
  }
  auto term = obj.find("terminated");
  if (term == obj.end()) return lp.Error("terminated", "missing", "true or false");
  if (!term->is_boolean()) return lp.Error("terminated", "is " + Shown(*term), "true or false");
  f->terminated = term->get<bool>();
  f->boot = 0.0f;
  if (auto it = obj.find("bootstrap_value"); it != obj.end()) {
    if (!it->is_number() || !std::isfinite(it->get<double>()) || !std::isfinite(it->get<float>()))
      return lp.Error("bootstrap_value", "is " + Shown(*it), "a finite number");
    f->boot = it->get<float>();
  }
  auto group = obj.find("group");
  if (group == obj.end()) return lp.Error("group", "missing", "a string or an integer");
  if (group->is_string())
    f->group_key = "s" + group->get<std::string>();
  else if (group->is_number_integer())  // as written: 2^64-1 is not the group -1
    f->group_key = "i" + group->dump();
  else
    return lp.Error("group", "is " + Shown(*group), "a string or an integer");
  if (want_extras) {
    TrajectoryExtras& x = f->extras;
    x = {};
    x.group = group->is_string() ? group->get<std::string>() : group->dump();
    if (auto it = obj.find("steps"); it != obj.end()) {
      if (!it->is_number_integer() || it->get<int64_t>() < 0) {
        return lp.Error("steps", "is " + Shown(*it), "a non-negative integer");
      }
      x.steps = it->get<int64_t>();
    }
    if (auto it = obj.find("passed"); it != obj.end()) {
      if (!it->is_boolean()) return lp.Error("passed", "is " + Shown(*it), "true or false");
      x.passed = it->get<bool>();
    }
    if (auto it = obj.find("end"); it != obj.end()) {
      if (!it->is_string()) return lp.Error("end", "is " + Shown(*it), "a string");
      x.end = it->get<std::string>();
    }
  }
  return Status::Ok();
}

// The fast path: scans the common line shape without building a document (nlohmann's DOM and
// strtod took most of the time on large inputs). It gives up, returning false, on anything it
// does not handle in full: a backslash, control or non-ASCII byte in a string; an integer of
// more than 18 digits; a number that does not fit a float (a double, in a field it skips); a
// repeated field; nesting deeper than 64; any missing or malformed field. The general parser then
// reads the line, so an accepted line means what nlohmann::json makes of it (integers converted
// through int64, other numbers through a correctly rounded double, as nlohmann does), and every
// error message comes from one place. AdvantagesJsonl.FastPathAgreesWithTheGeneralParser checks
// both on random and mutated lines.
class FastLine {
 public:
  explicit FastLine(std::string_view line) : p_(line.data()), end_(line.data() + line.size()) {}

  bool Parse(bool require_values, bool want_extras, kernels::PackedBatch* b, LineFields* f) {
    bool seen_r = false, seen_v = false, seen_m = false, seen_t = false, seen_b = false,
         seen_g = false, seen_steps = false, seen_passed = false, seen_end = false;
    size_t n = 0, nv = 0, nm = 0;
    f->boot = 0.0f;
    if (want_extras) f->extras = {};
    Ws();
    if (!Eat('{')) return false;
    Ws();
    if (Eat('}')) return false;  // no fields: the general parser says which is missing
    for (;;) {
      std::string_view key;
      if (!String(&key)) return false;
      Ws();
      if (!Eat(':')) return false;
      Ws();
      if (key == "rewards") {
        if (seen_r || !NumberArray(&b->rewards, &n)) return false;
        seen_r = true;
      } else if (key == "values") {
        if (seen_v || !NumberArray(&b->values, &nv)) return false;
        seen_v = true;
      } else if (key == "mask") {
        if (seen_m || !MaskArray(&b->mask, &nm)) return false;
        seen_m = true;
      } else if (key == "terminated") {
        if (seen_t || !Bool(&f->terminated)) return false;
        seen_t = true;
      } else if (key == "bootstrap_value") {
        if (seen_b || !Float(&f->boot)) return false;
        seen_b = true;
      } else if (key == "group") {
        if (seen_g || !Group(f, want_extras)) return false;
        seen_g = true;
      } else if (want_extras && key == "steps") {
        int64_t steps = 0;
        bool is_int = false;
        if (seen_steps || !Integer(&steps, &is_int) || !is_int || steps < 0) return false;
        f->extras.steps = steps;
        seen_steps = true;
      } else if (want_extras && key == "passed") {
        bool passed = false;
        if (seen_passed || !Bool(&passed)) return false;
        f->extras.passed = passed;
        seen_passed = true;
      } else if (want_extras && key == "end") {
        std::string_view end;
        if (seen_end || !String(&end)) return false;
        f->extras.end = std::string(end);
        seen_end = true;
      } else if (!SkipValue(0)) {
        return false;
      }
      Ws();
      if (Eat('}')) break;
      if (!Eat(',')) return false;
      Ws();
    }
    Ws();
    if (p_ != end_) return false;
    if (!seen_r || !seen_t || !seen_g) return false;
    if (seen_v ? nv != n : require_values) return false;
    if (seen_m && nm != n) return false;
    if (!seen_v) b->values.resize(b->values.size() + n, 0.0f);
    if (!seen_m) b->mask.resize(b->mask.size() + n, 1);
    return true;
  }

 private:
  void Ws() {
    while (p_ != end_ && (*p_ == ' ' || *p_ == '\t' || *p_ == '\r' || *p_ == '\n')) ++p_;
  }
  bool Eat(char c) {
    if (p_ == end_ || *p_ != c) return false;
    ++p_;
    return true;
  }
  bool Literal(std::string_view word) {
    if (static_cast<size_t>(end_ - p_) < word.size() || std::string_view(p_, word.size()) != word)
      return false;
    p_ += word.size();
    return true;
  }
  bool Bool(bool* out) {
    if (Literal("true")) return *out = true, true;
    if (Literal("false")) return *out = false, true;
    return false;
  }
  // A string of printable ASCII without escapes.
  bool String(std::string_view* out) {
    if (!Eat('"')) return false;
    const char* s = p_;
    while (p_ != end_ && *p_ != '"') {
      const unsigned char c = static_cast<unsigned char>(*p_);
      if (c < 0x20 || c >= 0x80 || c == '\\') return false;
      ++p_;
    }
    if (p_ == end_) return false;
    *out = std::string_view(s, p_ - s);
    ++p_;
    return true;
  }
  // A JSON number token; is_int when it has no fraction and no exponent.
  bool NumberToken(std::string_view* tok, bool* is_int, int* int_digits) {
    const char* s = p_;
    auto digit = [&] { return p_ != end_ && *p_ >= '0' && *p_ <= '9'; };
    Eat('-');
    if (!digit()) return false;
    const char* d0 = p_;
    if (*p_ == '0') {
      ++p_;
    } else {
      while (digit()) ++p_;
    }
    *int_digits = static_cast<int>(p_ - d0);
    *is_int = true;
    if (Eat('.')) {
      *is_int = false;
      if (!digit()) return false;
      while (digit()) ++p_;
    }
    if (p_ != end_ && (*p_ == 'e' || *p_ == 'E')) {
      *is_int = false;
      ++p_;
      if (p_ != end_ && (*p_ == '+' || *p_ == '-')) ++p_;
      if (!digit()) return false;
      while (digit()) ++p_;
    }
    *tok = std::string_view(s, p_ - s);
    return true;
  }
  bool Integer(int64_t* out, bool* is_int) {
    std::string_view tok;
    int digits = 0;
    if (!NumberToken(&tok, is_int, &digits) || !*is_int || digits > 18) return false;
    return std::from_chars(tok.data(), tok.data() + tok.size(), *out).ec == std::errc{};
  }
  bool Float(float* out) {
    std::string_view tok;
    bool is_int = false;
    int digits = 0;
    if (!NumberToken(&tok, &is_int, &digits)) return false;
    if (is_int) {
      if (digits > 18) return false;
      int64_t v = 0;
      if (std::from_chars(tok.data(), tok.data() + tok.size(), v).ec != std::errc{}) return false;
      *out = static_cast<float>(v);
      return true;
    }
    double d = 0;
    const auto [ptr, ec] = std::from_chars(tok.data(), tok.data() + tok.size(), d);
    if (ec != std::errc{} || ptr != tok.data() + tok.size()) return false;
    *out = static_cast<float>(d);
    return std::isfinite(*out);
  }
  template <class T, class Item>
  bool Array(std::vector<T>* out, size_t* count, Item&& item) {
    if (!Eat('[')) return false;
    const size_t before = out->size();
    Ws();
    if (!Eat(']')) {
      for (;;) {
        T x{};
        if (!item(&x)) return false;
        out->push_back(x);
        Ws();
        if (Eat(']')) break;
        if (!Eat(',')) return false;
        Ws();
      }
    }
    *count = out->size() - before;
    return true;
  }
  bool NumberArray(std::vector<float>* out, size_t* count) {
    return Array(out, count, [&](float* x) { return Float(x); });
  }
  bool MaskArray(std::vector<uint8_t>* out, size_t* count) {
    return Array(out, count, [&](uint8_t* x) {
      bool b = false, is_int = false;
      int64_t v = 0;
      if (p_ != end_ && (*p_ == 't' || *p_ == 'f')) {
        if (!Bool(&b)) return false;
        *x = b ? 1 : 0;
        return true;
      }
      if (!Integer(&v, &is_int) || (v != 0 && v != 1)) return false;
      *x = static_cast<uint8_t>(v);
      return true;
    });
  }
  bool Group(LineFields* f, bool want_extras) {
    std::string_view s;
    if (p_ != end_ && *p_ == '"') {
      if (!String(&s)) return false;
      f->group_key.assign("s").append(s);
      if (want_extras) f->extras.group = std::string(s);
      return true;
    }
    int64_t v = 0;
    bool is_int = false;
    if (!Integer(&v, &is_int)) return false;
    f->group_key = "i" + std::to_string(v);
    if (want_extras) f->extras.group = std::to_string(v);
    return true;
  }
  bool SkipValue(int depth) {
    if (depth > 64 || p_ == end_) return false;
    std::string_view tok;
    bool is_int = false;
    int digits = 0;
    switch (*p_) {
      case '"':
        return String(&tok);
      case 't':
        return Literal("true");
      case 'f':
        return Literal("false");
      case 'n':
        return Literal("null");
      case '[':
      case '{': {
        const bool object = *p_ == '{';
        const char close = object ? '}' : ']';
        ++p_;
        Ws();
        if (Eat(close)) return true;
        for (;;) {
          if (object) {
            if (!String(&tok)) return false;
            Ws();
            if (!Eat(':')) return false;
            Ws();
          }
          if (!SkipValue(depth + 1)) return false;
          Ws();
          if (Eat(close)) return true;
          if (!Eat(',')) return false;
          Ws();
        }
      }
      default: {
        // A number nlohmann::json refuses (one that overflows a double) goes to the general
        // parser for its error; so does any number from_chars does not take in full.
        if (!NumberToken(&tok, &is_int, &digits)) return false;
        if (is_int && digits <= 18) return true;
        double d = 0;
        const auto [ptr, ec] = std::from_chars(tok.data(), tok.data() + tok.size(), d);
        return ec == std::errc{} && ptr == tok.data() + tok.size() && std::isfinite(d);
      }
    }
  }

  const char* p_;
  const char* end_;
};

}  // namespace

Result<kernels::PackedBatch> ParseAdvantagesJsonl(std::string_view text, const std::string& source,
                                                  bool require_values,
                                                  std::vector<TrajectoryExtras>* extras,
                                                  JsonlParser parser, JsonlStats* stats) {
  kernels::PackedBatch b;
  std::unordered_map<std::string, int64_t> group_ids;
  LineFields f;
  size_t line_no = 0;
  for (size_t pos = 0; pos < text.size();) {
    size_t nl = text.find('\n', pos);
    if (nl == std::string_view::npos) nl = text.size();
    const std::string_view line = text.substr(pos, nl - pos);
    pos = nl + 1;
    ++line_no;
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    const size_t tokens = b.rewards.size();
    const bool fast = parser == JsonlParser::kFast &&
                      FastLine(line).Parse(require_values, extras != nullptr, &b, &f);
    if (!fast) {  // undo what the fast path appended, then read the line in full
      b.rewards.resize(tokens), b.values.resize(tokens), b.mask.resize(tokens);
      if (Status s =
              ParseLineGeneral(line, source, line_no, require_values, extras != nullptr, &b, &f);
          !s.ok())
        return s;
    }
    if (stats) ++stats->lines, stats->fast_lines += fast ? 1 : 0;
    const int64_t gid =
        group_ids.try_emplace(f.group_key, static_cast<int64_t>(group_ids.size())).first->second;
    if (extras) extras->push_back(std::move(f.extras));
    b.cu_seqlens.push_back(static_cast<int64_t>(b.rewards.size()));
    b.terminated.push_back(f.terminated ? 1 : 0);
    b.bootstrap_value.push_back(f.boot);
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
