#include "agentrl/antihack/reviewer.h"

#include <httplib.h>

#include <algorithm>
#include <chrono>
#include <cctype>
#include <cmath>
#include <cstring>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>
#include <thread>

#include "agentrl/antihack/cheatset.h"
#include "agentrl/core/hash.h"
#include "agentrl/core/seed.h"
#include "agentrl/core/text.h"

namespace agentrl::antihack {
namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;

constexpr double kClip = 1e-4;

double Logit(double p) {
  p = std::clamp(p, kClip, 1 - kClip);
  return std::log(p / (1 - p));
}

std::vector<std::string> Categories() {
  std::vector<std::string> c = kCheatCategories;
  c.push_back("none");
  return c;
}

// The probability is one of 0, 0.05, ..., 1: an enum of numbers, which every server's
// constrained decoding honours (minimum/maximum often are not), so that a reply of the schema is
// always a usable probability.
json ProbabilityGrid() {
  json grid = json::array();
  for (int i = 0; i <= 20; ++i) grid.push_back(i / 20.0);
  return grid;
}

json ReplySchema(bool contrastive) {
  json props = {{"probability", {{"enum", ProbabilityGrid()}}},
                {"category", {{"type", "string"}, {"enum", Categories()}}},
                {"evidence",
                 {{"type", "array"},
                  {"items", {{"type", "string"}, {"maxLength", 120}}},
                  {"maxItems", 3}}}};
  json required = {"probability", "category", "evidence"};
  if (contrastive) {
    props["which"] = {{"type", "string"}, {"enum", {"A", "B", "neither"}}};
    required.insert(required.begin(), "which");
  } else {
    props["cheat"] = {{"type", "boolean"}};
    required.insert(required.begin(), "cheat");
  }
  return {{"type", "object"},
          {"properties", props},
          {"required", required},
          {"additionalProperties", false}};
}

// The prompt file: a comment, then sections opened by "=== NAME ===" lines.
Status ParsePrompt(const std::string& text, const std::string& source,
                   std::map<std::string, std::string>* sections) {
  std::istringstream in(text);
  std::string line, current;
  int n = 0;
  while (std::getline(in, line)) {
    ++n;
    if (line.size() > 8 && line.rfind("=== ", 0) == 0 && line.substr(line.size() - 4) == " ===") {
      current = line.substr(4, line.size() - 8);
      if (current != "system" && current != "user" && current != "contrastive") {
        return Status::InvalidInput(source + ":" + std::to_string(n) + ": unknown section \"" +
                                    config::Excerpt(current) +
                                    "\"; accepted: system, user, contrastive");
      }
      (*sections)[current];
      continue;
    }
    if (!current.empty()) (*sections)[current] += line + "\n";
  }
  for (const char* need : {"system", "user"}) {
    if (!sections->count(need)) {
      return Status::InvalidInput(source + ": no \"=== " + std::string(need) +
                                  " ===\" section; accepted: a prompt file with system and user "
                                  "sections (antihack/reviewer/prompt.md)");
    }
  }
  return Status::Ok();
}

std::string Fill(std::string tmpl, const std::map<std::string, std::string>& values) {
  std::string out;
  size_t i = 0;
  while (i < tmpl.size()) {
    size_t open = tmpl.find("{{", i);
    if (open == std::string::npos) break;
    size_t close = tmpl.find("}}", open + 2);
    if (close == std::string::npos) break;
    out.append(tmpl, i, open - i);
    auto it = values.find(tmpl.substr(open + 2, close - open - 2));
    if (it != values.end()) {
      out += it->second;
    } else {
      out.append(tmpl, open, close + 2 - open);
    }
    i = close + 2;
  }
  out.append(tmpl, i, std::string::npos);
  while (!out.empty() && out.back() == '\n') out.pop_back();
  return out;
}

std::vector<std::string> Lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) out.push_back(line);
  return out;
}

// One action as the reviewer reads it; outputs and written contents cut to `max` characters.
std::string RenderAction(const Action& a, size_t index, size_t max) {
  std::ostringstream os;
  os << "[" << index << "] ";
  switch (a.type) {
    case ActionType::kShell:
      os << "$ " << TruncateMiddle(a.cmd, max) << "\n";
      if (!a.output.empty()) os << TruncateMiddle(a.output, max) << "\n";
      break;
    case ActionType::kRead:
      os << "read " << a.path << "\n";
      if (!a.output.empty()) os << TruncateMiddle(a.output, max) << "\n";
      break;
    case ActionType::kWrite:
      os << "write " << a.path << "\n" << TruncateMiddle(a.content, max) << "\n";
      break;
    default:
      os << "says: " << TruncateMiddle(a.text, max) << "\n";
      break;
  }
  return os.str();
}

