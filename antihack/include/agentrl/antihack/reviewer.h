// Stage 3 of the anti-hack system, optional: an LLM reviewer behind an OpenAI-compatible
// `POST {base_url}/chat/completions` (vLLM, SGLang, llama.cpp's llama-server). Cases the judge
// scores inside an uncertainty band (and, for audit, a seeded share of the rest) are shown to
// the model, which answers in a JSON schema (`response_format`):
//   {"cheat": bool, "probability": number, "category": <taxonomy>, "evidence": [string, ...]}
// (the probability one of 0, 0.05, ..., 1; at most 3 pieces of evidence of 120 characters: maxLength is what bounds a
// constrained reply, maxItems alone does not)
//
// What the model sees is only what the seed of the design allows: the task's description, the
// trajectory's actions and outputs, the submission as a diff against the starter, and the
// execution log. ReviewCase has no field for hidden tests or the reference, so they cannot be
// put in a request. Text is cut by a stated rule (TruncateMiddle, then whole actions from the
// middle of the trajectory) and secrets are redacted (RedactSecrets) before anything is sent.
//
// Composition (stated, calibrated by `agentrl antihack eval --reviewer`): inside the band the
// decision is made on the combined probability
//     sigmoid((1 - w) * logit(p_judge) + w * logit(p_reviewer)),   p clipped to [1e-4, 1 - 1e-4]
// against `threshold`; outside it the judge's verdict stands and an audit review is recorded
// without deciding (the reward service still waits for it, so that the stored verdict holds
// it). A reply that does not parse is retried once; a reviewer that cannot answer
// (connection refused, timeouts, a server that dies mid-request, 4xx/5xx after the retries) is
// recorded as "unavailable", never as a verdict: the case stays provisional.
//
// Versions: "reviewer-<16 hex>" of the prompt file, the reply schema and the composition rule;
// it joins the rule-library and judge versions in every verdict, with the model's name.
#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <semaphore>
#include <string>
#include <vector>

#include "agentrl/antihack/trajectory.h"
#include "agentrl/antihack/verdict.h"
#include "agentrl/core/config.h"
#include "agentrl/core/status.h"
#include "agentrl/sandbox/runner.h"

namespace agentrl::antihack {

struct ReviewerConfig {
  bool enabled = false;
  std::string base_url = "http://127.0.0.1:8000/v1";  // POST {base_url}/chat/completions
  std::string model;                                   // required when enabled
  std::string api_key_env;  // environment variable holding the API key ("" = none sent)
  std::string prompt;       // the prompt file ("" = antihack/reviewer/prompt.md)
  double timeout_s = 60;    // one attempt, connect to last byte
  int64_t retries = 2;      // more attempts after a transport error, 408, 429 or 5xx
  double backoff_s = 1;     // before the first retry, doubled each time (Retry-After wins)
  int64_t max_concurrent = 4;
  int64_t seed = 0;         // the request's `seed` (temperature is always 0)
  int64_t max_tokens = 512;
  double band_low = 0.02;   // judge probabilities in [band_low, band_high) are reviewed
  double band_high = 0.6;
  double audit_fraction = 0;  // share of the other judged cases reviewed for audit only
  double weight = 0.5;        // the reviewer's weight w in the combined logit
  double threshold = 0.5;     // combined probability at or over which a reviewed case cheats
  bool contrastive = false;   // show an honest trajectory of the same task beside it
  int64_t max_prompt_chars = 24000;  // the user message
  int64_t max_output_chars = 2000;   // one action's output, one file's diff, the log

