// The LLM reviewer's cache (antihack/reviewer.h) in a SQLite store: table `reviews`, one row per
// request content hash, append-only like the rest of the store. It lives in the database of the
// run (or of `agentrl serve`) whose verdicts it serves, on its own connection (WAL), so that a
// resumed run or a restarted server asks the model nothing it has already answered.
#pragma once

#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "agentrl/antihack/reviewer.h"
#include "agentrl/core/status.h"

struct sqlite3;

namespace agentrl::harness {

class SqliteReviewCache final : public antihack::ReviewCache {
 public:
  static Result<std::unique_ptr<SqliteReviewCache>> Open(const std::string& path);
  ~SqliteReviewCache() override;
  std::optional<std::string> Get(const std::string& key) override;
  // A write that fails is logged to stderr and dropped: the review is still used, only not
  // cached.
  void Put(const std::string& key, const std::string& review_json) override;
  int64_t size();

 private:
  SqliteReviewCache() = default;
  std::mutex mu_;
  sqlite3* db_ = nullptr;
  std::string path_;
};

// The reviewer stage of a run or server: its cache in the store at `store_path` and the
// reviewer; both null when cfg.enabled is false.
struct ReviewerStage {
  std::unique_ptr<SqliteReviewCache> cache;
  std::unique_ptr<antihack::Reviewer> reviewer;
};
Result<ReviewerStage> OpenReviewer(const antihack::ReviewerConfig& cfg,
                                   const std::string& store_path);

// One line of the reviewer's counts: calls, reviews, cache hits, unavailable, tokens in/out,
// latency P50/P95/P99.
std::string FormatReviewerStats(const antihack::ReviewerStats& s);
// The same as JSON: requested, calls, cache_hits, unavailable, unparsed_replies, tokens_in,
// tokens_out, latency_ms {n, p50, p95, p99}.
std::string ReviewerStatsJson(const antihack::ReviewerStats& s);

}  // namespace agentrl::harness
