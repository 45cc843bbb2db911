// The TOML side of config.h: walking a toml++ table against a SectionSpec, and writing a
// resolved config back out. toml++ stays inside this file.
#include "agentrl/core/config.h"

#include <toml++/toml.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <fstream>
#include <sstream>

#include "agentrl/core/text.h"

namespace agentrl::config {
namespace {

std::string FormatReal(double x) {
  if (std::isnan(x)) return "nan";
  if (std::isinf(x)) return x > 0 ? "inf" : "-inf";
  char buf[64];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, x);  // shortest round-trip form
  std::string s(buf, end);
  if (s.find_first_of(".eE") == std::string::npos) s += ".0";
  return s;
}

std::string Quote(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\t':
        out += "\\t";
        break;
      case '\r':
        out += "\\r";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {  // TOML: escape all but tab
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

std::string JoinQuoted(const std::vector<std::string>& items) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + Quote(items[i]);
  return out;
}

size_t EditDistance(std::string_view a, std::string_view b) {
  std::vector<size_t> prev(b.size() + 1), cur(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] != b[j - 1])});
    }
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

std::string TypeName(const toml::node& n) {
  switch (n.type()) {
    case toml::node_type::table:
      return "a table";
    case toml::node_type::array:
      return "an array";
    case toml::node_type::string:
      return "a string";
    case toml::node_type::integer:
      return "an integer";
    case toml::node_type::floating_point:
      return "a real number";
    case toml::node_type::boolean:
      return "a boolean";
    default:
      return "a date/time";
  }
}

class Walker {
 public:
  Walker(std::string source, Locator* locator) : source_(std::move(source)), locator_(locator) {}

  void Section(const SectionSpec& spec, void* obj, const toml::table& table,
               const std::string& prefix) {
    for (const auto& [key, node] : table) {
      const std::string name(key.str());
      const std::string path = prefix.empty() ? name : prefix + "." + name;
      const auto& src = key.source();
      if (locator_) locator_->Record(path, src.begin.line, src.begin.column);
      if (const FieldSpec* f = FindField(spec, name)) {
        Field(*f, obj, node, path);
      } else if (const SectionSpec* s = FindSection(spec, name)) {
        if (const toml::table* sub = node.as_table()) {
          Section(*s, s->child(obj), *sub, path);
        } else {
          Error(node.source(), path, "is " + TypeName(node), "a table [" + path + "]");
        }
      } else {
        UnknownKey(spec, key, path, prefix);
      }
    }
  }

  Status Finish() const {
    if (errors_.empty()) return Status::Ok();
    auto sorted = errors_;  // toml++ iterates keys in name order; report in file order
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::string msg;
    for (size_t i = 0; i < sorted.size(); ++i) msg += (i ? "\n" : "") + sorted[i].second;
    return Status::InvalidInput(msg);
  }

  void SyntaxError(const toml::parse_error& e) {
    errors_.push_back({{e.source().begin.line, e.source().begin.column},
                       Pos(e.source()) + ": TOML syntax error: " + Excerpt(e.description(), 200)});
  }

 private:
  static const FieldSpec* FindField(const SectionSpec& spec, std::string_view name) {
    for (const auto& f : spec.fields)
      if (f.key == name) return &f;
    return nullptr;
  }
  static const SectionSpec* FindSection(const SectionSpec& spec, std::string_view name) {
    for (const auto& s : spec.sections)
      if (s.key == name) return &s;
    return nullptr;
  }

  std::string Pos(const toml::source_region& r) const {
    return source_ + ":" + std::to_string(r.begin.line) + ":" + std::to_string(r.begin.column);
  }

  void Error(const toml::source_region& r, const std::string& path, const std::string& what,
             const std::string& accepted) {
    errors_.push_back(
        {{r.begin.line, r.begin.column},
         Pos(r) + ": " + Excerpt(path, 120) + ": " + what + "; accepted: " + accepted});
  }

  void UnknownKey(const SectionSpec& spec, const toml::key& key, const std::string& path,
                  const std::string& prefix) {
    std::vector<std::string> names;
    for (const auto& f : spec.fields) names.push_back(f.key);
    for (const auto& s : spec.sections) names.push_back("[" + s.key + "]");
    std::string best;
    size_t best_d = 3;  // suggest only close matches
    for (const auto& n : names) {
      const std::string bare = n.front() == '[' ? n.substr(1, n.size() - 2) : n;
      const size_t d = EditDistance(key.str(), bare);
      if (d < best_d) best_d = d, best = n;
    }
    std::string what = "unknown key";
    if (!best.empty()) what += " (did you mean " + best + "?)";
    std::string accepted =
        "keys of " + (prefix.empty() ? std::string("the top level") : "[" + prefix + "]") + ": ";
    for (size_t i = 0; i < names.size(); ++i) accepted += (i ? ", " : "") + names[i];
    Error(key.source(), path, what, accepted);
  }