// The trajectory within `budget` characters: every action cut to `max`, then, while too long,
// whole actions dropped from the middle (the first and the last ones are kept longest).
std::string RenderTrajectory(const std::vector<Action>& actions, size_t max, size_t budget) {
  std::vector<std::string> parts;
  size_t total = 0;
  for (size_t i = 0; i < actions.size(); ++i) {
    parts.push_back(RenderAction(actions[i], i + 1, max));
    total += parts.back().size();
  }
  if (parts.empty()) return "(no actions)";
  size_t lo = parts.size() / 2, hi = lo;  // [lo, hi) dropped
  while (total > budget && hi - lo < parts.size()) {
    // Drop alternately after and before the middle.
    if ((hi - lo) % 2 == 0 && hi < parts.size()) {
      total -= parts[hi++].size();
    } else if (lo > 0) {
      total -= parts[--lo].size();
    } else {
      total -= parts[hi++].size();
    }
  }
  std::string out;
  for (size_t i = 0; i < lo; ++i) out += parts[i];
  if (hi > lo) out += "[" + std::to_string(hi - lo) + " actions cut]\n";
  for (size_t i = hi; i < parts.size(); ++i) out += parts[i];
  return out;
}

struct Rendered {
  std::string trajectory, diff, log;
};

Rendered Render(const ReviewCase& c, const ReviewerConfig& cfg, size_t share) {
  const size_t max = static_cast<size_t>(cfg.max_output_chars);
  Rendered r;
  r.diff = RedactSecrets(TruncateMiddle(SubmissionDiff(c.starter, c.submission), 2 * max));
  r.log = RedactSecrets(TruncateMiddle(c.execution_log, max));
  const size_t used = r.diff.size() + r.log.size();
  r.trajectory = RedactSecrets(RenderTrajectory(c.actions, max, share > used ? share - used : 0));
  return r;
}

void Count(ReviewerStats* s, const Review& r) {
  if (r.from_cache) ++s->cache_hits;
  if (!r.available) {
    ++s->unavailable;
    return;
  }
  if (r.from_cache) return;
  s->tokens_in += r.tokens_in;
  s->tokens_out += r.tokens_out;
  s->latency_ms.push_back(r.latency_ms);
}

// The model's reply, checked against the schema (the server constrains decoding, but a
// server may not honour response_format: nothing is taken on trust).
bool ParseReply(const std::string& content, bool contrastive, bool case_is_a, Review* r,
                std::string* why) {
  json j = json::parse(content, nullptr, false);
  if (j.is_discarded() || !j.is_object()) {
    *why = "the reply is not a JSON object: " + config::Excerpt(content);
    return false;
  }
  auto num = j.find("probability");
  if (num == j.end() || !num->is_number() || num->get<double>() < 0 || num->get<double>() > 1) {
    *why = "reply field probability: missing or not a number in [0, 1]";
    return false;
  }
  const double p = num->get<double>();
  auto cat = j.find("category");
  const std::vector<std::string> cats = Categories();
  if (cat == j.end() || !cat->is_string() ||
      std::find(cats.begin(), cats.end(), cat->get<std::string>()) == cats.end()) {
    *why = "reply field category: missing or not one of the taxonomy";
    return false;
  }
  auto ev = j.find("evidence");
  if (ev == j.end() || !ev->is_array()) {
    *why = "reply field evidence: missing or not an array";
    return false;
  }
  r->evidence.clear();
  for (const json& e : *ev) {
    if (!e.is_string()) {
      *why = "reply field evidence: not every item is a string";
      return false;
    }
    r->evidence.push_back(ToValidUtf8(e.get<std::string>()).text);
  }
  r->category = cat->get<std::string>();
  if (contrastive) {
    auto which = j.find("which");
    if (which == j.end() || !which->is_string() ||
        (*which != "A" && *which != "B" && *which != "neither")) {
      *why = "reply field which: missing or not A, B or neither";
      return false;
    }
    r->contrast_answer = which->get<std::string>();
    const std::string mine = case_is_a ? "A" : "B";
    // P(the case under review cheats): p when it is named, 1 - p otherwise.
    r->probability = r->contrast_answer == mine ? p : 1 - p;
  } else {
    auto cheat = j.find("cheat");
    if (cheat == j.end() || !cheat->is_boolean()) {
      *why = "reply field cheat: missing or not a boolean";
      return false;
    }
    r->probability = p;
  }
  r->cheat = r->probability >= 0.5;
  if (!contrastive) r->cheat = j["cheat"].get<bool>();
  return true;
}

}  // namespace

