#include "agentrl/sandbox/junit.h"

#include <expat.h>

#include <cctype>
#include <cstring>

#include "agentrl/core/config.h"
#include "agentrl/core/text.h"

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
  std::string tamper;  // why the document is not one a test runner writes
  XML_Parser parser = nullptr;
};

// Stops the parse: the report carries something no test runner writes (a DTD or entity, a
// comment or processing instruction, text between the suites), which is how a second writer
// would splice its own suites around or over the runner's.
void Refuse(State* s, std::string why) {
  if (s->tamper.empty()) s->tamper = std::move(why);
  XML_StopParser(s->parser, XML_FALSE);
}

void Doctype(void* data, const XML_Char*, const XML_Char*, const XML_Char*, int) {
  Refuse(static_cast<State*>(data), "it declares a DOCTYPE");
}

void Entity(void* data, const XML_Char* name, int, const XML_Char*, int, const XML_Char*,
            const XML_Char*, const XML_Char*, const XML_Char*) {
  Refuse(static_cast<State*>(data), "it declares the entity " + config::Excerpt(name));
}

void Comment(void* data, const XML_Char*) {
  Refuse(static_cast<State*>(data), "it holds a comment");
}

void Instruction(void* data, const XML_Char* target, const XML_Char*) {
  Refuse(static_cast<State*>(data),
         "it holds the processing instruction " + config::Excerpt(target));
}

// Text is allowed inside a test case (messages, captured output); outside one only whitespace.
void Text(void* data, const XML_Char* text, int len) {
  auto* s = static_cast<State*>(data);
  if (s->in_case) return;
  for (int i = 0; i < len; ++i) {
    if (!std::isspace(static_cast<unsigned char>(text[i]))) {
      return Refuse(s, "it holds text outside any <testcase>");
    }
  }
}

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
      s->root_error = "the root element is <" + config::Excerpt(name) +
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
      s->message = m ? std::string(Utf8Head(m, 200)) : "";
    } else if (skip && s->outcome.empty()) {
      s->outcome = "skipped";
      const char* m = Attr(attrs, "message");
      s->message = m ? std::string(Utf8Head(m, 200)) : "";
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

Result<JunitReport> ParseJunit(std::string_view xml, const std::string& source, bool* tampered) {
  if (tampered) *tampered = false;
  State s;
  XML_Parser p = XML_ParserCreate(nullptr);
  s.parser = p;
  XML_SetUserData(p, &s);
  XML_SetElementHandler(p, Start, End);
  XML_SetStartDoctypeDeclHandler(p, Doctype);
  XML_SetEntityDeclHandler(p, Entity);
  XML_SetCommentHandler(p, Comment);
  XML_SetProcessingInstructionHandler(p, Instruction);
  XML_SetCharacterDataHandler(p, Text);
  const XML_Status ok = XML_Parse(p, xml.data(), static_cast<int>(xml.size()), XML_TRUE);
  const XML_Error code = XML_GetErrorCode(p);
  const std::string where = source + ":" + std::to_string(XML_GetCurrentLineNumber(p)) + ":" +
                            std::to_string(XML_GetCurrentColumnNumber(p) + 1);
  XML_ParserFree(p);
  // Bytes after the root element are a second writer's (a test runner writes one document and
  // closes the report), as are the constructs Refuse names.
  if (!s.tamper.empty() || code == XML_ERROR_JUNK_AFTER_DOC_ELEMENT) {
    if (tampered) *tampered = true;
    return Status::InvalidInput(
        where + ": refused JUnit report: " +
        (s.tamper.empty() ? std::string("more than one document, or bytes after the root element")
                          : s.tamper) +
        "; a test runner writes one plain document");
  }
  if (ok != XML_STATUS_OK) {
    return Status::InvalidInput(where + ": malformed JUnit XML: " + XML_ErrorString(code));
  }
  if (!s.saw_root) return Status::InvalidInput(source + ": empty JUnit report");
  if (!s.root_error.empty()) return Status::InvalidInput(source + ":1: " + s.root_error);
  s.report.declared_tests = s.any_declared ? s.declared : -1;
  return s.report;
}

}  // namespace agentrl::sandbox