  bool Number(const FieldSpec& f, const toml::node& n, const std::string& path, bool integer,
              double* out) {
    if (integer) {
      if (!n.is_integer()) return Error(n.source(), path, "is " + TypeName(n), f.Accepted()), false;
      *out = static_cast<double>(n.as_integer()->get());
    } else if (n.is_integer()) {
      *out = static_cast<double>(n.as_integer()->get());
    } else if (n.is_floating_point()) {
      *out = n.as_floating_point()->get();
    } else {
      return Error(n.source(), path, "is " + TypeName(n), f.Accepted()), false;
    }
    if (!std::isfinite(*out) || !f.range.Contains(*out)) {
      std::ostringstream v;
      if (integer)
        v << n.as_integer()->get();
      else
        v << FormatReal(*out);
      Error(n.source(), path, v.str() + " is out of range", f.Accepted());
      return false;
    }
    return true;
  }

  bool ChoiceValue(const FieldSpec& f, const toml::node& n, const std::string& path,
                   std::string* out) {
    if (!n.is_string()) return Error(n.source(), path, "is " + TypeName(n), f.Accepted()), false;
    *out = n.as_string()->get();
    if (std::find(f.choices.begin(), f.choices.end(), *out) == f.choices.end()) {
      Error(n.source(), path, "\"" + Excerpt(*out) + "\" is not a known choice", f.Accepted());
      return false;
    }
    return true;
  }

  void Field(const FieldSpec& f, void* obj, const toml::node& n, const std::string& path) {
    switch (f.kind) {
      case Kind::kBool:
        if (!n.is_boolean()) return Error(n.source(), path, "is " + TypeName(n), f.Accepted());
        return f.set(obj, n.as_boolean()->get());
      case Kind::kInt: {
        double d;
        if (Number(f, n, path, true, &d)) f.set(obj, n.as_integer()->get());
        return;
      }
      case Kind::kReal: {
        double d;
        if (Number(f, n, path, false, &d)) f.set(obj, d);
        return;
      }
      case Kind::kString:
        if (!n.is_string()) return Error(n.source(), path, "is " + TypeName(n), f.Accepted());
        return f.set(obj, std::string(n.as_string()->get()));
      case Kind::kChoice: {
        std::string s;
        if (ChoiceValue(f, n, path, &s)) f.set(obj, std::move(s));
        return;
      }
      case Kind::kIntList:
      case Kind::kRealList:
      case Kind::kChoiceList:
        return List(f, obj, n, path);
    }
  }

  void List(const FieldSpec& f, void* obj, const toml::node& n, const std::string& path) {
    const toml::array* arr = n.as_array();
    if (!arr) return Error(n.source(), path, "is " + TypeName(n), f.Accepted());
    if (arr->size() < f.min_items) {
      return Error(n.source(), path, "has " + std::to_string(arr->size()) + " items", f.Accepted());
    }
    std::vector<int64_t> ints;
    std::vector<double> reals;
    std::vector<std::string> strings;
    bool ok = true;
    for (size_t i = 0; i < arr->size(); ++i) {
      const toml::node& e = *arr->get(i);
      const std::string epath = path + "[" + std::to_string(i) + "]";
      double d;
      std::string s;
      if (f.kind == Kind::kIntList) {
        if ((ok &= Number(f, e, epath, true, &d))) ints.push_back(e.as_integer()->get());
      } else if (f.kind == Kind::kRealList) {
        if ((ok &= Number(f, e, epath, false, &d))) reals.push_back(d);
      } else if ((ok &= ChoiceValue(f, e, epath, &s))) {
        strings.push_back(std::move(s));
      }
    }
    if (!ok) return;
    if (f.kind == Kind::kIntList)
      f.set(obj, std::move(ints));
    else if (f.kind == Kind::kRealList)
      f.set(obj, std::move(reals));
    else
      f.set(obj, std::move(strings));
  }

  std::string source_;
  Locator* locator_;
  std::vector<std::pair<std::pair<uint32_t, uint32_t>, std::string>> errors_;  // (line, col)
};