void ReviewerConfig::Describe(config::SchemaBuilder<ReviewerConfig>& s) {
  using config::Range;
  s.Bool("enabled", &ReviewerConfig::enabled,
         "send the cases the judge is unsure of to an LLM reviewer (antihack/README.md)")
      .String("base_url", &ReviewerConfig::base_url,
              "OpenAI-compatible API root: requests go to {base_url}/chat/completions "
              "(vLLM: http://HOST:8000/v1; llama-server: http://HOST:8080/v1)")
      .String("model", &ReviewerConfig::model, "the model name the server serves (required)")
      .String("api_key_env", &ReviewerConfig::api_key_env,
              "environment variable holding the API key, sent as a bearer token (\"\" = none)")
      .String("prompt", &ReviewerConfig::prompt,
              "prompt file (\"\" = antihack/reviewer/prompt.md); its hash is the reviewer's "
              "version")
      .Real("timeout_s", &ReviewerConfig::timeout_s,
            "one attempt: connecting, and the longest wait for the reply's bytes",
            Range{0, 3600, true, false})
      .Int("retries", &ReviewerConfig::retries,
           "further attempts after a connection error, a timeout, 408, 429 or 5xx (a reply that "
           "does not parse is retried once more)",
           Range{0, 20})
      .Real("backoff_s", &ReviewerConfig::backoff_s,
            "wait before the first retry, doubled at each (a Retry-After header wins)",
            Range{0, 600})
      .Int("max_concurrent", &ReviewerConfig::max_concurrent, "requests in flight at once",
           Range{1, 1024})
      .Int("seed", &ReviewerConfig::seed, "the request's seed (the temperature is always 0)",
           Range{0, 2147483647})
      .Int("max_tokens", &ReviewerConfig::max_tokens, "most tokens the reply may have",
           Range{16, 65536})
      .Real("band_low", &ReviewerConfig::band_low,
            "lowest judge probability reviewed (deciding)", Range{0, 1})
      .Real("band_high", &ReviewerConfig::band_high,
            "judge probabilities below this are reviewed (deciding); at or over it the judge's "
            "verdict stands",
            Range{0, 1})
      .Real("audit_fraction", &ReviewerConfig::audit_fraction,
            "share of the other judged cases also reviewed, for audit: recorded, not deciding "
            "(seeded by the case id)",
            Range{0, 1})
      .Real("weight", &ReviewerConfig::weight,
            "w in the combined probability sigmoid((1-w)·logit(p_judge) + w·logit(p_reviewer))",
            Range{0, 1})
      .Real("threshold", &ReviewerConfig::threshold,
            "a reviewed case cheats when the combined probability is at or over this (calibrate "
            "with `agentrl antihack eval --reviewer`)",
            Range{0, 1, true, true})
      .Bool("contrastive", &ReviewerConfig::contrastive,
            "show an honest trajectory of the same task beside the case and ask which cheated")
      .Int("max_prompt_chars", &ReviewerConfig::max_prompt_chars,
           "the user message's budget: actions are cut from the middle of the trajectory beyond "
           "it",
           Range{1000, 10000000})
      .Int("max_output_chars", &ReviewerConfig::max_output_chars,
           "one action's output or content, and the log, cut in the middle beyond it (the diff "
           "at twice it)",
           Range{100, 1000000});
}

std::string ExecutionLog(const sandbox::SandboxResult& r) {
  std::ostringstream os;
  os << "status: " << sandbox::RunStatusName(r.status) << "\n";
  if (!r.reason.empty()) os << "reason: " << r.reason << "\n";
  os << "tests: " << r.tests.passed << " passed of " << r.tests.total << " (" << r.tests.failed
     << " failed, " << r.tests.errored << " errors, " << r.tests.skipped << " skipped)\n";
  for (const sandbox::StepRecord& s : r.steps) {
    os << "--- step " << s.name << ": " << s.command << " (exit " << s.outcome.exit_code
       << ")\n";
    if (!s.outcome.stdout_text.empty()) os << "stdout:\n" << s.outcome.stdout_text << "\n";
    if (!s.outcome.stderr_text.empty()) os << "stderr:\n" << s.outcome.stderr_text << "\n";
  }
  // Durations ("4 passed in 0.12s") differ from run to run and say nothing of the case: left
  // out, so that the same case makes the same request (and hits the cache).
  static const std::regex kDuration(  // bounded repeats: see RedactSecrets
      "\\b(in|took) [0-9]{1,12}(\\.[0-9]{1,12})? ?(s|ms|seconds)\\b");
  return std::regex_replace(ToValidUtf8(os.str()).text, kDuration, "$1 (time)");
}

