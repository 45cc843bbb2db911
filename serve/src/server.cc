#include "server.h"

#include <httplib.h>
#include <netinet/in.h>
#include <sched.h>
#include <sys/socket.h>
#include <unistd.h>

#include <charconv>
#include <cmath>
#include <filesystem>
#include <csignal>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>

#include "agentrl/core/hash.h"
#include "agentrl/sandbox/execute.h"
#include "connection.h"

namespace agentrl::serve {
namespace {

constexpr const char* kJson = "application/json";

double SecondsSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// The metric label of a path.
std::string EndpointOf(const std::string& path) {
  if (path == "/run_code") return "run_code";
  if (path == "/v1/reward") return "reward";
  if (path == "/v1/reward/batch") return "reward_batch";
  if (path.rfind("/v1/reward/", 0) == 0) return "reward_status";
  if (path == "/get_reward") return "get_reward";
  if (path == "/v1/ping") return "ping";
  if (path == "/healthz") return "healthz";
  if (path == "/metrics") return "metrics";
  return "other";
}

// Compares without an early exit, so the time taken does not tell how much of a guess matched.
bool SameSecret(const std::string& a, const std::string& b) {
  unsigned char diff = a.size() == b.size() ? 0 : 1;
  for (size_t i = 0; i < a.size(); ++i) diff |= a[i] ^ (i < b.size() ? b[i] : 0);
  return diff == 0;
}

// One thread per connection, up to a bound: a keep-alive connection holds its thread while it
// is idle (cpp-httplib serves a connection on one task until it closes), so a pool of 8, the
// library's default, would leave the 9th pooled client waiting. Past the bound connections wait
// in order. Idle threads are kept for the next connection.
class ConnectionThreads : public httplib::TaskQueue {
 public:
  explicit ConnectionThreads(size_t max) : max_(max) {}
  ~ConnectionThreads() override { shutdown(); }

  void enqueue(std::function<void()> fn) override {
    std::lock_guard<std::mutex> lock(mu_);
    queue_.push_back(std::move(fn));
    // A thread counts as idle from its start, before it has taken a connection: one more is
    // needed whenever connections outnumber the idle threads that will take them.
    if (queue_.size() > idle_ && threads_.size() < max_) {
      ++idle_;
      threads_.emplace_back([this] { Work(); });
    }
    cv_.notify_one();
  }

  void shutdown() override {
    {
      std::lock_guard<std::mutex> lock(mu_);
      if (stopping_) return;
      stopping_ = true;
    }
    cv_.notify_all();
    for (std::thread& t : threads_) t.join();
  }

 private:
  void Work() {
    std::unique_lock<std::mutex> lock(mu_);
    while (true) {
      cv_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (queue_.empty()) return;  // stopping, nothing left
      std::function<void()> fn = std::move(queue_.front());
      queue_.pop_front();
      --idle_;
      lock.unlock();
      fn();
      lock.lock();
      ++idle_;
    }
  }

  const size_t max_;
  std::mutex mu_;
  std::condition_variable cv_;
  std::deque<std::function<void()>> queue_;
  std::vector<std::thread> threads_;
  size_t idle_ = 0;
  bool stopping_ = false;
};

thread_local std::chrono::steady_clock::time_point t_request_start;
// The connection thread is answering a call that went through Server::Run: its response counts
// as owed until the logger, which cpp-httplib calls after writing it, has run.
thread_local bool t_owes_response = false;

// Ends the reading side of every TCP socket of this process: an idle keep-alive connection then
// sees the end of its stream and closes, instead of holding its thread (and the drain) until its
// client closes it or the keep-alive timeout passes. Used only once the listening socket is
// closed and no call is in flight; a response being written is not affected (SHUT_RD).
void EndReadingOnTcpSockets() {
  std::error_code ec;
  for (const auto& e : std::filesystem::directory_iterator("/proc/self/fd", ec)) {
    const std::string name = e.path().filename().string();
    int fd = -1;
    if (std::from_chars(name.data(), name.data() + name.size(), fd).ec != std::errc{}) continue;
    int type = 0, domain = 0;
    socklen_t len = sizeof type;
    if (getsockopt(fd, SOL_SOCKET, SO_TYPE, &type, &len) != 0 || type != SOCK_STREAM) continue;
    len = sizeof domain;
    if (getsockopt(fd, SOL_SOCKET, SO_DOMAIN, &domain, &len) != 0) continue;
    if (domain == AF_INET || domain == AF_INET6) shutdown(fd, SHUT_RD);
  }
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// JobPool

JobPool::JobPool(int workers, size_t queue_capacity) {
  if (workers <= 0) workers = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  capacity_ = static_cast<size_t>(workers) + queue_capacity;
  for (int i = 0; i < workers; ++i) threads_.emplace_back([this] { Work(); });
}

JobPool::~JobPool() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    closing_ = stopping_ = true;
  }
  work_cv_.notify_all();
  for (std::thread& t : threads_) t.join();
}

bool JobPool::TryReserve(size_t n) {
  std::lock_guard<std::mutex> lock(mu_);
  if (closing_ || reserved_ + n > capacity_) return false;
  reserved_ += n;
  return true;
}

void JobPool::Run(std::function<void()> fn) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    queue_.push_back(std::move(fn));
  }
  work_cv_.notify_one();
}

size_t JobPool::queued() const {
  std::lock_guard<std::mutex> lock(mu_);
  return queue_.size();
}

size_t JobPool::running() const {
  std::lock_guard<std::mutex> lock(mu_);
  return running_;
}

