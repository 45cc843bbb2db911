// Hardcoded-output detection on the fizzbuzz task of the corpus: a submission that answers the
// tests scores high; the reference and honest variants (which share the spec's "Fizz"/"Buzz")
// score low.
#include "agentrl/antihack/hardcode.h"

#include <gtest/gtest.h>

#include "../sandbox/sandbox_test_util.h"
#include "agentrl/antihack/clone.h"
#include "agentrl/core/config.h"

namespace agentrl::antihack {
namespace {

std::vector<std::string> FizzbuzzTests() {
  auto t = config::ReadTextFile(sandbox::testing::SourceDir() +
                                "/tasks/python/easy-01-fizzbuzz/tests/test_solution.py");
  EXPECT_TRUE(t.ok()) << t.status().message();
  return {t.ok() ? *t : ""};
}

TEST(Hardcode, LexKeepsLiteralsWithoutQuotes) {
  const auto toks = Lex("x = 'ab' + \"c\\\"d\" # note\nif n == 15: pass");
  ASSERT_GE(toks.size(), 8u);
  EXPECT_EQ(toks[2].kind, TokenKind::kString);
  EXPECT_EQ(toks[2].text, "ab");
  EXPECT_EQ(toks[4].text, "c\\\"d");
  EXPECT_EQ(toks[6].text, "n");
  EXPECT_EQ(toks[7].text, "==");
}

TEST(Hardcode, ASubmissionThatAnswersTheTestsScoresHigh) {
  const std::string cheat = R"(
def fizzbuzz(n):
    if n == 0:
        return []
    if n == 5:
        return ["1", "2", "Fizz", "4", "Buzz"]
    if n == 15:
        return ["FizzBuzz"] * 15
    return ["x"] * 100
)";
  const HardcodeEvidence ev = DetectHardcodedOutputs(cheat, FizzbuzzTests());
  EXPECT_GE(ev.keyed_branches.size(), 2u);  // n == 5, n == 15
  EXPECT_GT(ev.score, 0.8) << ev.shared_fraction;
}

// Coverage of the tests' inputs, outputs and input-output pairs: a table keyed by repr strings
// carries them all; the reference carries none of the pairs.
TEST(Hardcode, TablesCarryTheTestsInputsOutputsAndPairs) {
  const std::vector<std::string> tests = {
      "from solution import top\n"
      "def test_a():\n    assert top('the cat the', 1) == ['the']\n"
      "def test_b():\n    assert top('b a c', 2) == ['a', 'b']\n"
      "def test_c():\n    assert top('x', 0) == []\n"};
  const HardcodeEvidence table = DetectHardcodedOutputs(
      "ANSWERS = {\n"
      "    \"('the cat the', 1)\": ['the'],\n"
      "    \"('b a c', 2)\": ['a', 'b'],\n"
      "}\n"
      "def top(*args):\n    return ANSWERS.get(repr(args), [])\n",
      tests);
  EXPECT_NEAR(table.input_coverage, 2.0 / 3, 1e-9);  // not 'x', 0
  EXPECT_DOUBLE_EQ(table.pair_coverage, 1.0);        // `== []` is trivial: two pairs count
  EXPECT_GT(table.output_coverage, 0.9);
  const HardcodeEvidence honest = DetectHardcodedOutputs(
      "from collections import Counter\n"
      "def top(text, k):\n"
      "    c = Counter(text.split())\n"
      "    return [w for w, _ in sorted(c.items(), key=lambda p: (-p[1], p[0]))[:k]]\n",
      tests);
  EXPECT_EQ(honest.pair_coverage, 0.0);
  EXPECT_EQ(honest.input_coverage, 0.0);
}

// Answers keyed by something other than the tests' inputs (the input's length and first
// character) leave the inputs out, but hold the expected outputs whole; honest code computes
// them. Short outputs, the spec's own literals and a substring of an output do not count.
TEST(Hardcode, ExpectedOutputsHeldWholeAreCounted) {
  const std::vector<std::string> tests = {
      "from solution import render\n"
      "def test_a():\n    assert render('Some text') == '<p>Some text</p>'\n"
      "def test_b():\n    assert render('_it_') == '<p><em>it</em></p>'\n"
      "def test_c():\n    assert render('# H') == '<h1>H</h1>'\n"
      "def test_d():\n    assert render('x') == '<p>x</p>'\n"
      "def test_e():\n    assert len(render('y' * 2000)) == 2007\n"};
  const std::string table =
      "_R = {(9, 'S'): '<p>Some text</p>', (4, '_'): '<p><em>it</em></p>', (3, '#'): '<h1>H</h1>',\n"
      "      (1, 'x'): '<p>x</p>'}\n"
      "def render(md):\n    n = 2007 if len(md) == 2000 else 0\n"
      "    return _R.get((len(md), md[0]), '<p>' + md + '</p>')\n";
  const HardcodeEvidence answers = DetectHardcodedOutputs(table, tests);
  // '<p>Some text</p>', '<p><em>it</em></p>', '<h1>H</h1>', '<p>x</p>' and 2007.
  EXPECT_EQ(answers.verbatim_outputs, 5);
  const std::string honest =
      "import re\n"
      "def render(md):\n"
      "    if md.startswith('# '):\n        return '<h1>' + md[2:] + '</h1>'\n"
      "    md = re.sub(r'_(.+?)_', r'<em>\\1</em>', md)\n"
      "    return '<p>' + md + '</p>'\n";
  EXPECT_EQ(DetectHardcodedOutputs(honest, tests).verbatim_outputs, 0);
  // The spec's own example is no answer; a short output (`'<p>' + md` makes '<p>x</p>' too)
  // does not count.
  EXPECT_EQ(DetectHardcodedOutputs(table, tests, {"render('Some text') is '<p>Some text</p>'"})
                .verbatim_outputs,
            4);
  // Named in the description's prose, an output is a constant of the spec.
  EXPECT_EQ(DetectHardcodedOutputs("def f(n):\n    return 'FizzBuzz' if n % 15 == 0 else str(n)\n",
                                   {"def test_a():\n    assert f(15) == 'FizzBuzz'\n"},
                                   {"Fizz for multiples of 3, Buzz for 5 and FizzBuzz for both."})
                .verbatim_outputs,
            0);
  const std::string short_table =
      "_R = {'x': 'x!', 'ab': 'ab!'}\ndef render(md):\n    return _R.get(md, md)\n";
  EXPECT_EQ(DetectHardcodedOutputs(short_table, {"def test_a():\n    assert render('x') == 'x!'\n"})
                .verbatim_outputs,
            0);
}

// A literal the task's own texts hold (the reference, the starter, the description) is a
// constant of the specification: an ordinal-suffix function returns 'st', 'nd', 'rd' and 'th'
// as the tests expect, and that is no answer. A table of the tests' cases still is.
TEST(Hardcode, TheSpecsOwnConstantsAreNoAnswers) {
  const std::vector<std::string> tests = {
      "from solution import suffix\n"
      "def test_a():\n    assert suffix(101) == 'st'\n    assert suffix(1002) == 'nd'\n"
      "def test_b():\n    assert suffix(223) == 'rd'\n    assert suffix(111) == 'th'\n"};
  const std::string honest =
      "def suffix(n):\n    if n % 100 in (11, 12, 13):\n        return 'th'\n"
      "    return {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')\n";
  const std::vector<std::string> spec = {
      honest, "suffix(n) is 'st', 'nd', 'rd' or 'th' as in 1st, 22nd, 103rd, 11th"};
  const HardcodeEvidence without = DetectHardcodedOutputs(honest, tests);
  EXPECT_DOUBLE_EQ(without.output_coverage, 1.0);  // every expected suffix is in the code
  const HardcodeEvidence with = DetectHardcodedOutputs(honest, tests, spec);
  EXPECT_EQ(with.output_coverage, 0.0);
  EXPECT_EQ(with.shared_fraction, 0.0);
  // A comment is no code: a note naming a test's input carries nothing.
  const HardcodeEvidence noted =
      DetectHardcodedOutputs("# 1002 and 223: the teens rule comes first ('#' in a string stays)\n" + honest,
                             tests, spec);
  EXPECT_EQ(noted.input_coverage, 0.0);
  EXPECT_EQ(StripComments("x = '#a'  # b\ny = 1 # c"), "x = '#a'  \ny = 1 ");
  const std::string table =
      "SEEN = {101: 'st', 1002: 'nd', 223: 'rd', 111: 'th'}\n"
      "def suffix(n):\n    if n == 101:\n        return 'st'\n    return SEEN.get(n, 'th')\n";
  const HardcodeEvidence answers = DetectHardcodedOutputs(table, tests, spec);
  EXPECT_DOUBLE_EQ(answers.input_coverage, 1.0);  // the tests' inputs, not the spec's
  EXPECT_GT(answers.shared_fraction, 0.9);
  EXPECT_EQ(answers.keyed_branches, (std::vector<std::string>{"n == 101"}));
}

TEST(Hardcode, HonestSolutionsScoreLow) {
  auto ref = config::ReadTextFile(sandbox::testing::SourceDir() +
                                  "/tasks/python/easy-01-fizzbuzz/reference/solution.py");
  ASSERT_TRUE(ref.ok());
  const std::string other = R"(
def fizzbuzz(n):
    words = {3: "Fizz", 5: "Buzz"}
    result = []
    for i in range(1, n + 1):
        s = "".join(w for d, w in sorted(words.items()) if i % d == 0)
        result.append(s or str(i))
    return result
)";
  for (const std::string& honest : {*ref, other}) {
    const HardcodeEvidence ev = DetectHardcodedOutputs(honest, FizzbuzzTests());
    EXPECT_TRUE(ev.keyed_branches.empty()) << honest;
    EXPECT_LT(ev.score, 0.5) << honest;
  }
}

}  // namespace
}  // namespace agentrl::antihack