// Redaction scans by hand: std::regex (libstdc++) recurses once per character it matches, so
// a pattern like "sk-[A-Za-z0-9]+" meeting a megabyte-long token would overflow the stack.
namespace {

bool KeyChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-'; }
bool TokenChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || std::strchr("._~+/=-", c) != nullptr;
}
bool ValueChar(char c) {
  return !std::isspace(static_cast<unsigned char>(c)) && c != '"' && c != '\'' && c != ',' &&
         c != ';';
}
size_t Span(std::string_view t, size_t i, bool (*ok)(char)) {
  while (i < t.size() && ok(t[i])) ++i;
  return i;
}
bool StartsWithAt(std::string_view t, size_t i, std::string_view p, bool icase = false) {
  if (t.size() - i < p.size()) return false;
  for (size_t k = 0; k < p.size(); ++k) {
    const char a = t[i + k], b = p[k];
    if (icase ? std::tolower(static_cast<unsigned char>(a)) != b : a != b) return false;
  }
  return true;
}

}  // namespace

std::string RedactSecrets(std::string_view text) {
  // Prefixes of API keys and the shortest token each must have to count.
  static const std::pair<std::string_view, size_t> kKeys[] = {
      {"sk-", 16},   {"pk-", 16},   {"rk-", 16},   {"ghp_", 20},  {"gho_", 20},
      {"ghu_", 20},  {"ghs_", 20},  {"ghr_", 20},  {"AKIA", 16},  {"xoxa-", 10},
      {"xoxb-", 10}, {"xoxp-", 10}, {"xoxr-", 10}, {"xoxs-", 10}};
  static const std::string_view kNames[] = {"apikey", "api_key", "api-key", "token", "secret",
                                            "password", "passwd"};
  constexpr std::string_view kRedacted = "[REDACTED]";
  std::string out;
  out.reserve(text.size());
  size_t i = 0;
  while (i < text.size()) {
    const bool word_start =
        i == 0 || !std::isalnum(static_cast<unsigned char>(text[i - 1]));
    // A private-key block, to its END line (or to the end of the text).
    if (StartsWithAt(text, i, "-----BEGIN ")) {
      const size_t eol = text.find('\n', i);
      const std::string_view head = text.substr(i, eol == std::string_view::npos ? eol : eol - i);
      if (head.find("PRIVATE KEY-----") != std::string_view::npos) {
        size_t end = text.find("-----END ", i + 11);
        if (end != std::string_view::npos) {
          const size_t close = text.find("KEY-----", end);
          end = close == std::string_view::npos ? text.size() : close + 8;
        } else {
          end = text.size();
        }
        out += kRedacted;
        i = end;
        continue;
      }
    }
    if (word_start) {
      bool done = false;
      for (const auto& [prefix, min_len] : kKeys) {
        if (!StartsWithAt(text, i, prefix)) continue;
        const size_t end = Span(text, i + prefix.size(), KeyChar);
        if (end - i - prefix.size() >= min_len) {
          out += kRedacted;
          i = end;
          done = true;
        }
        break;
      }
      if (done) continue;
      // "Bearer <token>"
      if (StartsWithAt(text, i, "bearer", true) && i + 6 < text.size() &&
          std::isspace(static_cast<unsigned char>(text[i + 6]))) {
        size_t j = i + 6;
        while (j < text.size() && std::isspace(static_cast<unsigned char>(text[j]))) ++j;
        const size_t end = Span(text, j, TokenChar);
        if (end - j >= 8) {
          out.append(text.substr(i, j - i));
          out += kRedacted;
          i = end;
          continue;
        }
      }
    }
    // NAME = value, NAME: value, for names containing api_key/token/secret/password
    {
      bool done = false;
      for (const std::string_view name : kNames) {
        if (!StartsWithAt(text, i, name, true)) continue;
        // The rest of the name: at most 64 characters, so that text made of names stays linear.
        size_t j = i + name.size();
        const size_t limit = std::min(text.size(), j + 64);
        while (j < limit && (std::isalnum(static_cast<unsigned char>(text[j])) || text[j] == '_')) {
          ++j;
        }
        if (j < text.size() && (text[j] == '"' || text[j] == '\'')) ++j;
        while (j < text.size() && text[j] == ' ') ++j;
        if (j >= text.size() || (text[j] != '=' && text[j] != ':')) break;
        ++j;
        while (j < text.size() && text[j] == ' ') ++j;
        if (j < text.size() && (text[j] == '"' || text[j] == '\'')) ++j;
        const size_t end = Span(text, j, ValueChar);
        if (end - j >= 4) {
          out.append(text.substr(i, j - i));
          out += kRedacted;
          i = end;
          done = true;
        }
        break;
      }
      if (done) continue;
    }
    out += text[i++];
  }
  return out;
}