bool JobPool::Close(std::chrono::steady_clock::time_point deadline) {
  std::unique_lock<std::mutex> lock(mu_);
  closing_ = true;
  return idle_cv_.wait_until(lock, deadline, [this] { return reserved_ == 0; });
}

void JobPool::Work() {
  std::unique_lock<std::mutex> lock(mu_);
  while (true) {
    work_cv_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
    if (queue_.empty()) return;
    std::function<void()> fn = std::move(queue_.front());
    queue_.pop_front();
    ++running_;
    lock.unlock();
    fn();
    lock.lock();
    --running_;
    --reserved_;
    idle_cv_.notify_all();
  }
}

// ---------------------------------------------------------------------------------------------
// Server

// A call in progress: retries with its idempotency key wait for it instead of running it again.
struct Server::Flight {
  std::string id, body_hash;
  std::shared_future<CallAnswer> done;
};

Result<std::unique_ptr<Server>> Server::Create(Options opts) {
  std::unique_ptr<Server> s(new Server());
  s->opts_ = std::move(opts);
  const harness::ServeSection& c = s->opts_.cfg;
  {
    std::random_device rd;
    char b[17];
    std::snprintf(b, sizeof b, "%08x%08x", rd(), rd());
    s->instance_ = b;
  }
  const auto colon = c.listen.rfind(':');
  if (colon == std::string::npos || colon == 0) {
    return Status::InvalidInput("listen: \"" + c.listen + "\" is not HOST:PORT");
  }
  s->host_ = c.listen.substr(0, colon);
  if (s->host_.size() > 2 && s->host_.front() == '[' && s->host_.back() == ']') {
    s->host_ = s->host_.substr(1, s->host_.size() - 2);
  }
  const std::string_view port = std::string_view(c.listen).substr(colon + 1);
  const auto [end, ec] = std::from_chars(port.data(), port.data() + port.size(), s->port_);
  if (ec != std::errc{} || end != port.data() + port.size() || s->port_ < 0 || s->port_ > 65535) {
    return Status::InvalidInput("listen: \"" + c.listen + "\": the port must be 0 to 65535");
  }
  s->code_limits_ = {c.max_run_timeout_s, c.max_compile_timeout_s, c.max_memory_mb, c.max_files,
                     c.max_file_mb << 20};
  s->item_limits_ = {c.max_files, c.max_file_mb << 20};
  auto store = ServeStore::Open(c.store);
  if (!store.ok()) return store.status();
  s->store_ = std::move(*store);
  auto rewarder = Rewarder::Create(c, s->opts_.antihack);
  if (!rewarder.ok()) return rewarder.status();
  s->rewarder_ = std::move(*rewarder);
  s->jobs_ = std::make_unique<JobPool>(static_cast<int>(c.workers),
                                       static_cast<size_t>(c.queue_capacity));

  Metrics& m = s->metrics_;
  Server* self = s.get();
  m.DeclareCounter("agentrl_serve_requests_total", "Requests answered, by endpoint and status code.");
  m.DeclareHistogram("agentrl_serve_request_duration_seconds",
                     "Time from a request's first byte read to its answer, by endpoint.",
                     {0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
                      10, 30, 60});
  m.DeclareCounter("agentrl_serve_rejected_total",
                   "Requests refused before running, by endpoint and reason (queue_full, "
                   "bad_request, too_large, unauthorized, draining, not_found, conflict).");
  m.DeclareCounter("agentrl_serve_infra_failures_total",
                   "Units the sandbox could not run (SandboxError), by endpoint.");
  m.DeclareCounter("agentrl_serve_verdicts_total",
                   "Final anti-hack verdicts of rewards, by stage and outcome.");
  m.DeclareCounter("agentrl_serve_idempotent_replays_total",
                   "Requests answered from a stored or in-flight result of the same key.");
  m.DeclareGauge("agentrl_serve_queue_depth", "Units admitted and waiting for a worker.",
                 [self] { return static_cast<double>(self->jobs_->queued()); });
  m.DeclareGauge("agentrl_serve_in_flight", "Units running on a worker.",
                 [self] { return static_cast<double>(self->jobs_->running()); });
  m.DeclareGauge("agentrl_serve_capacity", "Units that may be queued or running at once.",
                 [self] { return static_cast<double>(self->jobs_->capacity()); });
  m.DeclareGauge("agentrl_serve_workers", "Units run at once.",
                 [self] { return static_cast<double>(self->jobs_->workers()); });
  m.DeclareGauge("agentrl_serve_draining", "1 after SIGTERM, while accepted requests finish.",
                 [self] { return self->draining_ ? 1.0 : 0.0; });
  if (const antihack::Reviewer* r = s->rewarder_->reviewer()) {
    const std::pair<const char*, const char*> counts[] = {
        {"calls", "HTTP requests sent to the LLM reviewer (retries included)."},
        {"reviews_cached", "Reviews answered from the store's cache."},
        {"unavailable", "Reviews the reviewer could not answer (the case stays provisional)."},
        {"tokens_in", "Prompt tokens the reviewer's server counted."},
        {"tokens_out", "Completion tokens the reviewer's server counted."}};
    for (const auto& [what, help] : counts) {
      const std::string key = what;
      m.DeclareCounterFn("agentrl_serve_reviewer_" + key + "_total", help, [r, key] {
        const antihack::ReviewerStats st = r->stats();
        return static_cast<double>(key == "calls"            ? st.calls
                                   : key == "reviews_cached" ? st.cache_hits
                                   : key == "unavailable"    ? st.unavailable
                                   : key == "tokens_in"      ? st.tokens_in
                                                             : st.tokens_out);
      });
    }
    m.DeclareGauge("agentrl_serve_reviewer_latency_p50_seconds",
                   "Median latency of the reviewer's answered, uncached reviews.", [r] {
                     return antihack::Percentile(r->stats().latency_ms, 50) / 1000;
                   });
  }
  s->Routes();
  return s;
}

