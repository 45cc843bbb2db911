// Typed TOML configuration. Each config struct describes its fields once, in a static
// `Describe(SchemaBuilder<T>&)`: key, member, documentation, and what is accepted (range,
// choices). From that one description the loader validates a TOML file into the struct
// (defaults are the struct's member initialisers), `Dump` writes the fully resolved config
// back as TOML with every field documented, and the dump loads back into an identical struct.
//
// Every problem in a file is reported, one per line, as
//   FILE:LINE:COL: KEY: what is wrong; accepted: what would be
// covering TOML syntax errors, unknown keys and sections (with a "did you mean"), wrong
// types, out-of-range numbers, unknown choices, and cross-field checks (a struct may define
// `Status Validate(const Locator&) const`).
#pragma once

#include <concepts>
#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "agentrl/core/status.h"

namespace agentrl::config {

enum class Kind { kBool, kInt, kReal, kString, kChoice, kIntList, kRealList, kChoiceList };

using Value = std::variant<bool, int64_t, double, std::string, std::vector<int64_t>,
                           std::vector<double>, std::vector<std::string>>;

// A closed or half-open interval for numeric fields (and the elements of numeric lists).
struct Range {
  double lo = -std::numeric_limits<double>::infinity();
  double hi = std::numeric_limits<double>::infinity();
  bool lo_open = false;
  bool hi_open = false;

  bool Contains(double x) const;
  std::string Describe(bool integer) const;  // e.g. "a real number in (0, 1]"
};

struct FieldSpec {
  std::string key;
  Kind kind;
  std::string doc;
  Range range;                       // kInt, kReal, kIntList, kRealList
  std::vector<std::string> choices;  // kChoice, kChoiceList
  size_t min_items = 0;              // lists
  std::function<void(void*, Value)> set;
  std::function<Value(const void*)> get;

  std::string Accepted() const;  // the "accepted: ..." text for errors and docs
};

struct SectionSpec {
  std::string key;  // empty for the root
  std::string doc;
  std::vector<FieldSpec> fields;
  std::vector<SectionSpec> sections;
  std::function<void*(void*)> child;                    // parent object -> this section's
  std::function<const void*(const void*)> child_const;  // same, const
};

// Where keys were written in the file being loaded, for cross-field error messages.
class Locator {
 public:
  explicit Locator(std::string source) : source_(std::move(source)) {}
  void Record(std::string key_path, int line, int column);
  // "FILE:LINE:COL: KEY" when the key was written in the file, else "FILE: KEY (default)".
  std::string Where(std::string_view key_path) const;
  const std::string& source() const { return source_; }

 private:
  std::string source_;
  std::map<std::string, std::pair<int, int>, std::less<>> positions_;
};

template <class T>
class SchemaBuilder {
 public:
  explicit SchemaBuilder(SectionSpec* spec) : spec_(spec) {}