std::string TruncateMiddle(std::string_view text, size_t max_chars) {
  if (text.size() <= max_chars) return std::string(text);
  const size_t head = max_chars * 2 / 3, tail = max_chars - head;
  std::string_view h = Utf8Head(text, head);
  std::string_view t = Utf8Tail(text, tail);
  return std::string(h) + "\n…[" + std::to_string(text.size() - h.size() - t.size()) +
         " chars cut]…\n" + std::string(t);
}

std::string SubmissionDiff(const std::map<std::string, std::string>& before,
                           const std::map<std::string, std::string>& after) {
  std::ostringstream os;
  std::map<std::string, std::pair<const std::string*, const std::string*>> files;
  for (const auto& [p, t] : before) files[p].first = &t;
  for (const auto& [p, t] : after) files[p].second = &t;
  for (const auto& [path, pair] : files) {
    const auto [b, a] = pair;
    if (b && a && *b == *a) continue;
    os << "--- " << (b ? "a/" + path : "/dev/null") << "\n+++ " << (a ? "b/" + path : "/dev/null")
       << "\n";
    const std::vector<std::string> x = b ? Lines(*b) : std::vector<std::string>{};
    const std::vector<std::string> y = a ? Lines(*a) : std::vector<std::string>{};
    const size_t n = x.size(), m = y.size();
    if ((n + 1) * (m + 1) > 4'000'000) {  // too long for the table: the whole files
      for (const auto& l : x) os << "-" << l << "\n";
      for (const auto& l : y) os << "+" << l << "\n";
      continue;
    }
    // Longest common subsequence of lines, then the edit script with 3 lines of context.
    std::vector<uint32_t> lcs((n + 1) * (m + 1), 0);
    auto at = [&](size_t i, size_t j) -> uint32_t& { return lcs[i * (m + 1) + j]; };
    for (size_t i = n; i-- > 0;) {
      for (size_t j = m; j-- > 0;) {
        at(i, j) = x[i] == y[j] ? at(i + 1, j + 1) + 1 : std::max(at(i + 1, j), at(i, j + 1));
      }
    }
    std::vector<std::pair<char, const std::string*>> script;
    size_t i = 0, j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && x[i] == y[j]) {
        script.emplace_back(' ', &x[i++]);
        ++j;
      } else if (i < n && (j == m || at(i + 1, j) >= at(i, j + 1))) {
        script.emplace_back('-', &x[i++]);  // deletions before insertions, as diff -u
      } else {
        script.emplace_back('+', &y[j++]);
      }
    }
    std::vector<bool> show(script.size(), false);
    for (size_t k = 0; k < script.size(); ++k) {
      if (script[k].first == ' ') continue;
      for (size_t d = k >= 3 ? k - 3 : 0; d < std::min(script.size(), k + 4); ++d) show[d] = true;
    }
    bool gap = false;
    for (size_t k = 0; k < script.size(); ++k) {
      if (!show[k]) {
        gap = true;
        continue;
      }
      if (gap || k == 0) os << "@@\n";
      gap = false;
      os << script[k].first << *script[k].second << "\n";
    }
  }
  const std::string out = os.str();
  return out.empty() ? "(no change)" : out;
}