Server::~Server() = default;

std::string Server::NewId() {
  char b[48];
  std::snprintf(b, sizeof b, "%s-%06llu", instance_.c_str(),
                static_cast<unsigned long long>(counter_.fetch_add(1) + 1));
  return b;
}

bool Server::Authorized(const httplib::Request& req) const {
  if (opts_.token.empty()) return true;
  const std::string auth = req.get_header_value("Authorization");
  if (auth.rfind("Bearer ", 0) == 0 && SameSecret(auth.substr(7), opts_.token)) return true;
  // RFC 6750 section 2.3: for clients that cannot set a header (veRL's sandbox client posts to
  // a configured URL with fixed headers).
  return req.has_param("access_token") && SameSecret(req.get_param_value("access_token"), opts_.token);
}

void Server::Refuse(httplib::Response& res, const std::string& endpoint, const Reject& r) {
  res.status = r.status;
  res.set_content(ErrorBody(r).dump(), kJson);
  const char* reason = r.status == 413   ? "too_large"
                       : r.status == 404 ? "not_found"
                       : r.status == 422 ? "conflict"
                       : r.status == 401 ? "unauthorized"
                                         : "bad_request";
  metrics_.Add("agentrl_serve_rejected_total", {{"endpoint", endpoint}, {"reason", reason}});
}

void Server::RefuseFull(httplib::Response& res, const std::string& endpoint, int status) {
  res.status = status;
  res.set_header("Retry-After",
                 std::to_string(static_cast<int64_t>(std::ceil(opts_.cfg.retry_after_s))));
  const Reject r{status, "", "the server's queue is full (" +
                                 std::to_string(jobs_->capacity()) +
                                 " units queued or running); retry after Retry-After seconds"};
  res.set_content(ErrorBody(r).dump(), kJson);
  metrics_.Add("agentrl_serve_rejected_total", {{"endpoint", endpoint}, {"reason", "queue_full"}});
}

void Server::Reply(httplib::Response& res, const CallAnswer& a, bool replayed) const {
  res.status = a.http_status;
  for (const auto& [k, v] : a.headers) res.set_header(k, v);
  if (replayed) res.set_header("Idempotent-Replayed", "true");
  res.set_content(a.body.dump(-1, ' ', false, json::error_handler_t::replace), kJson);
}

