// The HTTP server of `agentrl serve` (serve/README.md): cpp-httplib's server with the pieces its
// defaults lack for this load (a thread per connection up to a bound instead of 8 workers, long
// keep-alive, a listen backlog of SOMAXCONN, body limits, TCP_NODELAY), in front of an
// admission-bounded job pool that runs the sandbox and the reward.
//
// Every call that runs something goes through one path (Server::Run): idempotency key ->
// admission (a place among workers + queue, or 429/504 at once) -> the request in the store ->
// the work on the job pool -> the result in the store. Work is made of units (one per program
// or reward item), each of which takes one place.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <future>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "agentrl/harness/experiment_config.h"
#include "agentrl/serve/serve.h"
#include "api_json.h"
#include "metrics.h"
#include "reward_api.h"
#include "run_code_api.h"
#include "serve_store.h"

namespace httplib {
class Server;
struct Request;
struct Response;
}  // namespace httplib

namespace agentrl::serve {

// Workers that run admitted units. A place is reserved before a unit is queued, so the number of
// units queued or running never exceeds workers + queue capacity.
class JobPool {
 public:
  JobPool(int workers, size_t queue_capacity);
  ~JobPool();
  // Reserves n places; false (nothing reserved) when fewer are free or the pool is closing.
  bool TryReserve(size_t n);
  // Runs fn on a worker in one reserved place, given back when fn returns.
  void Run(std::function<void()> fn);
  size_t queued() const;
  size_t running() const;
  int workers() const { return static_cast<int>(threads_.size()); }
  size_t capacity() const { return capacity_; }
  // Refuses new reservations, then waits until every reserved place is given back or the
  // deadline passes; true when nothing is left.
  bool Close(std::chrono::steady_clock::time_point deadline);

 private:
  void Work();
  mutable std::mutex mu_;
  std::condition_variable work_cv_, idle_cv_;
  std::deque<std::function<void()>> queue_;
  size_t capacity_ = 0, reserved_ = 0, running_ = 0;
  bool closing_ = false, stopping_ = false;
  std::vector<std::thread> threads_;
};

// One unit's answer (a program's run, one reward) and a whole call's.
struct UnitAnswer {
  json body;
  bool infra_failure = false;
  std::string outcome;
  std::vector<StoredVerdict> verdicts;
};
struct CallAnswer {
  int http_status = 200;
  json body;
  bool infra_failure = false;
  std::string outcome;
  std::vector<StoredVerdict> verdicts;
  std::map<std::string, std::string> headers;
};

class Server {
 public:
  struct Options {
    harness::ServeSection cfg;
    harness::AntihackSection antihack;  // [antihack]: the reviewer, closeness_alone
    std::string token;  // "" = no authentication (insecure_no_auth)
  };
  static Result<std::unique_ptr<Server>> Create(Options opts);
  ~Server();

  // Binds the listening socket; returns "HOST:PORT" with the port in use.
  Result<std::string> Bind();
  // Accepts connections until Drain (blocks).
  void Serve();
  // Stops accepting (new requests get 503), lets every accepted request finish (or, past the
  // drain timeout, leaves it recorded without a result), closes the store. Returns a summary.
  std::string Drain();

 private:
  Server() = default;
  using UsableFn = std::function<void(const UnitAnswer&)>;
  using UnitFn = std::function<UnitAnswer(size_t i, const std::string& id, const UsableFn&)>;
  using CombineFn = std::function<CallAnswer(std::vector<UnitAnswer>&)>;
  struct Call {
    std::string endpoint;  // metric label and stored endpoint
    size_t units = 1;
    UnitFn unit;
    CombineFn combine;
    bool async = false;
    int reject_status = 429;  // when the queue is full (504 for /run_code: veRL retries it)
  };
  struct Flight;  // a call in progress, shared by retries with its key

  void Routes();
  void Run(const httplib::Request& req, httplib::Response& res, Call call);
  void Reply(httplib::Response& res, const CallAnswer& a, bool replayed) const;
  void Refuse(httplib::Response& res, const std::string& endpoint, const Reject& r);
  void RefuseFull(httplib::Response& res, const std::string& endpoint, int status);
  bool Authorized(const httplib::Request& req) const;

  void RunCode(const httplib::Request& req, httplib::Response& res);
  void Reward(const httplib::Request& req, httplib::Response& res, bool batch);
  void RewardStatus(const httplib::Request& req, httplib::Response& res);
  void OpenRlhfReward(const httplib::Request& req, httplib::Response& res);
  void Health(httplib::Response& res) const;

  std::string NewId();

  Options opts_;
  std::string instance_;
  std::unique_ptr<ServeStore> store_;
  std::unique_ptr<Rewarder> rewarder_;
  std::unique_ptr<JobPool> jobs_;
  std::unique_ptr<httplib::Server> http_;
  Metrics metrics_;
  CodeLimits code_limits_;
  ItemLimits item_limits_;
  std::string host_;
  int port_ = 0;
  int listen_fd_ = -1;
  std::atomic<bool> draining_{false};
  std::atomic<bool> serving_{true};  // Serve() has not returned
  std::atomic<uint64_t> counter_{0};
  std::atomic<int64_t> in_flight_{0};

  std::mutex flights_mu_;
  std::map<std::string, std::shared_ptr<Flight>> by_key_;  // idempotency key -> call in flight
  std::set<std::string> pending_async_;                     // ids of 202 calls not yet done
  // Every call in flight by id, done once its result is stored: a synchronous call is answered
  // as soon as its reward may be used, a moment before its result is stored, and a status
  // request in that moment waits for the store instead of finding no result.
  std::map<std::string, std::shared_future<CallAnswer>> running_;
  std::condition_variable flights_cv_;
  int64_t flights_ = 0;         // calls whose work is queued or running
  int64_t responses_owed_ = 0;  // calls whose answer is not written yet
};

}  // namespace agentrl::serve