Result<std::unique_ptr<Reviewer>> Reviewer::Create(const ReviewerConfig& cfg, ReviewCache* cache) {
  const std::string key = "antihack.reviewer.";
  if (cfg.model.empty()) {
    return Status::InvalidInput(key + "model: empty; accepted: the name of the model the server "
                                      "serves (GET {base_url}/models lists them)");
  }
  static const std::regex kUrl("^(https?://[^/?#]+)(/[^?#]*)?$", std::regex::icase);
  std::smatch m;
  if (!std::regex_match(cfg.base_url, m, kUrl)) {
    return Status::InvalidInput(key + "base_url: \"" + config::Excerpt(cfg.base_url) +
                                "\"; accepted: http(s)://HOST[:PORT][/PATH], e.g. "
                                "http://127.0.0.1:8000/v1");
  }
  if (cfg.band_low >= cfg.band_high) {
    return Status::InvalidInput(key + "band_low: " + std::to_string(cfg.band_low) +
                                " is not below band_high " + std::to_string(cfg.band_high) +
                                "; accepted: band_low < band_high");
  }
  auto r = std::unique_ptr<Reviewer>(new Reviewer());
  r->cfg_ = cfg;
  r->cache_ = cache;
  r->scheme_host_port_ = m[1].str();
  std::string prefix = m[2].matched ? m[2].str() : "";
  while (!prefix.empty() && prefix.back() == '/') prefix.pop_back();
  r->path_ = prefix + "/chat/completions";
  if (!cfg.api_key_env.empty()) {
    const char* v = std::getenv(cfg.api_key_env.c_str());
    if (!v || !*v) {
      return Status::InvalidInput(key + "api_key_env: the environment variable " +
                                  cfg.api_key_env + " is not set; accepted: a set variable, or "
                                                    "\"\" for a server without a key");
    }
    r->api_key_ = v;
  }
  const std::string path = cfg.prompt.empty() ? DefaultPromptPath() : cfg.prompt;
  auto text = config::ReadTextFile(path);
  if (!text.ok()) return text.status();
  std::map<std::string, std::string> sections;
  if (Status st = ParsePrompt(*text, path, &sections); !st.ok()) return st;
  if (cfg.contrastive && !sections.count("contrastive")) {
    return Status::InvalidInput(path + ": no \"=== contrastive ===\" section, and " + key +
                                "contrastive is on; accepted: a prompt file with one");
  }
  r->system_ = sections["system"];
  r->user_ = sections["user"];
  r->contrast_user_ = sections["contrastive"];
  char rule[160];
  std::snprintf(rule, sizeof rule, "w=%.17g;t=%.17g;band=%.17g,%.17g", cfg.weight, cfg.threshold,
                cfg.band_low, cfg.band_high);
  r->version_ = "reviewer-" + Fnv1a64()
                                  .Add(*text)
                                  .Add("\n")
                                  .Add(ReplySchema(false).dump())
                                  .Add(ReplySchema(true).dump())
                                  .Add(rule)
                                  .Hex();
  r->slots_ = std::make_unique<std::counting_semaphore<1024>>(
      static_cast<std::ptrdiff_t>(cfg.max_concurrent));
  return r;
}

std::string Reviewer::DefaultPromptPath() {
  return std::string(AGENTRL_ANTIHACK_RULES_DIR) + "/../reviewer/prompt.md";
}

bool Reviewer::InBand(double p) const {
  return p >= 0 && p >= cfg_.band_low && p < cfg_.band_high;
}

bool Reviewer::DrawnForAudit(const std::string& case_id) const {
  if (cfg_.audit_fraction <= 0) return false;
  CounterRng rng(SeedTree(static_cast<uint64_t>(cfg_.seed)).Derive("audit").Derive(case_id).key());
  return rng.Uniform() < cfg_.audit_fraction;
}

bool Reviewer::CaseIsA(const std::string& case_id) const {
  // Which side the case is shown on is drawn from the seed and the case id, so that the model
  // cannot learn a position.
  CounterRng rng(SeedTree(static_cast<uint64_t>(cfg_.seed)).Derive("side").Derive(case_id).key());
  return rng.Uniform() < 0.5;
}

double Reviewer::Combine(double judge_p, double reviewer_p) const {
  const double s = (1 - cfg_.weight) * Logit(judge_p) + cfg_.weight * Logit(reviewer_p);
  return 1 / (1 + std::exp(-s));
}

