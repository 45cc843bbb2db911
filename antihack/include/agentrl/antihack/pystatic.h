// Static analysis of submitted Python for the rule stage's static rules and the judge's code
// features. Source is parsed with tree-sitter's Python grammar (a real parser, so structure,
// not lines, is what rules see) and reduced to facts:
//
//   kind    text                                   example
//   import  the module (or module.name) imported   "_pytest.runner", "os" from __import__("o"+"s")
//   call    CALLEE(ARG)@CONTEXT                    "os._exit(0)@module",
//   "open(/grader/tests/x)@function:f" assign  the target assigned or setattr'd       "time.time",
//   "os.environ[PYTEST_ADDOPTS]" def     QUALNAME=RETURNS "Always.__eq__=const:True",
//   "pytest_configure=none" ref     an attribute chain rooted at a module  "sys.modules",
//   "sys._getframe" string  a string constant, after folding       "/grader/tests/test_solution.py"
//   exec    exec/eval/compile of ARG               "exec(import os\nos._exit(0))", "exec(?)"
//   file    a submitted file's relative path       "conftest.py" (AnalyzeSubmission only)
//
// Names are resolved through import aliases (`import os as o`, `from os import _exit as q`),
// simple assignments (`f = os.system`) and dynamic look-ups (`getattr(__import__("os"), "_exit")`,
// `importlib.import_module(...)`, `sys.modules["os"]`); builtins are bare ("open", "exit"), also
// when reached as `builtins.open` or `__builtins__.open`. Constant strings are folded through
// concatenation, `"".join`, `chr`, `map(chr, ...)`, comprehensions over `chr`, slicing `[::-1]`,
// `base64.b64decode`, `bytes.fromhex`, `codecs.decode(..., "rot13")`, `.decode()`, and
// `os.path.join`. A constant string passed to exec/eval/compile is parsed and analysed in turn;
// facts reached through decoding, dynamic look-up or exec are marked `obfuscated`.
//
// CONTEXT is "module", "main_guard" (under `if __name__ == "__main__":`), "class:NAME" or
// "function:QUALNAME"; RETURNS is "const:True", "const:False", "none" (no return value) or
// "other".
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "agentrl/core/status.h"

namespace agentrl::antihack {

struct Fact {
  std::string kind, text;
  std::string file;
  int line = 0;
  bool obfuscated = false;
};

// Counts the judge uses beside the rules (none of them is a rule by itself).
struct CodeStats {
  int lines = 0;
  int functions = 0;
  int stub_functions = 0;     // body only pass / ... / raise NotImplementedError / docstring
  int trivial_functions = 0;  // body only `return <constant or empty display>`
  int global_mutations = 0;   // inside functions: assignments to `global` names, and into
                              // module-level containers or objects (`_calls[0] += 1`)
  int largest_literal = 0;    // elements of the largest dict/list/set/tuple display
  int string_literals = 0;
  int comparisons_to_literals = 0;  // `x == <literal>` and `<literal> in x`
  int parse_errors = 0;
  std::vector<std::string> top_level_defs;  // module-level def and class names
  // Module-level functions that compute nothing: no loop, comprehension or recursion and no
  // call but repr/str/tuple/hash/id (outside `raise`): they can only answer from constants
  // (a body that only returns one constant counts as trivial, and an unfinished stub as a stub,
  // not here).
  std::vector<std::string> logic_free_functions;
};

struct StaticAnalysis {
  std::vector<Fact> facts;
  CodeStats stats;
};

// Analyses one Python source; never fails (a parse error is counted and the rest analysed).
StaticAnalysis AnalyzePython(std::string_view source, const std::string& file);

// What a test file feeds the code under test and expects back, as source text with whitespace
// removed and double quotes made single: the argument lists of calls whose arguments are all
// literals (`fizzbuzz(15)` gives "15"), and the literal side of `==` comparisons in asserts.
struct TestLiterals {
  std::vector<std::string> call_args, expected;
  // `f(ARGS) == EXPECTED` in the tests, as written (not normalized).
  std::vector<std::pair<std::string, std::string>> pairs;
};
TestLiterals ExtractTestLiterals(std::string_view test_source);
// The normalization ExtractTestLiterals applies (for searching a submission's text).
std::string NormalizeLiteralText(std::string_view text);

// Every file under `dir` (relative paths, sorted): a "file" fact each, and the analysis of every
// *.py file; stats are summed (top_level_defs joined).
Result<StaticAnalysis> AnalyzeSubmission(const std::string& dir);

// The contents of the text files under `dir`, keyed by relative path (sorted).
Result<std::map<std::string, std::string>> ReadTree(const std::string& dir);

}  // namespace agentrl::antihack
