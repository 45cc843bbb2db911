#include "agentrl/harness/review_cache.h"

#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "agentrl/harness/sqlite.h"

namespace agentrl::harness {
namespace {

constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS reviews (
  key TEXT PRIMARY KEY, created TEXT NOT NULL, review TEXT NOT NULL);
)sql";
const char* const kTables[] = {"reviews"};

}  // namespace

Result<std::unique_ptr<SqliteReviewCache>> SqliteReviewCache::Open(const std::string& path) {
  auto db = sqlite::OpenAppendOnly(path, kSchema, kTables, /*synchronous_full=*/false);
  if (!db.ok()) return db.status();
  std::unique_ptr<SqliteReviewCache> c(new SqliteReviewCache());
  c->db_ = *db;
  c->path_ = path;
  return c;
}

SqliteReviewCache::~SqliteReviewCache() { sqlite3_close_v2(db_); }

std::optional<std::string> SqliteReviewCache::Get(const std::string& key) {
  std::lock_guard<std::mutex> lock(mu_);
  sqlite::Stmt st(db_, "SELECT review FROM reviews WHERE key = ?;");
  if (!st.ok()) return std::nullopt;
  st.Bind(1, key);
  if (st.Step() != SQLITE_ROW) return std::nullopt;
  return st.Text(0);
}

void SqliteReviewCache::Put(const std::string& key, const std::string& review_json) {
  std::lock_guard<std::mutex> lock(mu_);
  sqlite::Stmt st(db_, "INSERT OR IGNORE INTO reviews (key, created, review) VALUES (?, ?, ?);");
  if (!st.ok()) {
    std::cerr << path_ << ": reviews: " << sqlite3_errmsg(db_) << " (review not cached)\n";
    return;
  }
  st.Bind(1, key).Bind(2, sqlite::Now()).Bind(3, review_json);
  if (Status s = sqlite::StepDone(db_, st, path_ + ": caching a review"); !s.ok()) {
    std::cerr << s.message() << " (review not cached)\n";
  }
}

int64_t SqliteReviewCache::size() {
  std::lock_guard<std::mutex> lock(mu_);
  sqlite::Stmt st(db_, "SELECT COUNT(*) FROM reviews;");
  return st.ok() && st.Step() == SQLITE_ROW ? st.Int(0) : 0;
}

Result<ReviewerStage> OpenReviewer(const antihack::ReviewerConfig& cfg,
                                   const std::string& store_path) {
  ReviewerStage stage;
  if (!cfg.enabled) return stage;
  auto cache = SqliteReviewCache::Open(store_path);
  if (!cache.ok()) return cache.status();
  stage.cache = std::move(*cache);
  auto reviewer = antihack::Reviewer::Create(cfg, stage.cache.get());
  if (!reviewer.ok()) return reviewer.status();
  stage.reviewer = std::move(*reviewer);
  return stage;
}

std::string ReviewerStatsJson(const antihack::ReviewerStats& s) {
  return nlohmann::json({{"requested", s.requested},
                         {"calls", s.calls},
                         {"cache_hits", s.cache_hits},
                         {"unavailable", s.unavailable},
                         {"unparsed_replies", s.unparsed},
                         {"tokens_in", s.tokens_in},
                         {"tokens_out", s.tokens_out},
                         {"latency_ms",
                          {{"n", s.latency_ms.size()},
                           {"p50", antihack::Percentile(s.latency_ms, 50)},
                           {"p95", antihack::Percentile(s.latency_ms, 95)},
                           {"p99", antihack::Percentile(s.latency_ms, 99)}}}})
      .dump();
}

std::string FormatReviewerStats(const antihack::ReviewerStats& s) {
  char buf[400];
  std::snprintf(buf, sizeof buf,
                "%lld reviews asked (%lld HTTP calls, %lld from the cache, %lld unavailable, %lld "
                "replies that did not parse); tokens in %lld, out %lld; latency P50 %.0f ms, P95 "
                "%.0f ms, P99 %.0f ms",
                static_cast<long long>(s.requested), static_cast<long long>(s.calls),
                static_cast<long long>(s.cache_hits), static_cast<long long>(s.unavailable),
                static_cast<long long>(s.unparsed), static_cast<long long>(s.tokens_in),
                static_cast<long long>(s.tokens_out), antihack::Percentile(s.latency_ms, 50),
                antihack::Percentile(s.latency_ms, 95), antihack::Percentile(s.latency_ms, 99));
  return buf;
}

}  // namespace agentrl::harness