void Server::Run(const httplib::Request& req, httplib::Response& res, Call call) {
  if (!t_owes_response) {
    t_owes_response = true;
    std::lock_guard<std::mutex> lock(flights_mu_);
    ++responses_owed_;
  }
  const std::string key = req.get_header_value("Idempotency-Key");
  if (key.size() > 255) {
    return Refuse(res, call.endpoint, {400, "Idempotency-Key", "longer than 255 characters"});
  }
  const std::string body_hash = Fnv1a64().Add(call.endpoint).Add("\n").Add(req.body).Hex();
  std::string id;
  int attempt = 1;
  bool recorded = false;  // the request is in the store already (a rerun)
  std::shared_ptr<std::promise<CallAnswer>> done;
  {
    std::unique_lock<std::mutex> lock(flights_mu_);
    if (!key.empty()) {
      // A call with this key in flight: its answer is replayed, unless it was an infrastructure
      // failure, which runs again as the next attempt once that flight has ended (the caller
      // may hold the answer already: a synchronous call is answered before it is stored).
      while (true) {
        auto it = by_key_.find(key);
        if (it == by_key_.end()) break;
        std::shared_ptr<Flight> f = it->second;
        lock.unlock();
        if (f->body_hash != body_hash) {
          return Refuse(res, call.endpoint,
                        {422, "Idempotency-Key", "already used for a different request"});
        }
        const CallAnswer& a = f->done.get();
        if (!a.infra_failure) {
          metrics_.Add("agentrl_serve_idempotent_replays_total", {{"endpoint", call.endpoint}});
          return Reply(res, a, true);
        }
        lock.lock();
        flights_cv_.wait(lock, [&] {
          auto i = by_key_.find(key);
          return i == by_key_.end() || i->second != f;
        });
      }
      auto stored = store_->ByKey(key);
      if (!stored.ok()) {
        return Refuse(res, call.endpoint, {503, "", stored.status().message()});
      }
      if (*stored) {
        const StoredRequest& s = **stored;
        if (s.body_hash != body_hash) {
          return Refuse(res, call.endpoint,
                        {422, "Idempotency-Key", "already used for a different request"});
        }
        if (s.has_result) {
          metrics_.Add("agentrl_serve_idempotent_replays_total", {{"endpoint", call.endpoint}});
          CallAnswer a;
          a.http_status = s.http_status;
          a.body = json::parse(s.response, nullptr, false);
          if (a.body.is_discarded()) a.body = json::object();
          return Reply(res, a, true);
        }
        id = s.id;  // interrupted or failed on infrastructure: run again, as its next attempt
        attempt = s.attempts + 1;
        recorded = true;
      }
    }
    if (!jobs_->TryReserve(call.units)) {
      lock.unlock();
      return RefuseFull(res, call.endpoint, draining_ ? 503 : call.reject_status);
    }
    if (id.empty()) id = NewId();
    done = std::make_shared<std::promise<CallAnswer>>();
    std::shared_future<CallAnswer> answer = done->get_future().share();
    running_[id] = answer;
    if (!key.empty()) by_key_[key] = std::make_shared<Flight>(Flight{id, body_hash, answer});
    ++flights_;
    if (call.async) pending_async_.insert(id);
  }
  // The units run on the job pool; the last to finish combines, stores and releases the call.
  // The request is recorded on this thread while they run (it is the store's slowest write on
  // the path, and the connection thread would only wait): its result is stored only after it,
  // and not at all when the store refused it.
  struct Shared {
    Call call;
    std::string id, key;
    int attempt;
    std::vector<UnitAnswer> finals;
    std::vector<std::optional<UnitAnswer>> usable;
    size_t usable_count = 0, final_count = 0;
    std::mutex mu;
    std::condition_variable usable_cv;
    std::shared_ptr<std::promise<CallAnswer>> done;
    std::promise<std::optional<CallAnswer>> recorded;  // nullopt, or the refusal to answer
  };
  auto sh = std::make_shared<Shared>();
  sh->call = std::move(call);
  sh->id = id;
  sh->key = key;
  sh->attempt = attempt;
  sh->finals.resize(sh->call.units);
  sh->usable.resize(sh->call.units);
  sh->done = done;
  std::shared_future<std::optional<CallAnswer>> record = sh->recorded.get_future().share();
  for (size_t i = 0; i < sh->call.units; ++i) {
    jobs_->Run([this, sh, i, record] {
      in_flight_.fetch_add(1);
      const UsableFn usable = [sh, i](const UnitAnswer& u) {
        bool woke = false;
        {
          std::lock_guard<std::mutex> lock(sh->mu);
          if (!sh->usable[i]) {
            sh->usable[i] = u;
            woke = ++sh->usable_count == sh->call.units;
            sh->usable_cv.notify_all();
          }
        }
        // The connection thread now has its answer. The kernel often queues it on this core
        // behind this thread, which still has the call's storing and clean-up to do (~0.3 ms
        // measured): giving the core up lets it reply first (the answer's wake-up fell from
        // ~0.4 ms to ~0.07 ms in the issue-43 profile).
        if (woke) sched_yield();
      };
      const std::string unit_id = sh->call.units == 1 ? sh->id : sh->id + "/" + std::to_string(i);
      UnitAnswer u = sh->call.unit(i, unit_id, usable);
      usable(u);
      in_flight_.fetch_sub(1);
      if (u.infra_failure) {
        metrics_.Add("agentrl_serve_infra_failures_total", {{"endpoint", sh->call.endpoint}});
      }
      bool last = false;
      {
        std::lock_guard<std::mutex> lock(sh->mu);
        sh->finals[i] = std::move(u);
        last = ++sh->final_count == sh->call.units;
      }
      if (!last) return;
      CallAnswer a = sh->call.combine(sh->finals);
      if (std::optional<CallAnswer> refused = record.get()) {
        a = std::move(*refused);  // the store refused the request: its result is not kept
      } else {
        for (const UnitAnswer& f : sh->finals) {
          for (const StoredVerdict& v : f.verdicts) {
            metrics_.Add("agentrl_serve_verdicts_total",
                         {{"stage", v.stage.empty() ? "none" : v.stage}, {"outcome", v.outcome}});
          }
        }
        if (Status st = store_->AddResult(sh->id, sh->attempt, a.http_status, a.outcome,
                                          a.infra_failure,
                                          a.body.dump(-1, ' ', false, json::error_handler_t::replace),
                                          a.verdicts);
            !st.ok()) {
          std::cerr << "serve: " << st.message() << "\n";
        }
      }
      sh->done->set_value(a);
      {
        std::lock_guard<std::mutex> lock(flights_mu_);
        if (!sh->key.empty()) by_key_.erase(sh->key);
        pending_async_.erase(sh->id);
        running_.erase(sh->id);
        --flights_;
      }
      flights_cv_.notify_all();
    });
  }
  if (!recorded) {
    if (Status st = store_->AddRequest(id, instance_, sh->call.endpoint, key, body_hash, req.body);
        !st.ok()) {
      CallAnswer a{503, ErrorBody({503, "", "the store refused the request (what ran for it is not "
                                            "kept): " + st.message()})};
      a.infra_failure = true;  // nothing kept: a keyed retry runs it again
      sh->recorded.set_value(a);
      return Reply(res, a, false);
    }
  }
  sh->recorded.set_value(std::nullopt);

  if (sh->call.async) {
    res.status = 202;
    res.set_header("Location", "/v1/reward/" + id);
    res.set_content(json({{"id", id}, {"state", "pending"}, {"status_url", "/v1/reward/" + id}}).dump(),
                    kJson);
    return;
  }
  // Synchronous: answer as soon as every unit's reward may be used (the verdict gate's call).
  std::vector<UnitAnswer> usable;
  {
    std::unique_lock<std::mutex> lock(sh->mu);
    sh->usable_cv.wait(lock, [&] { return sh->usable_count == sh->call.units; });
    for (auto& u : sh->usable) usable.push_back(*u);
  }
  CallAnswer a = sh->call.combine(usable);
  res.set_header("X-Agentrl-Id", id);
  Reply(res, a, false);
}

// --- endpoints --------------------------------------------------------------------------------