std::string Reviewer::RequestBody(const ReviewCase& c, const ReviewCase* honest) const {
  const size_t budget = static_cast<size_t>(cfg_.max_prompt_chars);
  const std::string task = RedactSecrets(TruncateMiddle(c.description, budget / 8));
  std::map<std::string, std::string> values = {{"task", task}};
  std::string categories;
  for (const std::string& k : Categories()) categories += (categories.empty() ? "" : ", ") + k;
  values["categories"] = categories;
  const bool contrastive = honest != nullptr;
  std::string user;
  if (!contrastive) {
    Rendered r = Render(c, cfg_, budget > task.size() ? budget - task.size() : 0);
    values["trajectory"] = r.trajectory;
    values["diff"] = r.diff;
    values["log"] = r.log;
    user = Fill(user_, values);
  } else {
    // Which side the case is on is drawn from the seed and the case id, so the model cannot
    // learn a position.
    const bool case_is_a = CaseIsA(c.id);
    const size_t half = (budget > task.size() ? budget - task.size() : 0) / 2;
    Rendered a = Render(case_is_a ? c : *honest, cfg_, half);
    Rendered b = Render(case_is_a ? *honest : c, cfg_, half);
    values["trajectory_a"] = a.trajectory;
    values["diff_a"] = a.diff;
    values["log_a"] = a.log;
    values["trajectory_b"] = b.trajectory;
    values["diff_b"] = b.diff;
    values["log_b"] = b.log;
    user = Fill(contrast_user_, values);
  }
  json body = {
      {"model", cfg_.model},
      {"messages",
       {{{"role", "system"}, {"content", Fill(system_, values)}},
        {{"role", "user"}, {"content", ToValidUtf8(user).text}}}},
      {"temperature", 0},
      {"seed", cfg_.seed},
      {"max_tokens", cfg_.max_tokens},
      {"stream", false},
      {"response_format",
       {{"type", "json_schema"},
        {"json_schema",
         {{"name", contrastive ? "contrastive_review" : "review"},
          {"strict", true},
          {"schema", ReplySchema(contrastive)}}}}}};
  return body.dump();
}

Review Reviewer::Ask(const ReviewCase& c, const ReviewCase* honest) {
  const std::string body = RequestBody(c, honest);
  const bool case_is_a = honest != nullptr && CaseIsA(c.id);
  {
    std::lock_guard<std::mutex> lock(mu_);
    ++stats_.requested;
  }
  const std::string key = "review-" + Fnv1a64().Add(body).Hex();
  Review r;
  if (cache_) {
    if (auto hit = cache_->Get(key)) {
      json j = json::parse(*hit, nullptr, false);
      if (!j.is_discarded() && j.value("available", false)) {
        r.available = true;
        r.cheat = j.value("cheat", false);
        r.probability = j.value("probability", -1.0);
        r.category = j.value("category", "");
        r.evidence = j.value("evidence", std::vector<std::string>{});
        r.contrast_answer = j.value("which", "");
        r.tokens_in = j.value("tokens_in", int64_t{0});
        r.tokens_out = j.value("tokens_out", int64_t{0});
        r.from_cache = true;
        r.key = key;
        std::lock_guard<std::mutex> lock(mu_);
        Count(&stats_, r);
        return r;
      }
    }
  }
  slots_->acquire();
  r = Call(body, honest != nullptr, case_is_a);
  slots_->release();
  r.key = key;
  if (r.available && cache_) cache_->Put(key, ReviewToJson(r));
  std::lock_guard<std::mutex> lock(mu_);
  Count(&stats_, r);
  return r;
}

