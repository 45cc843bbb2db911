#include "agentrl/antihack/hardcode.h"

#include <algorithm>
#include <set>

#include "agentrl/antihack/clone.h"

namespace agentrl::antihack {
namespace {

bool Distinctive(const Token& t) {
  if (t.kind == TokenKind::kNumber) return t.text != "0" && t.text != "1" && t.text != "2";
  if (t.kind == TokenKind::kString) return t.text.size() > 1;
  return false;
}

std::string Key(const Token& t) { return (t.kind == TokenKind::kString ? "s:" : "n:") + t.text; }

std::string Show(const Token& t) {
  return t.kind == TokenKind::kString ? "\"" + t.text + "\"" : t.text;
}

}  // namespace

HardcodeEvidence DetectHardcodedOutputs(std::string_view submission,
                                        const std::vector<std::string>& test_sources) {
  std::set<std::string> test_literals;
  for (const std::string& src : test_sources) {
    const std::vector<Token> toks = Lex(src);
    for (size_t i = 0; i < toks.size(); ++i) {
      // Skip the module names of imports ("from solution import ...").
      if (i > 0 && toks[i - 1].kind == TokenKind::kName &&
          (toks[i - 1].text == "import" || toks[i - 1].text == "from")) {
        continue;
      }
      if (Distinctive(toks[i])) test_literals.insert(Key(toks[i]));
    }
  }
  HardcodeEvidence ev;
  if (test_literals.empty()) return ev;
  const std::vector<Token> toks = Lex(submission);
  std::set<std::string> shared;
  for (size_t i = 0; i < toks.size(); ++i) {
    if (!Distinctive(toks[i]) || !test_literals.count(Key(toks[i]))) continue;
    if (shared.insert(Key(toks[i])).second) ev.shared_literals.push_back(Show(toks[i]));
    // A branch keyed on an input: `if NAME == L` or `if L == NAME` (also after elif, and, or,
    // `(`, not, return, while), not arithmetic such as `i % 5 == 0`.
    auto opener = [&](size_t j) {
      static const std::set<std::string> kw = {"if", "elif", "and", "or", "(", "not", "return",
                                               "while", "="};
      return kw.count(toks[j].text) > 0;
    };
    const bool name_eq_lit = i >= 3 && toks[i - 1].text == "==" &&
                             toks[i - 2].kind == TokenKind::kName && opener(i - 3);
    const bool lit_eq_name = i >= 1 && i + 2 < toks.size() && toks[i + 1].text == "==" &&
                             toks[i + 2].kind == TokenKind::kName && opener(i - 1);
    if (name_eq_lit) ev.keyed_branches.push_back(toks[i - 2].text + " == " + Show(toks[i]));
    if (lit_eq_name) ev.keyed_branches.push_back(Show(toks[i]) + " == " + toks[i + 2].text);
  }
  ev.shared_fraction =
      static_cast<double>(shared.size()) / static_cast<double>(test_literals.size());
  // Honest code shares the spec's constants with the tests (fizzbuzz's "Fizz", the 5 in
  // `i % 5`), so shared literals weigh half; branches keyed on test inputs weigh most.
  ev.score = std::min(1.0, 0.5 * ev.shared_fraction +
                               0.25 * static_cast<double>(ev.keyed_branches.size()));
  return ev;
}

}  // namespace agentrl::antihack