void Server::RunCode(const httplib::Request& req, httplib::Response& res) {
  json body;
  if (auto r = ParseObject(req.body, &body)) return Refuse(res, "run_code", *r);
  auto code = std::make_shared<sandbox::CodeRequest>();
  if (auto r = ParseRunCode(body, code_limits_, code.get())) return Refuse(res, "run_code", *r);
  sandbox::CodeRunOptions run;
  run.run.audit = opts_.cfg.audit;
  run.run.nice = static_cast<int>(opts_.cfg.sandbox_nice);
  run.default_memory_mb = opts_.cfg.default_memory_mb;
  run.max_fetch_bytes = code_limits_.max_file_bytes;
  Call call;
  call.endpoint = "run_code";
  call.reject_status = 504;  // veRL's client retries a 504 (and nothing else), with a delay
  call.unit = [code, run](size_t, const std::string&, const UsableFn&) {
    auto r = sandbox::RunCode(*code, run);
    RunCodeAnswer a = r.ok() ? RunCodeResponse(*r) : RunCodeInfraError(r.status().message());
    return UnitAnswer{std::move(a.body), a.infra_failure, a.outcome, {}};
  };
  call.combine = [](std::vector<UnitAnswer>& u) {
    return CallAnswer{200, u[0].body, u[0].infra_failure, u[0].outcome, {}, {}};
  };
  Run(req, res, std::move(call));
}

void Server::Reward(const httplib::Request& req, httplib::Response& res, bool batch) {
  const std::string endpoint = batch ? "reward_batch" : "reward";
  json body;
  if (auto r = ParseObject(req.body, &body)) return Refuse(res, endpoint, *r);
  bool async = false;
  if (auto r = GetBool(body, "async", &async)) return Refuse(res, endpoint, *r);
  auto items = std::make_shared<std::vector<RewardItem>>();
  if (batch) {
    auto it = body.find("items");
    if (it == body.end() || !it->is_array()) {
      return Refuse(res, endpoint, {400, "items", "missing or not an array; [{task_id, files | response, actions}, ...] is required"});
    }
    if (it->empty()) return Refuse(res, endpoint, {400, "items", "empty"});
    if (static_cast<int64_t>(it->size()) > opts_.cfg.max_batch) {
      return Refuse(res, endpoint, {413, "items", std::to_string(it->size()) + " items; at most " + std::to_string(opts_.cfg.max_batch) + " are accepted"});
    }
    for (size_t i = 0; i < it->size(); ++i) {
      RewardItem item;
      if (auto r = ParseRewardItem((*it)[i], "items[" + std::to_string(i) + "].",
                                   rewarder_->corpus(), item_limits_, &item)) {
        return Refuse(res, endpoint, *r);
      }
      items->push_back(std::move(item));
    }
  } else {
    RewardItem item;
    if (auto r = ParseRewardItem(body, "", rewarder_->corpus(), item_limits_, &item)) {
      return Refuse(res, endpoint, *r);
    }
    items->push_back(std::move(item));
  }
  Call call;
  call.endpoint = endpoint;
  call.units = items->size();
  call.async = async;
  Rewarder* rewarder = rewarder_.get();
  call.unit = [items, rewarder](size_t i, const std::string& id, const UsableFn& usable) {
    auto to_unit = [](const RewardAnswer& a) {
      return UnitAnswer{a.body, a.infra_failure, a.outcome, a.verdicts};
    };
    auto r = rewarder->Evaluate(id, (*items)[i],
                                [&](const RewardAnswer& a) { usable(to_unit(a)); });
    if (r.ok()) return to_unit(*r);
    UnitAnswer u;
    u.infra_failure = true;
    u.outcome = "infra_failure";
    u.body = {{"id", id}, {"state", "done"}, {"task_id", (*items)[i].task_id},
              {"status", "SandboxError"}, {"infra_failure", true},
              {"sandbox_error", r.status().message()}, {"reward", nullptr}, {"final", true}};
    return u;
  };
  call.combine = [batch](std::vector<UnitAnswer>& u) {
    CallAnswer a;
    for (const UnitAnswer& x : u) {
      a.infra_failure = a.infra_failure || x.infra_failure;
      a.verdicts.insert(a.verdicts.end(), x.verdicts.begin(), x.verdicts.end());
    }
    if (batch) {
      json results = json::array();
      for (const UnitAnswer& x : u) results.push_back(x.body);
      a.body = {{"results", std::move(results)}};
      a.outcome = a.infra_failure ? "infra_failure" : "done";
    } else {
      a.body = u[0].body;
      a.outcome = u[0].outcome;
    }
    return a;
  };
  Run(req, res, std::move(call));
}

void Server::RewardStatus(const httplib::Request& req, httplib::Response& res) {
  const std::string id = req.matches[1];
  std::shared_future<CallAnswer> running;
  {
    std::lock_guard<std::mutex> lock(flights_mu_);
    if (pending_async_.count(id)) {
      res.status = 202;
      res.set_content(json({{"id", id}, {"state", "pending"}}).dump(), kJson);
      return;
    }
    if (auto it = running_.find(id); it != running_.end()) running = it->second;
  }
  // A synchronous call still in flight: its answer may have gone out already while its result
  // is being stored. Wait for that (bounded); a call still running is pending.
  if (running.valid()) {
    if (running.wait_for(std::chrono::duration<double>(opts_.cfg.write_timeout_s)) ==
        std::future_status::ready) {
      return Reply(res, running.get(), false);
    }
    res.status = 202;
    res.set_content(json({{"id", id}, {"state", "pending"}}).dump(), kJson);
    return;
  }
  auto stored = store_->ById(id);
  if (!stored.ok()) return Refuse(res, "reward_status", {503, "", stored.status().message()});
  if (!*stored) return Refuse(res, "reward_status", {404, "id", "no request \"" + id + "\""});
  const StoredRequest& s = **stored;
  if (!s.has_result) {
    res.status = 200;
    res.set_content(json({{"id", id},
                          {"state", "interrupted"},
                          {"attempts", s.attempts},
                          {"message", "the request was accepted but has no final result (its "
                                      "server stopped, or the sandbox failed): send it again with "
                                      "the same Idempotency-Key to run it"}})
                        .dump(),
                    kJson);
    return;
  }
  CallAnswer a;
  a.http_status = s.http_status;
  a.body = json::parse(s.response, nullptr, false);
  Reply(res, a, false);
}

