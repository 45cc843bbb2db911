// JUnit XML reports (pytest --junitxml, GoogleTest --gtest_output=xml) parsed with expat.
// Counts come from the <testcase> elements themselves, not from the suites' summary
// attributes, which a test process could write without running anything.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "agentrl/core/status.h"

namespace agentrl::sandbox {

struct TestCounts {
  int64_t total = 0, passed = 0, failed = 0, errored = 0, skipped = 0;
};

struct JunitReport {
  TestCounts counts;
  std::vector<std::string> not_passed;  // "classname::name: failure|error|skipped: message"
  // The suites' own tests= attributes summed; differs from counts.total when the summary
  // attributes were written by something other than the runner.
  int64_t declared_tests = -1;
};

// `source` names the report in errors ("FILE:LINE: what is wrong"). Only a plain document is
// accepted: a DOCTYPE or entity declaration, a comment, a processing instruction, text outside
// the test cases, or anything after the root element is refused, and *tampered (when given) is
// set: no test runner writes those, and a second writer of the report splices its own suites
// around or after the runner's with exactly them.
Result<JunitReport> ParseJunit(std::string_view xml, const std::string& source,
                               bool* tampered = nullptr);

}  // namespace agentrl::sandbox
