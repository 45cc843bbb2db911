// The server's store: SQLite in WAL mode, append-only (triggers refuse UPDATE and DELETE).
//
//   requests  id, instance (the server process that accepted it), received, endpoint,
//             idempotency_key (UNIQUE when given), body_hash, request (the body as sent)
//   results   request_id, attempt, completed, http_status, outcome, infra_failure, response (the
//             body answered)
//   verdicts  request_id, attempt, idx, stage, outcome, category, verdict (VerdictToJson)
//
// A request is written when it is admitted, before it runs; its result (with its verdicts) in
// one transaction when it has finished. A request without a result was interrupted (its server
// was killed or drained before it finished), and one whose results are all infrastructure
// failures never got an answer about the code: a retry with its idempotency key runs it again,
// under the same id, as its next attempt. A result that is not an infrastructure failure is
// final: a retry gets it back and nothing runs. synchronous=NORMAL: a commit survives the process being killed at any
// moment (SIGKILL included), not a power failure of the machine.
#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "agentrl/core/status.h"

namespace agentrl::serve {

struct StoredRequest {
  std::string id, instance, endpoint, idempotency_key, body_hash;
  bool has_result = false;  // a final result (not an infrastructure failure) is stored
  int attempts = 0;         // results stored, infrastructure failures included
  int http_status = 0;      // of the final result
  std::string outcome, response;
};

struct StoredVerdict {
  std::string stage, outcome, category, json;
};

class ServeStore {
 public:
  static Result<std::unique_ptr<ServeStore>> Open(const std::string& path);
  ~ServeStore();
  ServeStore(const ServeStore&) = delete;
  ServeStore& operator=(const ServeStore&) = delete;

  Status AddRequest(const std::string& id, const std::string& instance,
                    const std::string& endpoint, const std::string& idempotency_key,
                    const std::string& body_hash, const std::string& request);
  Status AddResult(const std::string& request_id, int attempt, int http_status,
                   const std::string& outcome,
                   bool infra_failure, const std::string& response,
                   const std::vector<StoredVerdict>& verdicts);
  Result<std::optional<StoredRequest>> ById(const std::string& id) const;
  Result<std::optional<StoredRequest>> ByKey(const std::string& idempotency_key) const;
  // Counts for /healthz and the tests: requests, results.
  Result<std::pair<int64_t, int64_t>> Counts() const;

  const std::string& path() const { return path_; }

 private:
  ServeStore() = default;
  Result<std::optional<StoredRequest>> Lookup(const char* where, const std::string& v) const;

  mutable std::mutex mu_;
  sqlite3* db_ = nullptr;
  std::string path_;
};

}  // namespace agentrl::serve