// OpenRLHF's remote reward model protocol: {"query": [...], "prompts": [...], "labels": [...]}
// -> {"rewards": [...], "scores": [...], "extra_logs": {...}}. A label names the task; the
// query (prompt and response, as OpenRLHF decodes them) holds the code. OpenRLHF retries any
// non-2xx answer, so an infrastructure failure is a 503, never a reward of 0.
void Server::OpenRlhfReward(const httplib::Request& req, httplib::Response& res) {
  json body;
  if (auto r = ParseObject(req.body, &body)) return Refuse(res, "get_reward", *r);
  auto q = body.find("query");
  auto l = body.find("labels");
  if (q == body.end() || !q->is_array()) return Refuse(res, "get_reward", {400, "query", "missing or not an array of strings"});
  if (l == body.end() || !l->is_array()) return Refuse(res, "get_reward", {400, "labels", "missing or not an array of task ids"});
  if (q->size() != l->size()) {
    return Refuse(res, "get_reward", {400, "labels", std::to_string(l->size()) + " labels for " + std::to_string(q->size()) + " queries"});
  }
  if (q->empty()) return Refuse(res, "get_reward", {400, "query", "empty"});
  if (static_cast<int64_t>(q->size()) > opts_.cfg.max_batch) {
    return Refuse(res, "get_reward", {413, "query", std::to_string(q->size()) + " queries; at most " + std::to_string(opts_.cfg.max_batch) + " are accepted"});
  }
  auto items = std::make_shared<std::vector<RewardItem>>();
  for (size_t i = 0; i < q->size(); ++i) {
    const std::string idx = "[" + std::to_string(i) + "]";
    if (!(*q)[i].is_string()) return Refuse(res, "get_reward", {400, "query" + idx, "is " + TypeName((*q)[i]) + "; a string is expected"});
    if (!(*l)[i].is_string()) return Refuse(res, "get_reward", {400, "labels" + idx, "is " + TypeName((*l)[i]) + "; a task id is expected"});
    RewardItem item;
    if (auto r = RewardItemFromText((*l)[i].get<std::string>(), (*q)[i].get<std::string>(),
                                    "labels" + idx, rewarder_->corpus(), &item)) {
      return Refuse(res, "get_reward", *r);
    }
    items->push_back(std::move(item));
  }
  Call call;
  call.endpoint = "get_reward";
  call.units = items->size();
  Rewarder* rewarder = rewarder_.get();
  const double retry_after = opts_.cfg.retry_after_s;
  call.unit = [items, rewarder](size_t i, const std::string& id, const UsableFn& usable) {
    auto to_unit = [](const RewardAnswer& a) {
      return UnitAnswer{a.body, a.infra_failure, a.outcome, a.verdicts};
    };
    auto r = rewarder->Evaluate(id, (*items)[i], [&](const RewardAnswer& a) { usable(to_unit(a)); });
    if (r.ok()) return to_unit(*r);
    return UnitAnswer{{{"sandbox_error", r.status().message()}}, true, "infra_failure", {}};
  };
  call.combine = [retry_after](std::vector<UnitAnswer>& u) {
    CallAnswer a;
    json rewards = json::array(), test = json::array(), cheat = json::array(),
         final = json::array();
    std::vector<size_t> failed;
    for (size_t i = 0; i < u.size(); ++i) {
      a.verdicts.insert(a.verdicts.end(), u[i].verdicts.begin(), u[i].verdicts.end());
      if (u[i].infra_failure) {
        failed.push_back(i);
        continue;
      }
      rewards.push_back(u[i].body.value("reward", 0.0));
      test.push_back(u[i].body.value("test_reward", 0.0));
      cheat.push_back(u[i].outcome == "cheat" ? 1.0 : 0.0);
      final.push_back(u[i].body.value("final", true) ? 1.0 : 0.0);
    }
    if (!failed.empty()) {
      a.http_status = 503;
      a.infra_failure = true;
      a.outcome = "infra_failure";
      a.headers["Retry-After"] = std::to_string(static_cast<int64_t>(std::ceil(retry_after)));
      a.body = ErrorBody({503, "query", "the sandbox could not run " +
                                            std::to_string(failed.size()) +
                                            " of the submissions (infrastructure, not the "
                                            "code); retry"});
      a.body["failed"] = failed;
      return a;
    }
    a.outcome = "done";
    a.body = {{"rewards", rewards},
              {"scores", rewards},
              {"extra_logs", {{"test_reward", test}, {"cheat", cheat}, {"final", final}}}};
    return a;
  };
  Run(req, res, std::move(call));
}