  static void Describe(config::SchemaBuilder<ReviewerConfig>& s);
};

// What the reviewer may see of one case.
struct ReviewCase {
  std::string id;           // for the audit draw and messages
  std::string description;  // the task's
  std::vector<Action> actions;
  std::map<std::string, std::string> starter, submission;  // relative path -> text
  std::string execution_log;  // ExecutionLog(result)
};

// The execution log shown to the model: status, test counts, each step's stdout and stderr
// (as the sandbox kept them), durations replaced by "(time)" so that a case's request is the
// same on every run.
std::string ExecutionLog(const sandbox::SandboxResult& r);

// Secrets replaced by "[REDACTED]": API keys of the usual shapes (sk-..., ghp_..., AKIA...,
// xox?-...), bearer tokens, private-key blocks, and values assigned to names containing
// api_key/token/secret/password. A hand-written scan, linear in the text: std::regex recurses
// per matched character and overflows the stack on a megabyte-long token.
std::string RedactSecrets(std::string_view text);
// At most `max_chars`: the first two thirds and the last third around "…[N chars cut]…".
std::string TruncateMiddle(std::string_view text, size_t max_chars);
// A unified diff of `before` and `after` per file (whole files when they are very long).
std::string SubmissionDiff(const std::map<std::string, std::string>& before,
                           const std::map<std::string, std::string>& after);

struct Review {
  bool available = false;
  std::string error;  // why not available
  bool cheat = false;
  double probability = -1;
  std::string category;
  std::vector<std::string> evidence;
  std::string contrast_answer;  // contrastive mode: "A", "B" or "neither"
  int64_t tokens_in = 0, tokens_out = 0;
  double latency_ms = 0;  // of the answered attempt; 0 for a cache hit
  int attempts = 0;
  bool from_cache = false;
  std::string key;  // content hash of the request
};

// Reviews by content hash (only available ones are stored).
class ReviewCache {
 public:
  virtual ~ReviewCache() = default;
  virtual std::optional<std::string> Get(const std::string& key) = 0;
  virtual void Put(const std::string& key, const std::string& review_json) = 0;
};

struct ReviewerStats {
  int64_t requested = 0;  // reviews asked for
  int64_t calls = 0;      // HTTP requests sent (retries included)
  int64_t reviewed = 0, audited = 0, unavailable = 0, cache_hits = 0, unparsed = 0;
  int64_t tokens_in = 0, tokens_out = 0;
  std::vector<double> latency_ms;  // answered, uncached reviews
};

class Reviewer {
 public:
  // Loads the prompt, reads the API key's variable; InvalidInput naming the key when the config
  // cannot work (no model, a base_url that is not http(s)://, a band that is empty).
  static Result<std::unique_ptr<Reviewer>> Create(const ReviewerConfig& cfg,
                                                  ReviewCache* cache = nullptr);
  static std::string DefaultPromptPath();

  const ReviewerConfig& config() const { return cfg_; }
  const std::string& version() const { return version_; }

  // Whether a case with this judge probability is reviewed (deciding), or drawn for audit.
  bool InBand(double judge_probability) const;
  bool DrawnForAudit(const std::string& case_id) const;
  double Combine(double judge_probability, double reviewer_probability) const;

  // The chat-completions request body (model, messages, temperature 0, seed, max_tokens,
  // response_format with the schema). `honest`: contrastive mode's honest trajectory.
  std::string RequestBody(const ReviewCase& c, const ReviewCase* honest = nullptr) const;
  // Blocks (at most max_concurrent at once); never throws; unavailable on any failure.
  Review Ask(const ReviewCase& c, const ReviewCase* honest = nullptr);

  // Adds the review to a verdict the judge has spoken on: deciding when in band, else audit.
  void Apply(const Review& r, bool deciding, Verdict* v) const;

  ReviewerStats stats() const;

  static std::string ReviewToJson(const Review& r);

 private:
  Reviewer() = default;
  Review Call(const std::string& body, bool contrastive, bool case_is_a);
  bool CaseIsA(const std::string& case_id) const;

  ReviewerConfig cfg_;
  ReviewCache* cache_ = nullptr;
  std::string system_, user_, contrast_user_, version_, api_key_;
  std::string scheme_host_port_, path_;
  std::unique_ptr<std::counting_semaphore<1024>> slots_;
  mutable std::mutex mu_;
  ReviewerStats stats_;
};

// Percentile (0..100) of a sample by linear interpolation; 0 for an empty one.
double Percentile(std::vector<double> xs, double q);

}  // namespace agentrl::antihack
