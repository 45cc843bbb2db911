#include "serve_store.h"

#include "agentrl/harness/sqlite.h"

namespace agentrl::serve {
namespace {

using harness::sqlite::Exec;
using harness::sqlite::Now;
using harness::sqlite::StepDone;
using harness::sqlite::Stmt;

constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS requests (
  id TEXT PRIMARY KEY, instance TEXT NOT NULL, received TEXT NOT NULL, endpoint TEXT NOT NULL,
  idempotency_key TEXT UNIQUE, body_hash TEXT NOT NULL, request TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS results (
  request_id TEXT NOT NULL REFERENCES requests(id), attempt INTEGER NOT NULL,
  completed TEXT NOT NULL, http_status INTEGER NOT NULL, outcome TEXT NOT NULL,
  infra_failure INTEGER NOT NULL, response TEXT NOT NULL, PRIMARY KEY (request_id, attempt));
CREATE TABLE IF NOT EXISTS verdicts (
  request_id TEXT NOT NULL, attempt INTEGER NOT NULL, idx INTEGER NOT NULL,
  stage TEXT NOT NULL, outcome TEXT NOT NULL, category TEXT NOT NULL, verdict TEXT NOT NULL,
  PRIMARY KEY (request_id, attempt, idx),
  FOREIGN KEY (request_id, attempt) REFERENCES results(request_id, attempt));
)sql";

const char* const kTables[] = {"requests", "results", "verdicts"};

}  // namespace

Result<std::unique_ptr<ServeStore>> ServeStore::Open(const std::string& path) {
  auto db = harness::sqlite::OpenAppendOnly(path, kSchema, kTables, /*synchronous_full=*/false);
  if (!db.ok()) return db.status();
  std::unique_ptr<ServeStore> s(new ServeStore());
  s->db_ = *db;
  s->path_ = path;
  if (Status st = harness::sqlite::CheckIntegrity(s->db_, path); !st.ok()) return st;
  return s;
}

ServeStore::~ServeStore() {
  if (db_) sqlite3_close_v2(db_);
}

Status ServeStore::AddRequest(const std::string& id, const std::string& instance,
                              const std::string& endpoint, const std::string& idempotency_key,
                              const std::string& body_hash, const std::string& request) {
  std::lock_guard<std::mutex> lock(mu_);
  Stmt st(db_,
          "INSERT INTO requests (id, instance, received, endpoint, idempotency_key, body_hash, "
          "request) VALUES (?, ?, ?, ?, ?, ?, ?);");
  st.Bind(1, id).Bind(2, instance).Bind(3, Now()).Bind(4, endpoint);
  if (idempotency_key.empty()) {
    st.BindNull(5);
  } else {
    st.Bind(5, idempotency_key);
  }
  st.Bind(6, body_hash).Bind(7, request);
  return StepDone(db_, st, path_ + ": recording request " + id);
}

Status ServeStore::AddResult(const std::string& request_id, int attempt, int http_status,
                             const std::string& outcome, bool infra_failure,
                             const std::string& response,
                             const std::vector<StoredVerdict>& verdicts) {
  std::lock_guard<std::mutex> lock(mu_);
  const std::string what = path_ + ": recording the result of " + request_id;
  if (Status st = Exec(db_, "BEGIN IMMEDIATE;", what); !st.ok()) return st;
  Status status = [&]() -> Status {
    Stmt st(db_,
            "INSERT INTO results (request_id, attempt, completed, http_status, outcome, "
            "infra_failure, response) VALUES (?, ?, ?, ?, ?, ?, ?);");
    st.Bind(1, request_id).Bind(2, int64_t{attempt}).Bind(3, Now()).Bind(4, int64_t{http_status});
    st.Bind(5, outcome).Bind(6, int64_t{infra_failure ? 1 : 0}).Bind(7, response);
    if (Status s = StepDone(db_, st, what); !s.ok()) return s;
    Stmt v(db_,
           "INSERT INTO verdicts (request_id, attempt, idx, stage, outcome, category, verdict) "
           "VALUES (?, ?, ?, ?, ?, ?, ?);");
    for (size_t i = 0; i < verdicts.size(); ++i) {
      v.Bind(1, request_id).Bind(2, int64_t{attempt}).Bind(3, static_cast<int64_t>(i));
      v.Bind(4, verdicts[i].stage).Bind(5, verdicts[i].outcome).Bind(6, verdicts[i].category);
      v.Bind(7, verdicts[i].json);
      if (Status s = StepDone(db_, v, what); !s.ok()) return s;
    }
    return Exec(db_, "COMMIT;", what);
  }();
  if (!status.ok()) Exec(db_, "ROLLBACK;", what);
  return status;
}

Result<std::optional<StoredRequest>> ServeStore::Lookup(const char* where,
                                                        const std::string& v) const {
  std::lock_guard<std::mutex> lock(mu_);
  const std::string sql =
      std::string("SELECT r.id, r.instance, r.endpoint, COALESCE(r.idempotency_key, ''), "
                  "r.body_hash, s.request_id IS NOT NULL, COALESCE(s.http_status, 0), "
                  "COALESCE(s.outcome, ''), COALESCE(s.response, ''), "
                  "(SELECT COUNT(*) FROM results a WHERE a.request_id = r.id) FROM requests r "
                  "LEFT JOIN results s ON s.request_id = r.id AND s.infra_failure = 0 WHERE ") +
      where + " = ?;";
  Stmt st(db_, sql.c_str());
  if (!st.ok()) return Status::IoError(path_ + ": " + sqlite3_errmsg(db_));
  st.Bind(1, v);
  const int rc = st.Step();
  if (rc == SQLITE_DONE) return std::optional<StoredRequest>();
  if (rc != SQLITE_ROW) return Status::IoError(path_ + ": " + sqlite3_errmsg(db_));
  StoredRequest r;
  r.id = st.Text(0);
  r.instance = st.Text(1);
  r.endpoint = st.Text(2);
  r.idempotency_key = st.Text(3);
  r.body_hash = st.Text(4);
  r.has_result = st.Int(5) != 0;
  r.http_status = static_cast<int>(st.Int(6));
  r.outcome = st.Text(7);
  r.response = st.Text(8);
  r.attempts = static_cast<int>(st.Int(9));
  return std::optional<StoredRequest>(std::move(r));
}

Result<std::optional<StoredRequest>> ServeStore::ById(const std::string& id) const {
  return Lookup("r.id", id);
}

Result<std::optional<StoredRequest>> ServeStore::ByKey(const std::string& key) const {
  return Lookup("r.idempotency_key", key);
}

Result<std::pair<int64_t, int64_t>> ServeStore::Counts() const {
  std::lock_guard<std::mutex> lock(mu_);
  Stmt st(db_,
          "SELECT (SELECT COUNT(*) FROM requests), (SELECT COUNT(DISTINCT request_id) FROM "
          "results WHERE infra_failure = 0);");
  if (!st.ok() || st.Step() != SQLITE_ROW) return Status::IoError(path_ + ": " + sqlite3_errmsg(db_));
  return std::make_pair(st.Int(0), st.Int(1));
}

}  // namespace agentrl::serve
