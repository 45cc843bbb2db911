#include "agentrl/sandbox/junit.h"

#include <expat.h>

#include <cstring>

namespace agentrl::sandbox {
namespace {

struct State {
  JunitReport report;
  int depth = 0;
  bool saw_root = false;
  std::string root_error;
  bool in_case = false;
  int case_depth = 0;
  std::string case_name;
  std::string outcome;  // "", failure, error, skipped
  std::string message;
  int64_t declared = 0;
  bool any_declared = false;
};

const char* Attr(const XML_Char** attrs, const char* key) {
  for (int i = 0; attrs[i]; i += 2) {
    if (std::strcmp(attrs[i], key) == 0) return attrs[i + 1];
  }
  return nullptr;
}

void Start(void* data, const XML_Char* name, const XML_Char** attrs) {
  auto* s = static_cast<State*>(data);
  ++s->depth;
  if (s->depth == 1) {
    s->saw_root = true;
    if (std::strcmp(name, "testsuites") != 0 && std::strcmp(name, "testsuite") != 0) {
      s->root_error = std::string("the root element is <") + name +
                      ">; accepted: <testsuites> or <testsuite>";
    }
  }
  if (std::strcmp(name, "testsuite") == 0) {
    if (const char* t = Attr(attrs, "tests")) {
      s->declared += std::atoll(t);
      s->any_declared = true;
    }
  } else if (std::strcmp(name, "testcase") == 0 && !s->in_case) {
    s->in_case = true;
    s->case_depth = s->depth;
    const char* cls = Attr(attrs, "classname");
    const char* n = Attr(attrs, "name");
    s->case_name = std::string(cls ? cls : "") + "::" + (n ? n : "?");
    s->outcome.clear();
    s->message.clear();
    // GoogleTest marks disabled and skipped tests on the testcase itself.
    const char* status = Attr(attrs, "status");
    const char* result = Attr(attrs, "result");
    if ((status && std::strcmp(status, "notrun") == 0) ||
        (result && std::strcmp(result, "skipped") == 0)) {
      s->outcome = "skipped";
    }
  } else if (s->in_case && s->depth == s->case_depth + 1) {
    // failure and error outrank skipped; the first failure or error wins.
    const bool fail = std::strcmp(name, "failure") == 0;
    const bool err = std::strcmp(name, "error") == 0;
    const bool skip = std::strcmp(name, "skipped") == 0;
    if ((fail || err) && (s->outcome.empty() || s->outcome == "skipped")) {
      s->outcome = fail ? "failure" : "error";
      const char* m = Attr(attrs, "message");
      s->message = m ? std::string(m).substr(0, 200) : "";
    } else if (skip && s->outcome.empty()) {
      s->outcome = "skipped";
      const char* m = Attr(attrs, "message");
      s->message = m ? std::string(m).substr(0, 200) : "";
    }
  }
}

void End(void* data, const XML_Char* name) {
  auto* s = static_cast<State*>(data);
  if (s->in_case && s->depth == s->case_depth && std::strcmp(name, "testcase") == 0) {
    TestCounts& c = s->report.counts;
    ++c.total;
    if (s->outcome.empty()) {
      ++c.passed;
    } else {
      if (s->outcome == "failure") ++c.failed;
      if (s->outcome == "error") ++c.errored;
      if (s->outcome == "skipped") ++c.skipped;
      s->report.not_passed.push_back(s->case_name + ": " + s->outcome +
                                     (s->message.empty() ? "" : ": " + s->message));
    }
    s->in_case = false;
  }
  --s->depth;
}

}  // namespace

Result<JunitReport> ParseJunit(std::string_view xml, const std::string& source) {
  State s;
  XML_Parser p = XML_ParserCreate(nullptr);
  XML_SetUserData(p, &s);
  XML_SetElementHandler(p, Start, End);
  const XML_Status ok = XML_Parse(p, xml.data(), static_cast<int>(xml.size()), XML_TRUE);
  std::string error;
  if (ok != XML_STATUS_OK) {
    error = source + ":" + std::to_string(XML_GetCurrentLineNumber(p)) + ":" +
            std::to_string(XML_GetCurrentColumnNumber(p) + 1) +
            ": malformed JUnit XML: " + XML_ErrorString(XML_GetErrorCode(p));
  }
  XML_ParserFree(p);
  if (!error.empty()) return Status::InvalidInput(error);
  if (!s.saw_root) return Status::InvalidInput(source + ": empty JUnit report");
  if (!s.root_error.empty()) return Status::InvalidInput(source + ":1: " + s.root_error);
  s.report.declared_tests = s.any_declared ? s.declared : -1;
  return s.report;
}

}  // namespace agentrl::sandbox