std::string FormatValue(const FieldSpec& f, const Value& v) {
  switch (f.kind) {
    case Kind::kBool:
      return std::get<bool>(v) ? "true" : "false";
    case Kind::kInt:
      return std::to_string(std::get<int64_t>(v));
    case Kind::kReal:
      return FormatReal(std::get<double>(v));
    case Kind::kString:
    case Kind::kChoice:
      return Quote(std::get<std::string>(v));
    case Kind::kIntList: {
      std::string s = "[";
      const auto& xs = std::get<std::vector<int64_t>>(v);
      for (size_t i = 0; i < xs.size(); ++i) s += (i ? ", " : "") + std::to_string(xs[i]);
      return s + "]";
    }
    case Kind::kRealList: {
      std::string s = "[";
      const auto& xs = std::get<std::vector<double>>(v);
      for (size_t i = 0; i < xs.size(); ++i) s += (i ? ", " : "") + FormatReal(xs[i]);
      return s + "]";
    }
    case Kind::kChoiceList:
      return "[" + JoinQuoted(std::get<std::vector<std::string>>(v)) + "]";
  }
  return "";
}

void DumpSection(const SectionSpec& spec, const void* obj, const std::string& prefix,
                 std::string* out) {
  if (!prefix.empty()) {
    if (!out->empty()) *out += "\n";
    if (!spec.doc.empty()) *out += "# " + spec.doc + "\n";
    *out += "[" + prefix + "]\n";
  }
  for (const auto& f : spec.fields) {
    *out += "# " + f.doc + " (accepted: " + f.Accepted() + ")\n";
    *out += f.key + " = " + FormatValue(f, f.get(obj)) + "\n";
  }
  for (const auto& s : spec.sections) {
    DumpSection(s, s.child_const(obj), prefix.empty() ? s.key : prefix + "." + s.key, out);
  }
}

}  // namespace

bool Range::Contains(double x) const {
  if (lo_open ? !(x > lo) : !(x >= lo)) return false;
  if (hi_open ? !(x < hi) : !(x <= hi)) return false;
  return true;
}

std::string Range::Describe(bool integer) const {
  const std::string what = integer ? "an integer" : "a real number";
  const bool has_lo = std::isfinite(lo), has_hi = std::isfinite(hi);
  auto num = [&](double x) {
    return integer ? std::to_string(static_cast<int64_t>(x)) : FormatReal(x);
  };
  if (!has_lo && !has_hi) return what;
  if (!has_hi) return what + (lo_open ? " > " : " >= ") + num(lo);
  if (!has_lo) return what + (hi_open ? " < " : " <= ") + num(hi);
  return what + " in " + (lo_open ? "(" : "[") + num(lo) + ", " + num(hi) + (hi_open ? ")" : "]");
}

std::string FieldSpec::Accepted() const {
  const std::string items = min_items > 0 ? "at least " + std::to_string(min_items) + " " : "";
  switch (kind) {
    case Kind::kBool:
      return "true or false";
    case Kind::kInt:
      return range.Describe(true);
    case Kind::kReal:
      return range.Describe(false);
    case Kind::kString:
      return "a string";
    case Kind::kChoice:
      return "one of " + JoinQuoted(choices);
    case Kind::kIntList:
      return "a list of " + items + "items, each " + range.Describe(true);
    case Kind::kRealList:
      return "a list of " + items + "items, each " + range.Describe(false);
    case Kind::kChoiceList:
      return "a list of " + items + "items, each one of " + JoinQuoted(choices);
  }
  return "";
}

void Locator::Record(std::string key_path, int line, int column) {
  positions_[std::move(key_path)] = {line, column};
}

std::string Locator::Where(std::string_view key_path) const {
  auto it = positions_.find(key_path);
  if (it == positions_.end()) return source_ + ": " + std::string(key_path) + " (default)";
  return source_ + ":" + std::to_string(it->second.first) + ":" +
         std::to_string(it->second.second) + ": " + std::string(key_path);
}

Status Apply(const SectionSpec& spec, void* obj, std::string_view toml_text,
             const std::string& source, Locator* locator) {
  Walker walker(source, locator);
  toml::table table;
  try {
    table = toml::parse(toml_text, source);
  } catch (const toml::parse_error& e) {
    walker.SyntaxError(e);
    return walker.Finish();
  }
  walker.Section(spec, spec.child(obj), table, "");
  return walker.Finish();
}

std::string Dump(const SectionSpec& spec, const void* obj) {
  std::string out;
  DumpSection(spec, spec.child_const(obj), "", &out);
  return out;
}

std::string Excerpt(std::string_view text, size_t max_bytes) {
  const std::string_view head = Utf8Head(text, max_bytes);
  std::string plain;  // EscapeForTerminal leaves line breaks and tabs as they are
  for (char c : head) {
    if (c == '\n') {
      plain += "\\n";
    } else if (c == '\t') {
      plain += "\\t";
    } else {
      plain += c;
    }
  }
  std::string out = EscapeForTerminal(plain);
  if (head.size() < text.size()) out += "... (" + std::to_string(text.size()) + " bytes)";
  return out;
}

Result<std::string> ReadTextFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Status::NotFound(path + ": cannot open file for reading");
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) return Status::IoError(path + ": read failed");
  return ss.str();
}

}  // namespace agentrl::config
