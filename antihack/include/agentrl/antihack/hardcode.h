// Part of stage 2 (the semantic judge): hardcoded-output detection. A submission that answers
// the tests rather than the task carries the tests' literals: their expected outputs, and
// comparisons keyed on their inputs (`if n == 15: return ...`).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace agentrl::antihack {

struct HardcodeEvidence {
  // Distinctive literals of the tests (not 0, 1, -1, empty or one-character strings, booleans)
  // that also occur in the submission, and their share of all distinctive test literals.
  std::vector<std::string> shared_literals;
  double shared_fraction = 0;
  // Comparisons in the submission (`x == L` or `L == x`) whose literal L is a test literal.
  std::vector<std::string> keyed_branches;
  // Of the tests' literal call arguments and expected values at least 3 characters long
  // (ExtractTestLiterals), the shares found verbatim (whitespace and quote style aside) in the
  // submission: an answer table carries the tests' inputs as keys and their outputs as values.
  double input_coverage = 0, output_coverage = 0;
  // Of the tests' `f(ARGS) == EXPECTED` pairs (EXPECTED not None, a boolean, an empty display or
  // 0, 1, 2, -1; the same values are left out of the coverages above), the share whose ARGS and
  // EXPECTED tokens both
  // occur within three consecutive lines of the submission (string contents lexed too, so a
  // table keyed by repr strings counts): a table of answers, however short the literals.
  double pair_coverage = 0;
  // Distinct expected values of the tests' asserts that the submission holds whole, as one
  // literal of its code: strings of at least 6 characters, numbers of at least 4 (the spec's own
  // literals aside). Honest code computes such answers; it does not spell them out.
  int verbatim_outputs = 0;
  // A plain score in [0, 1] for the judge's classifier: half the shared fraction (honest code
  // shares the spec's constants too) plus a quarter per keyed branch, capped at 1.
  double score = 0;
};

// `spec_sources` are the task's own texts (its description, the reference, the starter's code):
// a test literal they hold is a constant of the specification (a glob's "*", a table's codes, a
// described example), which honest code carries as well, so it is not counted as evidence: it is
// left out of the shared literals, the keyed branches and the input/output coverages.
HardcodeEvidence DetectHardcodedOutputs(std::string_view submission,
                                        const std::vector<std::string>& test_sources,
                                        const std::vector<std::string>& spec_sources = {});

}  // namespace agentrl::antihack