void Server::Health(httplib::Response& res) const {
  json j = {{"status", draining_ ? "draining" : "ok"},
            {"workers", jobs_->workers()},
            {"capacity", jobs_->capacity()},
            {"queue_depth", jobs_->queued()},
            {"in_flight", jobs_->running()},
            {"instance", instance_},
            {"store", store_->path()},
            {"versions", rewarder_->versions()}};
  if (auto c = store_->Counts(); c.ok()) {
    j["stored_requests"] = c->first;
    j["stored_results"] = c->second;
  }
  res.status = draining_ ? 503 : 200;
  res.set_content(j.dump(), kJson);
}

void Server::Routes() {
  http_ = std::make_unique<HttpServer>();
  httplib::Server& h = *http_;
  const harness::ServeSection& c = opts_.cfg;
  const size_t max_connections = static_cast<size_t>(c.max_connections);
  h.new_task_queue = [max_connections] { return new ConnectionThreads(max_connections); };
  h.set_keep_alive_max_count(1000000);
  h.set_keep_alive_timeout(static_cast<time_t>(std::ceil(c.keep_alive_s)));
  h.set_read_timeout(static_cast<time_t>(c.read_timeout_s),
                     static_cast<time_t>(std::fmod(c.read_timeout_s, 1.0) * 1e6));
  h.set_write_timeout(static_cast<time_t>(c.write_timeout_s),
                      static_cast<time_t>(std::fmod(c.write_timeout_s, 1.0) * 1e6));
  h.set_payload_max_length(static_cast<size_t>(c.max_body_mb) << 20);
  h.set_tcp_nodelay(true);
  h.set_socket_options([this](int fd) {
    int one = 1;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    listen_fd_ = fd;
  });

  h.set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) {
    t_request_start = std::chrono::steady_clock::now();
    // The caller's request id comes back with the answer (the server's own is X-Agentrl-Id).
    if (const std::string rid = req.get_header_value("X-Request-Id"); !rid.empty() && rid.size() <= 255) {
      res.set_header("X-Request-Id", rid);
    }
    const std::string endpoint = EndpointOf(req.path);
    if (endpoint == "ping" || endpoint == "healthz") return httplib::Server::HandlerResponse::Unhandled;
    if (draining_ && endpoint != "metrics" && endpoint != "reward_status") {
      res.status = 503;
      res.set_header("Retry-After", std::to_string(static_cast<int64_t>(std::ceil(opts_.cfg.retry_after_s))));
      res.set_header("Connection", "close");
      res.set_content(ErrorBody({503, "", "the server is draining (SIGTERM); send it elsewhere or retry"}).dump(), kJson);
      metrics_.Add("agentrl_serve_rejected_total", {{"endpoint", endpoint}, {"reason", "draining"}});
      return httplib::Server::HandlerResponse::Handled;
    }
    if (!Authorized(req)) {
      res.set_header("WWW-Authenticate", "Bearer realm=\"agentrl\"");
      Refuse(res, endpoint, {401, "Authorization", "a bearer token is required (Authorization: Bearer TOKEN, or ?access_token=TOKEN)"});
      return httplib::Server::HandlerResponse::Handled;
    }
    return httplib::Server::HandlerResponse::Unhandled;
  });
  // Statuses the library sets itself (413 past the body limit, 404, 400 for a request it could
  // not read) get the same JSON error body as ours.
  h.set_error_handler(httplib::Server::HandlerWithResponse([this](const httplib::Request& req,
                                                                   httplib::Response& res) {
    if (!res.body.empty()) return httplib::Server::HandlerResponse::Unhandled;
    const std::string endpoint = EndpointOf(req.path);
    Reject r{res.status, "", "error"};
    if (res.status == 413) {
      r = {413, "body", "larger than the server's limit of " + std::to_string(opts_.cfg.max_body_mb) + " MiB"};
    } else if (res.status == 404) {
      r = {404, "", "no such endpoint: " + req.method + " " + req.path};
    } else if (res.status == 405) {
      r = {405, "", req.method + " is not accepted here"};
    }
    Refuse(res, endpoint, r);
    res.status = r.status;
    return httplib::Server::HandlerResponse::Handled;
  }));
  h.set_logger([this](const httplib::Request& req, const httplib::Response& res) {
    if (t_owes_response) {
      t_owes_response = false;
      {
        std::lock_guard<std::mutex> lock(flights_mu_);
        --responses_owed_;
      }
      flights_cv_.notify_all();
    }
    const std::string endpoint = EndpointOf(req.path);
    metrics_.Add("agentrl_serve_requests_total", {{"endpoint", endpoint}, {"code", std::to_string(res.status)}});
    metrics_.Observe("agentrl_serve_request_duration_seconds", {{"endpoint", endpoint}},
                     SecondsSince(t_request_start));
  });

  h.Get("/v1/ping", [](const httplib::Request&, httplib::Response& res) {
    res.set_content("\"pong\"", kJson);  // SandboxFusion's answer, a JSON string
  });
  h.Get("/healthz", [this](const httplib::Request&, httplib::Response& res) { Health(res); });
  h.Get("/metrics", [this](const httplib::Request&, httplib::Response& res) {
    res.set_content(metrics_.Render(), "text/plain; version=0.0.4; charset=utf-8");
  });
  h.Post("/run_code", [this](const httplib::Request& req, httplib::Response& res) { RunCode(req, res); });
  h.Post("/v1/reward", [this](const httplib::Request& req, httplib::Response& res) { Reward(req, res, false); });
  h.Post("/v1/reward/batch", [this](const httplib::Request& req, httplib::Response& res) { Reward(req, res, true); });
  h.Get(R"(/v1/reward/([A-Za-z0-9_-]+))", [this](const httplib::Request& req, httplib::Response& res) { RewardStatus(req, res); });
  h.Post("/get_reward", [this](const httplib::Request& req, httplib::Response& res) { OpenRlhfReward(req, res); });
}