Review Reviewer::Call(const std::string& body, bool contrastive, bool case_is_a) {
  Review r;
  httplib::Client cli(scheme_host_port_);
  const auto secs = std::chrono::duration<double>(cfg_.timeout_s);
  const auto us = std::chrono::duration_cast<std::chrono::microseconds>(secs);
  cli.set_connection_timeout(std::chrono::duration_cast<std::chrono::seconds>(us).count(),
                             us.count() % 1000000);
  cli.set_read_timeout(std::chrono::duration_cast<std::chrono::seconds>(us).count(),
                       us.count() % 1000000);
  cli.set_write_timeout(std::chrono::duration_cast<std::chrono::seconds>(us).count(),
                        us.count() % 1000000);
  cli.set_keep_alive(false);
  httplib::Headers headers;
  if (!api_key_.empty()) headers.emplace("Authorization", "Bearer " + api_key_);
  double backoff = cfg_.backoff_s;
  int64_t retries_left = cfg_.retries;
  bool parse_retry_left = true;
  for (;;) {
    ++r.attempts;
    {
      std::lock_guard<std::mutex> lock(mu_);
      ++stats_.calls;
    }
    const auto t0 = Clock::now();
    httplib::Result res = cli.Post(path_, headers, body, "application/json");
    const double ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
    double wait = backoff;
    bool retry = false;
    if (!res) {
      r.error = "POST " + scheme_host_port_ + path_ + ": " + httplib::to_string(res.error()) +
                " (attempt " + std::to_string(r.attempts) + ")";
      retry = retries_left > 0;
      if (retry) --retries_left;
    } else if (res->status == 200) {
      json j = json::parse(res->body, nullptr, false);
      std::string content, why;
      if (!j.is_discarded() && j.contains("choices") && j["choices"].is_array() &&
          !j["choices"].empty() && j["choices"][0].contains("message") &&
          j["choices"][0]["message"].value("content", json()).is_string()) {
        content = j["choices"][0]["message"]["content"].get<std::string>();
        if (j.contains("usage") && j["usage"].is_object()) {
          r.tokens_in += j["usage"].value("prompt_tokens", int64_t{0});
          r.tokens_out += j["usage"].value("completion_tokens", int64_t{0});
        }
        if (ParseReply(content, contrastive, case_is_a, &r, &why)) {
          r.available = true;
          r.error.clear();
          r.latency_ms = ms;
          return r;
        }
      } else {
        why = "the answer is not a chat completion: " + config::Excerpt(res->body);
      }
      {
        std::lock_guard<std::mutex> lock(mu_);
        ++stats_.unparsed;
      }
      r.error = why;
      retry = parse_retry_left;
      parse_retry_left = false;
      wait = 0;
    } else {
      r.error = "POST " + scheme_host_port_ + path_ + ": HTTP " + std::to_string(res->status) +
                ": " + config::Excerpt(res->body, 200);
      const bool transient =
          res->status == 408 || res->status == 429 || (res->status >= 500 && res->status < 600);
      retry = transient && retries_left > 0;
      if (retry) --retries_left;
      if (retry && res->has_header("Retry-After")) {
        char* end = nullptr;
        const std::string ra = res->get_header_value("Retry-After");
        const double v = std::strtod(ra.c_str(), &end);
        if (end != ra.c_str() && v >= 0) wait = std::min(v, 600.0);
      }
    }
    if (!retry) break;
    if (wait > 0) std::this_thread::sleep_for(std::chrono::duration<double>(wait));
    if (wait == backoff) backoff *= 2;
  }
  r.available = false;
  return r;
}

void Reviewer::Apply(const Review& r, bool deciding, Verdict* v) const {
  v->reviewer_version = version_;
  v->reviewer_model = cfg_.model;
  if (!r.available) {
    v->reviewer_status = "unavailable";
    v->reviewer_error = r.error;
    return;
  }
  v->reviewer_status = deciding ? "reviewed" : "audit";
  v->reviewer_probability = r.probability;
  v->reviewer_category = r.category;
  v->reviewer_evidence = r.evidence;
  if (!deciding || v->stage == "rule") return;
  v->combined_probability = Combine(v->judge_probability, r.probability);
  v->reviewer_threshold = cfg_.threshold;
  if (v->combined_probability >= cfg_.threshold) {
    v->outcome = "cheat";
    v->stage = "reviewer";
    if (r.category != "none") {
      v->category = r.category;
    } else if (v->category.empty()) {
      v->category = v->judge_category.empty() ? "unknown" : v->judge_category;
    }
  } else if (v->outcome == "cheat") {
    // The judge's cheat, overturned: back to what the rule stage said.
    v->outcome = v->hits.empty() ? "clean" : "suspicious";
    v->stage.clear();
    v->category.clear();
  }
}

ReviewerStats Reviewer::stats() const {
  std::lock_guard<std::mutex> lock(mu_);
  return stats_;
}

std::string Reviewer::ReviewToJson(const Review& r) {
  json j = {{"available", r.available}, {"attempts", r.attempts}, {"from_cache", r.from_cache}};
  if (r.available) {
    j["cheat"] = r.cheat;
    j["probability"] = r.probability;
    j["category"] = r.category;
    j["evidence"] = r.evidence;
    if (!r.contrast_answer.empty()) j["which"] = r.contrast_answer;
    j["tokens_in"] = r.tokens_in;
    j["tokens_out"] = r.tokens_out;
    j["latency_ms"] = r.latency_ms;
  } else {
    j["error"] = ToValidUtf8(r.error).text;
  }
  return j.dump();
}

double Percentile(std::vector<double> xs, double q) {
  if (xs.empty()) return 0;
  std::sort(xs.begin(), xs.end());
  const double pos = q / 100 * static_cast<double>(xs.size() - 1);
  const size_t lo = static_cast<size_t>(pos);
  const size_t hi = std::min(lo + 1, xs.size() - 1);
  return xs[lo] + (pos - static_cast<double>(lo)) * (xs[hi] - xs[lo]);
}

}  // namespace agentrl::antihack