  SchemaBuilder& Bool(std::string key, bool T::*m, std::string doc) {
    return Add(std::move(key), Kind::kBool, m, std::move(doc), {}, {});
  }
  SchemaBuilder& Int(std::string key, int64_t T::*m, std::string doc, Range range = {}) {
    return Add(std::move(key), Kind::kInt, m, std::move(doc), range, {});
  }
  SchemaBuilder& Real(std::string key, double T::*m, std::string doc, Range range = {}) {
    return Add(std::move(key), Kind::kReal, m, std::move(doc), range, {});
  }
  SchemaBuilder& String(std::string key, std::string T::*m, std::string doc) {
    return Add(std::move(key), Kind::kString, m, std::move(doc), {}, {});
  }
  SchemaBuilder& Choice(std::string key, std::string T::*m, std::string doc,
                        std::vector<std::string> choices) {
    return Add(std::move(key), Kind::kChoice, m, std::move(doc), {}, std::move(choices));
  }
  SchemaBuilder& IntList(std::string key, std::vector<int64_t> T::*m, std::string doc,
                         Range range = {}, size_t min_items = 0) {
    return Add(std::move(key), Kind::kIntList, m, std::move(doc), range, {}, min_items);
  }
  SchemaBuilder& RealList(std::string key, std::vector<double> T::*m, std::string doc,
                          Range range = {}, size_t min_items = 0) {
    return Add(std::move(key), Kind::kRealList, m, std::move(doc), range, {}, min_items);
  }
  SchemaBuilder& ChoiceList(std::string key, std::vector<std::string> T::*m, std::string doc,
                            std::vector<std::string> choices, size_t min_items = 0) {
    return Add(std::move(key), Kind::kChoiceList, m, std::move(doc), {}, std::move(choices),
               min_items);
  }
  // A nested table `[key]` held in member m; U describes itself with U::Describe.
  template <class U>
  SchemaBuilder& Section(std::string key, U T::*m, std::string doc) {
    SectionSpec child;
    child.key = std::move(key);
    child.doc = std::move(doc);
    child.child = [m](void* p) -> void* { return &(static_cast<T*>(p)->*m); };
    child.child_const = [m](const void* p) -> const void* {
      return &(static_cast<const T*>(p)->*m);
    };
    SchemaBuilder<U> sub(&child);
    U::Describe(sub);
    spec_->sections.push_back(std::move(child));
    return *this;
  }

 private:
  template <class M>
  SchemaBuilder& Add(std::string key, Kind kind, M T::*m, std::string doc, Range range,
                     std::vector<std::string> choices, size_t min_items = 0) {
    FieldSpec f;
    f.key = std::move(key);
    f.kind = kind;
    f.doc = std::move(doc);
    f.range = range;
    f.choices = std::move(choices);
    f.min_items = min_items;
    f.set = [m](void* p, Value v) { static_cast<T*>(p)->*m = std::get<M>(std::move(v)); };
    f.get = [m](const void* p) -> Value { return static_cast<const T*>(p)->*m; };
    spec_->fields.push_back(std::move(f));
    return *this;
  }

  SectionSpec* spec_;
};

template <class T>
SectionSpec SchemaOf() {
  SectionSpec root;
  root.child = [](void* p) { return p; };
  root.child_const = [](const void* p) { return p; };
  SchemaBuilder<T> b(&root);
  T::Describe(b);
  return root;
}

// Parses TOML text (named `source` in messages) into obj per spec, records key positions.
Status Apply(const SectionSpec& spec, void* obj, std::string_view toml_text,
             const std::string& source, Locator* locator);

// The resolved config as TOML: every field, each preceded by its doc and accepted values.
std::string Dump(const SectionSpec& spec, const void* obj);

Result<std::string> ReadTextFile(const std::string& path);

// Text from an input file quoted in an error message (a key, a value, a parser's description):
// at most `max_bytes` of it, cut at a character boundary and followed by "... (N bytes)" when
// cut, with line breaks, tabs, other control characters and invalid UTF-8 escaped
// (EscapeForTerminal, core/text.h). So that an error stays one short line per problem, and a
// file cannot drive the terminal of whoever reads the error.
std::string Excerpt(std::string_view text, size_t max_bytes = 80);

template <class T>
concept HasValidate = requires(const T& t, const Locator& l) {
  { t.Validate(l) } -> std::same_as<Status>;
};

template <class T>
Result<T> LoadString(std::string_view text, const std::string& source) {
  T obj{};
  Locator locator(source);
  Status st = Apply(SchemaOf<T>(), &obj, text, source, &locator);
  if (!st.ok()) return st;
  if constexpr (HasValidate<T>) {
    st = obj.Validate(locator);
    if (!st.ok()) return st;
  }
  return obj;
}

template <class T>
Result<T> LoadFile(const std::string& path) {
  auto text = ReadTextFile(path);
  if (!text.ok()) return text.status();
  return LoadString<T>(*text, path);
}

template <class T>
std::string DumpConfig(const T& obj) {
  return Dump(SchemaOf<T>(), &obj);
}

}  // namespace agentrl::config