Result<std::string> Server::Bind() {
  if (port_ == 0) {
    const int port = http_->bind_to_any_port(host_);
    if (port < 0) return Status::IoError("cannot listen on " + host_ + ": bind failed");
    port_ = port;
  } else if (!http_->bind_to_port(host_, port_)) {
    return Status::IoError("cannot listen on " + host_ + ":" + std::to_string(port_) +
                           ": bind failed (in use, or not an address of this machine)");
  }
  // cpp-httplib 0.11 listens with a backlog of 5; a burst of connecting clients would see
  // refusals. listen() again on the bound socket raises it.
  if (listen_fd_ >= 0) ::listen(listen_fd_, SOMAXCONN);
  const bool v6 = host_.find(':') != std::string::npos;
  return (v6 ? "[" + host_ + "]" : host_) + ":" + std::to_string(port_);
}

void Server::Serve() {
  http_->listen_after_bind();
  serving_ = false;
}

std::string Server::Drain() {
  draining_ = true;
  const auto deadline = std::chrono::steady_clock::now() +
                        std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                            std::chrono::duration<double>(opts_.cfg.drain_timeout_s));
  // Accepted calls finish (their connections wait for them); new requests are refused with 503.
  bool all = false;
  {
    std::unique_lock<std::mutex> lock(flights_mu_);
    all = flights_cv_.wait_until(lock, deadline, [this] { return flights_ == 0; });
    // ... and their answers are written (bounded by the write timeout).
    flights_cv_.wait_for(lock, std::chrono::duration<double>(opts_.cfg.write_timeout_s),
                         [this] { return responses_owed_ == 0; });
  }
  http_->stop();
  // Connections left open by their clients (keep-alive) are closed from our side.
  for (int i = 0; i < 200 && serving_; ++i) {
    EndReadingOnTcpSockets();
    std::this_thread::sleep_for(std::chrono::milliseconds(25));
  }
  all = jobs_->Close(deadline) && all;
  std::ostringstream os;
  auto counts = store_->Counts();
  os << "drained: " << (all ? "every accepted request finished" : "the drain timeout passed; unfinished requests stay recorded without a result");
  if (counts.ok()) os << "; store " << store_->path() << ": " << counts->first << " requests, " << counts->second << " with a final result";
  return os.str();
}

// ---------------------------------------------------------------------------------------------

namespace {

bool IsLoopback(const std::string& host) {
  return host == "localhost" || host == "::1" || host == "[::1]" || host.rfind("127.", 0) == 0;
}

Result<std::string> ReadToken(const harness::ServeSection& cfg) {
  std::string token;
  if (!cfg.token_file.empty()) {
    std::ifstream in(cfg.token_file);
    if (!in) return Status::NotFound("token_file: cannot read " + cfg.token_file);
    std::getline(in, token);
    while (!token.empty() && (token.back() == '\r' || token.back() == ' ')) token.pop_back();
    if (token.empty()) return Status::InvalidInput("token_file: " + cfg.token_file + " is empty");
  } else if (const char* env = std::getenv("AGENTRL_SERVE_TOKEN"); env && *env) {
    token = env;
  }
  return token;
}

}  // namespace

Status RunServe(const harness::ServeSection& cfg, const harness::AntihackSection& antihack,
                std::ostream& out, std::ostream& log) {
  auto token = ReadToken(cfg);
  if (!token.ok()) return token.status();
  const std::string host = cfg.listen.substr(0, cfg.listen.rfind(':'));
  if (token->empty() && !cfg.insecure_no_auth) {
    return Status::InvalidInput(
        "serve: a token is required: --token-file FILE or the environment variable "
        "AGENTRL_SERVE_TOKEN (or --insecure-no-auth, on a loopback address only)");
  }
  if (token->empty() && !IsLoopback(host)) {
    return Status::InvalidInput("serve: --insecure-no-auth is accepted only on a loopback address, not " + host);
  }
  if (Status st = sandbox::CheckIsolation(); !st.ok()) return st;
  // Signals are taken by sigwait below: blocked here, before any thread starts, so every
  // thread inherits the mask and none of them is interrupted by one.
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGTERM);
  sigaddset(&set, SIGINT);
  pthread_sigmask(SIG_BLOCK, &set, nullptr);
  std::signal(SIGPIPE, SIG_IGN);

  auto server = Server::Create({cfg, antihack, *token});
  if (!server.ok()) return server.status();
  auto bound = (*server)->Bind();
  if (!bound.ok()) return bound.status();
  out << "listening on " << *bound << std::endl;
  log << "serve: " << *bound << ", store " << cfg.store << ", tasks " << cfg.tasks
      << (token->empty() ? ", NO AUTHENTICATION" : ", bearer token required") << std::endl;
  std::thread http([&] { (*server)->Serve(); });
  int sig = 0;
  sigwait(&set, &sig);
  log << "serve: " << (sig == SIGTERM ? "SIGTERM" : "SIGINT") << ": draining" << std::endl;
  const std::string summary = (*server)->Drain();
  http.join();
  log << "serve: " << summary << std::endl;
  return Status::Ok();
}

}  // namespace agentrl::serve
