// Load benchmark of `agentrl serve` (issue 43): many concurrent clients over real sockets against
// the real server binary, and in the same run the same work through the in-process execution
// pool, so that what the server adds is a difference of two measurements taken minutes apart on
// the same machine.
//
// Not a Google Benchmark program: a load test drives one child process from up to 64 client
// threads at a time and its unit is a whole run of N requests, not an iteration. It writes one
// JSON file with every measurement (the raw latencies included), a plot and a README table.
//
// Workloads, each at every concurrency C (C client threads, each with its own keep-alive
// httplib::Client; or C submitter threads in process), N requests in all:
//   trivial        POST /run_code {"code": "print(1)"}      vs sandbox::RunCode on W worker threads
//   reward         POST /v1/reward, the honest fizzbuzz      vs harness::RewardService over
//                  solution with a unique comment per         sandbox::ExecutionPool (W workers),
//                  request, so every request runs (no hit)    the rule library and committed judge
//   reward_cached  the same submission every time: the pool's cache answers on both sides, so
//                  what is left is the grading path around the sandbox (rule stage and judge on
//                  both sides; HTTP, JSON, the submission directory and the store on the server's)
// Latency is per request: at the client from the send to the answer; in process from the
// submission to the completed future. Sides alternate ABBA over `--reps` repetitions; at C = 1
// request by request (ABBA within a repetition).
//
// Then the queue bound: a server with --workers 2 --queue 2 and bursts of more simultaneous
// requests than it can admit; only 200 and 429 (/v1/reward) or 504 (/run_code) are expected,
// each refusal at once. After every server run the store's counts (GET /healthz) are compared
// with the answers the clients got: a request answered 200 whose result is not stored is lost.
//
//   ./build/bench/agentrl_bench_serve            # writes bench/results/serve/serve_load.*
#include <fcntl.h>
#include <httplib.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <ctime>
#include <deque>
#include <filesystem>
#include <fstream>
#include <functional>
#include <future>
#include <iostream>
#include <latch>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "agentrl/antihack/judge.h"
#include "agentrl/antihack/rules.h"
#include "agentrl/core/files.h"
#include "agentrl/harness/experiment_config.h"
#include "agentrl/harness/plot.h"
#include "agentrl/harness/reward_service.h"
#include "agentrl/sandbox/execute.h"
#include "agentrl/sandbox/pool.h"
#include "agentrl/sandbox/run_code.h"
#include "agentrl/sandbox/run_dir.h"
#include "agentrl/sandbox/task.h"

#ifndef AGENTRL_SOURCE_DIR_DEFAULT
#define AGENTRL_SOURCE_DIR_DEFAULT "."
#endif

extern char** environ;

namespace {

namespace fs = std::filesystem;
namespace sb = agentrl::sandbox;
using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

constexpr const char* kTaskDir = "easy-01-fizzbuzz";
constexpr const char* kSolutionFile = "solution.py";
constexpr const char* kTrivialCode = "print(1)";
constexpr double kOverheadTargetMs = 2.0;   // server P50 over the in-process pool
constexpr double kThroughputTarget = 0.90;  // server throughput over the pool's
constexpr double kRejectTargetMs = 50.0;    // a 429/504 above the queue bound
constexpr int kTargetConcurrency = 64;      // 0 errors and 0 lost results here

double Seconds(Clock::duration d) { return std::chrono::duration<double>(d).count(); }

double LoadAverage() {
  double l[1] = {-1};
  return getloadavg(l, 1) == 1 ? l[0] : -1;
}

// --- options ------------------------------------------------------------------------------

struct Options {
  std::string agentrl;  // the server binary
  std::string repo;     // cwd of the server (tasks/python resolves there)
  std::string out_dir;  // serve_load.json, .svg, .png, README.md
  int workers = 2;
  std::vector<int> concurrency = {1, 4, 16, 64};
  int reps = 2;
  double scale = 1.0;  // multiplies every request count
  int bursts = 10, burst_size = 48;
  bool keep_tmp = false;
  bool queue_bound_only = false;  // run only the queue-bound test; print its JSON, write nothing
  // Run only the /v1/reward cells at C = 1 (interleaved, reps x 200 x scale pairs) and write
  // OUT_DIR/reward_overhead.json: the overhead target with the sample it needs.
  bool overhead_only = false;
  // Leave the in-process side in the host's mount namespace (the server always enters its own).
  bool host_mount_namespace = false;
  std::string command;    // as invoked, for the README
  std::string from_json;  // render the plot and README from a saved run; run nothing
};

std::vector<int> ParseInts(const std::string& s) {
  std::vector<int> v;
  std::stringstream ss(s);
  for (std::string part; std::getline(ss, part, ',');) v.push_back(std::stoi(part));
  return v;
}

bool ParseOptions(int argc, char** argv, Options* o) {
  const fs::path self = fs::canonical("/proc/self/exe");
  o->agentrl = (self.parent_path().parent_path() / "agentrl").string();
  const char* src = std::getenv("AGENTRL_SOURCE_DIR");
  o->repo = src ? src : AGENTRL_SOURCE_DIR_DEFAULT;
  o->command = argv[0];
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    o->command += " " + a;
    const size_t eq = a.find('=');
    const std::string key = a.substr(0, eq), val = eq == std::string::npos ? "" : a.substr(eq + 1);
    if (key == "--agentrl")
      o->agentrl = val;
    else if (key == "--repo")
      o->repo = val;
    else if (key == "--out_dir")
      o->out_dir = val;
    else if (key == "--workers")
      o->workers = std::stoi(val);
    else if (key == "--concurrency")
      o->concurrency = ParseInts(val);
    else if (key == "--reps")
      o->reps = std::stoi(val);
    else if (key == "--scale")
      o->scale = std::stod(val);
    else if (key == "--bursts")
      o->bursts = std::stoi(val);
    else if (key == "--burst_size")
      o->burst_size = std::stoi(val);
    else if (key == "--keep_tmp")
      o->keep_tmp = true;
    else if (key == "--queue_bound_only")
      o->queue_bound_only = true;
    else if (key == "--overhead_only")
      o->overhead_only = true;
    else if (key == "--host_mount_namespace")
      o->host_mount_namespace = true;
    else if (key == "--from_json")
      o->from_json = val;
    else {
      std::cerr << "unknown flag " << a << "\n"
                << "flags: --agentrl=PATH (default: <build>/agentrl) --repo=DIR (default: the "
                   "source tree) --out_dir=DIR (default: REPO/bench/results/serve) --workers=W (2) "
                   "--concurrency=1,4,16,64 --reps=2 --scale=1.0 --bursts=10 --burst_size=48 "
                   "--keep_tmp --from_json=RUN.json (only the plot and README of a saved run) "
                   "--queue_bound_only (only the queue-bound test, its JSON on stdout) "
                   "--overhead_only (only /v1/reward at C = 1, interleaved: "
                   "OUT_DIR/reward_overhead.json) --host_mount_namespace (the in-process side "
                   "stays in the host's mount namespace)\n";
      return false;
    }
  }
  if (o->out_dir.empty()) o->out_dir = o->repo + "/bench/results/serve";
  return true;
}

// Requests per cell: enough for a P99 at the larger C, bounded so that the whole run stays
// near five minutes on 2 cores (pytest grading: ~10/s with two workers). Reward at C = 1 gets
// the most: the sandbox's own spread (SD ~15 ms) is what the overhead target's interval has to
// see through, and 2 x 200 pairs bring its paired interval to about ±1 ms.
int RequestsFor(const std::string& workload, int c, double scale) {
  const std::map<int, int> trivial = {{1, 60}, {4, 120}, {16, 160}, {64, 256}};
  const std::map<int, int> reward = {{1, 200}, {4, 32}, {16, 48}, {64, 128}};
  const std::map<int, int> cached = {{1, 100}, {4, 160}, {16, 192}, {64, 256}};
  const auto& table = workload == "trivial" ? trivial : workload == "reward" ? reward : cached;
  auto it = table.lower_bound(c);
  const int base =
      it == table.end() ? table.rbegin()->second * c / table.rbegin()->first : it->second;
  return std::max(c, static_cast<int>(std::lround(base * scale)));
}

// --- samples and statistics -----------------------------------------------------------------

struct Sample {
  double latency_s = 0;
  int status = 0;        // HTTP status; 0: transport error. In process: 200 or 500.
  bool correct = false;  // print(1) printed "1"; the honest solution earned reward 1
  bool from_cache = false;
  double exec_s = NAN;       // the sandbox's own time for it, as reported
  double exec_cpu_s = NAN;   // the sandbox's CPU time and run-queue wait for it, as reported
  double exec_cpu_wait_s = NAN;
  bool retry_after = false;  // a refusal carried Retry-After
  std::string error;
};

double Percentile(std::vector<double> v, double p) {
  if (v.empty()) return NAN;
  std::sort(v.begin(), v.end());
  const size_t rank = static_cast<size_t>(std::ceil(p * static_cast<double>(v.size())));
  return v[std::min(v.size() - 1, rank == 0 ? 0 : rank - 1)];
}

double Round(double x, double unit = 1e-3) {
  return std::isfinite(x) ? std::round(x / unit) * unit : x;
}

json Stats(const std::vector<double>& ms) {
  if (ms.empty()) return json{{"n", 0}};
  double sum = 0;
  for (double x : ms) sum += x;
  return {{"n", ms.size()},
          {"mean", Round(sum / static_cast<double>(ms.size()))},
          {"p50", Round(Percentile(ms, 0.50))},
          {"p95", Round(Percentile(ms, 0.95))},
          {"p99", Round(Percentile(ms, 0.99))},
          {"max", Round(*std::max_element(ms.begin(), ms.end()))}};
}

// --- the load generator ---------------------------------------------------------------------

using SendFn = std::function<Sample(int request)>;

struct Run {
  std::vector<Sample> samples;
  double wall_s = 0;
};

// n requests from c threads. Each thread makes its sender (its connection) before the clock
// starts; requests are handed out by a shared counter, so a thread sends its next as soon as its
// last is answered (closed loop).
Run RunConcurrent(int c, int n, const std::function<SendFn()>& make_sender) {
  std::vector<std::vector<Sample>> per(c);
  std::atomic<int> next{0};
  std::latch ready(c), start(1);
  std::vector<std::thread> threads;
  for (int t = 0; t < c; ++t) {
    threads.emplace_back([&, t] {
      SendFn send = make_sender();
      ready.count_down();
      start.wait();
      for (int i = next++; i < n; i = next++) per[t].push_back(send(i));
    });
  }
  ready.wait();
  const auto t0 = Clock::now();
  start.count_down();
  for (auto& th : threads) th.join();
  Run r;
  r.wall_s = Seconds(Clock::now() - t0);
  for (auto& v : per) r.samples.insert(r.samples.end(), v.begin(), v.end());
  return r;
}

// --- request bodies -------------------------------------------------------------------------

struct Bodies {
  std::string honest;  // the task's honest solution
  std::string nonce;   // this run's, in every unique comment
  std::atomic<int64_t> unique{0};

  // The solution text of request i of a workload: unique per request for "reward". The marker
  // is letters only: digits in it could match the task's test inputs, which the judge's
  // hardcoded-output features count (an honest solution was judged a cheat that way).
  std::string Solution(const std::string& workload) {
    if (workload == "reward_cached") return honest + "\n# serve_load cached\n";
    return honest + "\n# serve_load " + nonce + " " + Letters(unique++) + "\n";
  }
  static std::string Letters(int64_t n) {
    std::string s;
    do {
      s += static_cast<char>('a' + n % 26);
      n /= 26;
    } while (n > 0);
    return s;
  }
  std::string Http(const std::string& workload) {
    if (workload == "trivial") return json{{"code", kTrivialCode}, {"language", "python"}}.dump();
    return json{{"task_id", kTaskDir}, {"files", {{kSolutionFile, Solution(workload)}}}}.dump();
  }
};

std::string Endpoint(const std::string& workload) {
  return workload == "trivial" ? "/run_code" : "/v1/reward";
}

// --- the server, as a child process ---------------------------------------------------------

std::unique_ptr<httplib::Client> Connect(int port, double read_timeout_s) {
  auto cli = std::make_unique<httplib::Client>("127.0.0.1", port);
  cli->set_keep_alive(true);
  // As requests (urllib3) and aiohttp do: without it the body, written after the headers, waits
  // for the server's delayed ACK (40 ms on Linux).
  cli->set_tcp_nodelay(true);
  cli->set_connection_timeout(10, 0);
  cli->set_read_timeout(static_cast<time_t>(read_timeout_s), 0);
  cli->set_write_timeout(30, 0);
  return cli;
}

json GetHealth(int port) {
  auto cli = Connect(port, 10);
  auto res = cli->Get("/healthz");
  if (!res) return json{{"error", httplib::to_string(res.error())}};
  json j = json::parse(res->body, nullptr, false);
  return j.is_discarded() ? json{{"error", "not JSON: " + res->body}} : j;
}

// `agentrl serve` on 127.0.0.1:0 with its own store; stopped (SIGTERM, drain) by Stop or the
// destructor.
class ServerProcess {
 public:
  static std::unique_ptr<ServerProcess> Start(const Options& o, const std::string& dir,
                                              const std::string& name, int workers, int queue,
                                              std::string* error) {
    std::unique_ptr<ServerProcess> s(new ServerProcess);
    s->out_ = dir + "/" + name + ".out";
    s->err_ = dir + "/" + name + ".err";
    const std::vector<std::string> args = {o.agentrl,
                                           "serve",
                                           "--listen",
                                           "127.0.0.1:0",
                                           "--insecure-no-auth",
                                           "--store",
                                           dir + "/" + name + ".sqlite",
                                           "--tasks",
                                           "tasks/python",
                                           "--workers",
                                           std::to_string(workers),
                                           "--queue",
                                           std::to_string(queue)};
    s->argv_ = args;
    std::vector<char*> a;
    for (const auto& x : args) a.push_back(const_cast<char*>(x.c_str()));
    a.push_back(nullptr);
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 1, s->out_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_addopen(&fa, 2, s->err_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_addchdir_np(&fa, o.repo.c_str());
    const int rc = posix_spawn(&s->pid_, a[0], &fa, nullptr, a.data(), environ);
    posix_spawn_file_actions_destroy(&fa);
    if (rc != 0) {
      *error = "cannot start " + o.agentrl + ": " + std::strerror(rc);
      s->pid_ = -1;
      return nullptr;
    }
    const auto deadline = Clock::now() + std::chrono::seconds(60);
    while (Clock::now() < deadline) {
      std::ifstream in(s->out_);
      std::string line;
      if (std::getline(in, line) && in.good()) {  // a whole first line
        const size_t colon = line.rfind(':');
        if (line.rfind("listening on ", 0) == 0 && colon != std::string::npos) {
          s->port_ = std::stoi(line.substr(colon + 1));
          return s;
        }
        *error = "unexpected first line from the server: " + line;
        return nullptr;
      }
      int status = 0;
      if (waitpid(s->pid_, &status, WNOHANG) == s->pid_) {
        s->pid_ = -1;
        *error = "the server exited at start: " + s->Log();
        return nullptr;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    *error = "the server printed no port within 60 s: " + s->Log();
    return nullptr;
  }
  ~ServerProcess() { Stop(); }
  ServerProcess(const ServerProcess&) = delete;
  ServerProcess& operator=(const ServerProcess&) = delete;

  int port() const { return port_; }
  std::string Command() const {
    std::string c;
    for (const auto& a : argv_) c += (c.empty() ? "" : " ") + a;
    return c;
  }
  std::string Log() const {
    std::ifstream in(err_);
    std::stringstream ss;
    ss << in.rdbuf();
    std::string s = ss.str();
    return s.size() > 2000 ? s.substr(s.size() - 2000) : s;
  }

  // SIGTERM, then waits for the drain; {"exit": status, "drain_s": seconds} (exit -1: killed).
  json Stop() {
    if (pid_ <= 0) return stopped_;
    const auto t0 = Clock::now();
    kill(pid_, SIGTERM);
    int status = 0;
    bool done = false;
    while (Seconds(Clock::now() - t0) < 150) {
      if (waitpid(pid_, &status, WNOHANG) == pid_) {
        done = true;
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    if (!done) {
      kill(pid_, SIGKILL);
      waitpid(pid_, &status, 0);
    }
    stopped_ = {{"exit", done && WIFEXITED(status) ? WEXITSTATUS(status) : -1},
                {"drain_s", Round(Seconds(Clock::now() - t0))}};
    pid_ = -1;
    return stopped_;
  }

 private:
  ServerProcess() = default;
  pid_t pid_ = -1;
  int port_ = 0;
  std::string out_, err_;
  std::vector<std::string> argv_;
  json stopped_;
};

// Waits until the server has nothing queued or running and every stored request has its result
// (at most timeout_s); returns the last /healthz.
json WaitQuiet(int port, double timeout_s = 30) {
  const auto t0 = Clock::now();
  json h;
  for (;;) {
    h = GetHealth(port);
    const bool idle = h.value("queue_depth", 1) == 0 && h.value("in_flight", 1) == 0 &&
                      h.value("stored_requests", -1) == h.value("stored_results", -2);
    const double waited = Seconds(Clock::now() - t0);
    if (idle || waited > timeout_s) {
      if (!idle || waited > 1) {
        std::fprintf(stderr, "  (waited %.1f s for the server to be idle%s: %s)\n", waited,
                     idle ? "" : ", gave up", h.dump().substr(0, 300).c_str());
      }
      return h;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

// The store against the clients' answers: every 200 must have a stored result.
json StoreCheck(int port, const json& before, int answered_ok) {
  const json after = WaitQuiet(port, 15);
  const int64_t requests =
      after.value("stored_requests", int64_t{0}) - before.value("stored_requests", int64_t{0});
  const int64_t results =
      after.value("stored_results", int64_t{0}) - before.value("stored_results", int64_t{0});
  return {{"answered_ok", answered_ok},
          {"stored_requests", requests},
          {"stored_results", results},
          {"lost_results", std::max<int64_t>(0, answered_ok - results)},
          {"requests_without_result", requests - results}};
}

// --- senders ------------------------------------------------------------------------------

// One client thread's connection; posts the workload's request and checks the answer.
SendFn HttpSender(int port, const std::string& workload, Bodies* bodies) {
  std::shared_ptr<httplib::Client> cli = Connect(port, 300);
  cli->Get("/v1/ping");  // opens the keep-alive connection before the clock starts
  return [cli, workload, bodies](int) {
    const std::string body = bodies->Http(workload);
    Sample s;
    const auto t0 = Clock::now();
    auto res = cli->Post(Endpoint(workload), body, "application/json");
    s.latency_s = Seconds(Clock::now() - t0);
    if (!res) {
      s.error = httplib::to_string(res.error());
      return s;
    }
    s.status = res->status;
    s.retry_after = res->has_header("Retry-After");
    if (s.status != 200) {
      s.error = res->body.substr(0, 300);
      return s;
    }
    const json j = json::parse(res->body, nullptr, false);
    if (j.is_discarded()) {
      s.error = "answer not JSON";
      return s;
    }
    if (workload == "trivial") {
      const json& run = j.value("run_result", json());
      s.correct =
          j.value("status", "") == "Success" && run.is_object() && run.value("stdout", "") == "1\n";
      if (run.is_object()) s.exec_s = run.value("execution_time", NAN);
    } else {
      const json& sr = j.value("sandbox", json());
      s.correct = j.value("status", "") == "Success" && j.value("reward", 0.0) == 1.0;
      if (sr.is_object()) {
        s.from_cache = sr.value("from_cache", false);
        if (!s.from_cache) {  // a hit reports the first run's
          s.exec_s = sr.value("wall_s", NAN);
          s.exec_cpu_s = sr.value("cpu_s", NAN);
          s.exec_cpu_wait_s = sr.value("cpu_wait_s", NAN);
        }
      }
    }
    if (!s.correct && workload != "trivial") {
      const json& v = j.value("verdict", json());
      s.error = "status " + j.value("status", std::string("?")) + ", reward " +
                j.value("reward", json()).dump() + ", test_reward " +
                j.value("test_reward", json()).dump() + ", verdict " +
                (v.is_object() ? v.value("category", json()).dump() : std::string("none"));
    } else if (!s.correct) {
      s.error = "unexpected answer: " + res->body.substr(0, 300);
    }
    return s;
  };
}

// W threads running closures in order of submission: the in-process pool for /run_code's work.
class WorkerQueue {
 public:
  explicit WorkerQueue(int workers) {
    for (int i = 0; i < workers; ++i) threads_.emplace_back([this] { Work(); });
  }
  ~WorkerQueue() {
    {
      std::lock_guard<std::mutex> lock(mu_);
      stopping_ = true;
    }
    cv_.notify_all();
    for (auto& t : threads_) t.join();
  }
  WorkerQueue(const WorkerQueue&) = delete;
  WorkerQueue& operator=(const WorkerQueue&) = delete;

  void Post(std::function<void()> fn) {
    {
      std::lock_guard<std::mutex> lock(mu_);
      queue_.push_back(std::move(fn));
    }
    cv_.notify_one();
  }

 private:
  void Work() {
    for (;;) {
      std::function<void()> fn;
      {
        std::unique_lock<std::mutex> lock(mu_);
        cv_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
        if (queue_.empty()) return;
        fn = std::move(queue_.front());
        queue_.pop_front();
      }
      fn();
    }
  }
  std::mutex mu_;
  std::condition_variable cv_;
  std::deque<std::function<void()>> queue_;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

struct InProcess {
  WorkerQueue* code_workers;
  sb::CodeRunOptions code_opts;
  agentrl::harness::RewardService* service;  // the server's grading path, without HTTP
  std::string task_id;
  std::string scratch;  // submission directories
  std::atomic<int64_t> next_id{0};
};

SendFn TrivialInProcess(InProcess* ip) {
  return [ip](int) {
    sb::CodeRequest req;
    req.language = "python";
    req.code = kTrivialCode;
    Sample s;
    const auto t0 = Clock::now();
    // Shared with the worker: it may still be inside set_value when get() returns here.
    auto done = std::make_shared<std::promise<agentrl::Result<sb::CodeResult>>>();
    std::future<agentrl::Result<sb::CodeResult>> answer = done->get_future();
    ip->code_workers->Post([ip, req, done] { done->set_value(sb::RunCode(req, ip->code_opts)); });
    agentrl::Result<sb::CodeResult> r = answer.get();
    s.latency_s = Seconds(Clock::now() - t0);
    s.status = r.ok() ? 200 : 500;
    if (!r.ok()) {
      s.error = r.status().message();
      return s;
    }
    s.correct = r->run && r->run->termination == sb::Termination::kExited &&
                r->run->exit_code == 0 && r->run->stdout_text == "1\n";
    if (r->run) s.exec_s = r->run->wall_s;
    if (!s.correct) s.error = "unexpected result";
    return s;
  };
}

SendFn RewardInProcess(InProcess* ip, const std::string& workload, Bodies* bodies) {
  return [ip, workload, bodies](int i) {
    // The submission directory is written before the clock starts (the server writes its own
    // after its clock started: that is part of what the server adds).
    const std::string id = "bench-" + std::to_string(ip->next_id.fetch_add(1));
    const std::string dir = ip->scratch + "/" + id + "-" + std::to_string(i);
    fs::create_directories(dir);
    std::ofstream(dir + "/" + kSolutionFile) << bodies->Solution(workload);
    Sample s;
    const auto t0 = Clock::now();
    const agentrl::Status st = ip->service->Process({{id, ip->task_id, {}, dir}});
    const std::vector<agentrl::harness::Booked> done = ip->service->Await({id});
    s.latency_s = Seconds(Clock::now() - t0);
    std::error_code ec;
    fs::remove_all(dir, ec);
    if (!st.ok() || done.size() != 1 || done[0].infra_failure) {
      s.status = 500;
      s.error = !st.ok() ? st.message() : done.empty() ? "not booked" : done[0].result.reason;
      return s;
    }
    const agentrl::harness::Booked& b = done[0];
    s.status = 200;
    s.correct = b.result.status == sb::RunStatus::kPassed && b.reward > 0;
    s.from_cache = b.from_cache;
    if (!b.from_cache) {
      s.exec_s = b.result.wall_s;
      s.exec_cpu_s = b.result.cpu_s;
      s.exec_cpu_wait_s = b.result.cpu_wait_s;
    }
    if (!s.correct) s.error = "reward " + std::to_string(b.reward) + ", verdict " + b.verdict.outcome;
    return s;
  };
}

// --- cells --------------------------------------------------------------------------------

json CellJson(const std::string& workload, const std::string& side, int c, int rep, const Run& run,
              double load_before) {
  std::vector<double> lat, overhead, exec;
  std::map<std::string, int> statuses;
  int transport = 0, wrong = 0, hits = 0, ok = 0;
  std::vector<std::string> errors;
  for (const Sample& s : run.samples) {
    lat.push_back(s.latency_s * 1e3);
    statuses[std::to_string(s.status)]++;
    if (s.status == 0) ++transport;
    if (s.status == 200) ++ok;
    if (s.status == 200 && !s.correct) ++wrong;
    if (s.from_cache) ++hits;
    if (std::isfinite(s.exec_s)) {
      exec.push_back(s.exec_s * 1e3);
      overhead.push_back((s.latency_s - s.exec_s) * 1e3);
    }
    if (!s.error.empty() && errors.size() < 5) errors.push_back(s.error);
  }
  std::vector<double> rounded;
  // Null where the answer reported none (a cache hit; /run_code reports no CPU time).
  json sandbox_ms = json::array(), sandbox_cpu_ms = json::array(), sandbox_wait_ms = json::array();
  auto ms = [](double s) { return std::isfinite(s) ? json(Round(s * 1e3, 0.01)) : json(); };
  for (double x : lat) rounded.push_back(Round(x, 0.01));
  for (const Sample& s : run.samples) {
    sandbox_ms.push_back(ms(s.exec_s));
    sandbox_cpu_ms.push_back(ms(s.exec_cpu_s));
    sandbox_wait_ms.push_back(ms(s.exec_cpu_wait_s));
  }
  return {{"workload", workload},
          {"side", side},
          {"concurrency", c},
          {"rep", rep},
          {"requests", run.samples.size()},
          {"wall_s", Round(run.wall_s)},
          {"throughput_rps", Round(static_cast<double>(run.samples.size()) / run.wall_s)},
          {"latency_ms", Stats(lat)},
          {"exec_ms", Stats(exec)},
          {"latency_minus_exec_ms", Stats(overhead)},
          {"ok", ok},
          {"statuses", statuses},
          {"transport_errors", transport},
          {"wrong_answers", wrong},
          {"errors", static_cast<int>(run.samples.size()) - ok + wrong},
          {"cache_hits", hits},
          {"error_examples", errors},
          {"loadavg_1m_before", Round(load_before, 0.01)},
          {"loadavg_1m_after", Round(LoadAverage(), 0.01)},
          {"latencies_ms", rounded},
          {"sandbox_ms", sandbox_ms},
          {"sandbox_cpu_ms", sandbox_cpu_ms},
          {"sandbox_cpu_wait_ms", sandbox_wait_ms}};
}

struct Bench {
  Options opts;
  Bodies bodies;
  InProcess ip;
  ServerProcess* server = nullptr;
  json cells = json::array();

  std::function<SendFn()> Sender(const std::string& workload, const std::string& side) {
    if (side == "server") {
      const int port = server->port();
      return [this, port, workload] { return HttpSender(port, workload, &bodies); };
    }
    if (workload == "trivial") return [this] { return TrivialInProcess(&ip); };
    return [this, workload] { return RewardInProcess(&ip, workload, &bodies); };
  }

  void Warm(const std::string& workload, const std::string& side) {
    RunConcurrent(opts.workers, 2 * opts.workers, Sender(workload, side));
    if (side == "server") WaitQuiet(server->port());
  }

  void Cell(const std::string& workload, const std::string& side, int c, int rep) {
    const int n = RequestsFor(workload, c, opts.scale);
    json before;
    if (side == "server") before = WaitQuiet(server->port());
    const double load = LoadAverage();
    const Run run = RunConcurrent(c, n, Sender(workload, side));
    json cell = CellJson(workload, side, c, rep, run, load);
    if (side == "server") cell["store"] = StoreCheck(server->port(), before, cell["ok"].get<int>());
    std::fprintf(
        stderr,
        "  %-13s %-10s C=%-3d rep %d: %4d req  %7.1f req/s  p50 %8.2f ms  p99 %8.2f ms  errors "
        "%d%s\n",
        workload.c_str(), side.c_str(), c, rep, n, cell["throughput_rps"].get<double>(),
        cell["latency_ms"]["p50"].get<double>(), cell["latency_ms"]["p99"].get<double>(),
        cell["errors"].get<int>(),
        cell.contains("store")
            ? (" lost " + std::to_string(cell["store"]["lost_results"].get<int64_t>())).c_str()
            : "");
    cells.push_back(std::move(cell));
  }

  // C = 1: the two sides alternate request by request (ABBA within the repetition), so the
  // host's drift over the cell (the sandbox's time moves by tens of ms on a shared VM) falls on
  // both alike and the P50 difference is the server's own. Each side's wall time is the sum of
  // its requests' latencies (one client, closed loop).
  void CellInterleaved(const std::string& workload, int rep) {
    const int n = RequestsFor(workload, 1, opts.scale);
    const json before = WaitQuiet(server->port());
    const double load = LoadAverage();
    SendFn to_server = Sender(workload, "server")(), in_process = Sender(workload, "in_process")();
    Run server_run, ip_run;
    for (int i = 0; i < n; ++i) {
      // ABBA over pairs: server first in pairs 0, 3, 4, 7, ...
      const bool server_first = ((i / 2) % 2 == 0) == (i % 2 == 0);
      for (bool to_srv : {server_first, !server_first}) {
        Sample smp = to_srv ? to_server(i) : in_process(i);
        Run& r = to_srv ? server_run : ip_run;
        r.wall_s += smp.latency_s;
        r.samples.push_back(std::move(smp));
      }
    }
    for (const std::string side : {"server", "in_process"}) {
      const Run& run = side == "server" ? server_run : ip_run;
      json cell = CellJson(workload, side, 1, rep, run, load);
      cell["interleaved"] = true;
      if (side == "server") cell["store"] = StoreCheck(server->port(), before, cell["ok"].get<int>());
      std::fprintf(stderr, "  %-13s %-10s C=1   rep %d: %4d req interleaved  p50 %8.2f ms\n",
                   workload.c_str(), side.c_str(), rep, n, cell["latency_ms"]["p50"].get<double>());
      cells.push_back(std::move(cell));
    }
  }

  // Every concurrency, both sides in ABBA order over the repetitions (interleaved at C = 1).
  void Workload(const std::string& workload) {
    Warm(workload, "in_process");
    Warm(workload, "server");
    for (int c : opts.concurrency) {
      for (int rep = 0; rep < opts.reps; ++rep) {
        if (c == 1) {
          CellInterleaved(workload, rep);
          continue;
        }
        const bool server_first = rep % 2 == 1;
        Cell(workload, server_first ? "server" : "in_process", c, rep);
        Cell(workload, server_first ? "in_process" : "server", c, rep);
      }
    }
  }
};

// At C = 1 the sides alternate request by request: request i of one side ran next to request i
// of the other. A bootstrap over those pairs keeps what a pair shares (the host's drift) out of
// the interval, which resampling each side on its own does not; and the sandbox's own time, CPU
// time and run-queue wait, compared the same way, say whether the server's executions
// themselves are slower. Null when the cells were not interleaved.
json PairedComparison(const json& cells, const std::string& workload, int c) {
  struct Side {
    std::vector<double> lat, sandbox, cpu, wait;
  };
  std::map<int, std::map<std::string, const json*>> by_rep;
  for (const json& cell : cells) {
    if (cell["workload"] != workload || cell["concurrency"] != c || !cell.value("interleaved", false))
      continue;
    by_rep[cell["rep"].get<int>()][cell["side"].get<std::string>()] = &cell;
  }
  std::map<std::string, Side> side;
  auto num = [](const json& cell, const char* key, size_t i) {
    return cell.contains(key) && cell[key][i].is_number() ? cell[key][i].get<double>() : NAN;
  };
  for (const auto& [rep, sides] : by_rep) {
    if (sides.size() != 2) continue;
    const json& a = *sides.at("server");
    const json& b = *sides.at("in_process");
    const size_t n = std::min(a["latencies_ms"].size(), b["latencies_ms"].size());
    for (size_t i = 0; i < n; ++i) {
      for (const auto& [name, cell] : {std::pair<std::string, const json*>{"server", &a},
                                       {"in_process", &b}}) {
        Side& s = side[name];
        s.lat.push_back((*cell)["latencies_ms"][i].get<double>());
        s.sandbox.push_back(num(*cell, "sandbox_ms", i));
        s.cpu.push_back(num(*cell, "sandbox_cpu_ms", i));
        s.wait.push_back(num(*cell, "sandbox_cpu_wait_ms", i));
      }
    }
  }
  const size_t n = side["server"].lat.size();
  if (n < 10) return json();
  // P50 of `a` minus P50 of `b` over the pairs `idx` where both are numbers.
  auto p50_diff = [](const std::vector<double>& a, const std::vector<double>& b,
                     const std::vector<size_t>& idx) {
    std::vector<double> x, y;
    for (size_t i : idx) {
      if (std::isfinite(a[i]) && std::isfinite(b[i])) {
        x.push_back(a[i]);
        y.push_back(b[i]);
      }
    }
    return x.empty() ? NAN : Percentile(x, 0.5) - Percentile(y, 0.5);
  };
  auto median_of_diffs = [](const std::vector<double>& a, const std::vector<double>& b,
                            const std::vector<size_t>& idx) {
    std::vector<double> d;
    for (size_t i : idx) d.push_back(a[i] - b[i]);
    return Percentile(d, 0.5);
  };
  const Side& sv = side["server"];
  const Side& ip = side["in_process"];
  using Stat = std::function<double(const std::vector<size_t>&)>;
  const std::vector<std::pair<std::string, Stat>> stats = {
      {"added_p50_ms", [&](const auto& idx) { return p50_diff(sv.lat, ip.lat, idx); }},
      {"median_of_differences_ms", [&](const auto& idx) { return median_of_diffs(sv.lat, ip.lat, idx); }},
      {"sandbox_p50_diff_ms", [&](const auto& idx) { return p50_diff(sv.sandbox, ip.sandbox, idx); }},
      {"sandbox_cpu_p50_diff_ms", [&](const auto& idx) { return p50_diff(sv.cpu, ip.cpu, idx); }},
      {"sandbox_cpu_wait_p50_diff_ms", [&](const auto& idx) { return p50_diff(sv.wait, ip.wait, idx); }}};
  std::vector<size_t> all(n);
  for (size_t i = 0; i < n; ++i) all[i] = i;
  std::mt19937_64 rng(20261207);
  std::map<std::string, std::vector<double>> boot;
  std::vector<size_t> idx(n);
  for (int k = 0; k < 2000; ++k) {
    for (size_t& i : idx) i = rng() % n;
    for (const auto& [name, f] : stats) {
      const double v = f(idx);
      if (std::isfinite(v)) boot[name].push_back(v);
    }
  }
  json out = {{"pairs", n}};
  for (const auto& [name, f] : stats) {
    const double v = f(all);
    if (!std::isfinite(v) || boot[name].size() < 100) continue;
    out[name] = Round(v);
    out[name.substr(0, name.size() - 3) + "_ci95_ms"] =
        json::array({Round(Percentile(boot[name], 0.025)), Round(Percentile(boot[name], 0.975))});
  }
  return out;
}

// Pools a workload's repetitions per side and concurrency, and compares the sides.
json Compare(const json& cells, const std::string& workload, int c) {
  json out = {{"workload", workload}, {"concurrency", c}};
  std::map<std::string, std::vector<double>> lat, beyond;  // beyond: latency - its sandbox time
  std::map<std::string, double> wall, n;
  std::map<std::string, int> errors, lost, hits;
  for (const json& cell : cells) {
    if (cell["workload"] != workload || cell["concurrency"] != c) continue;
    const std::string side = cell["side"];
    for (double x : cell["latencies_ms"]) lat[side].push_back(x);
    for (size_t i = 0; i < cell["sandbox_ms"].size(); ++i) {
      const json& sandbox = cell["sandbox_ms"][i];
      if (sandbox.is_number()) {
        beyond[side].push_back(cell["latencies_ms"][i].get<double>() - sandbox.get<double>());
      }
    }
    wall[side] += cell["wall_s"].get<double>();
    n[side] += cell["requests"].get<double>();
    errors[side] += cell["errors"].get<int>();
    hits[side] += cell["cache_hits"].get<int>();
    if (cell.contains("store")) lost[side] += cell["store"]["lost_results"].get<int>();
  }
  for (const std::string side : {"server", "in_process"}) {
    out[side] = {{"latency_ms", Stats(lat[side])},
                 {"throughput_rps", Round(n[side] / wall[side])},
                 {"latency_beyond_sandbox_ms", Stats(beyond[side])},
                 {"errors", errors[side]},
                 {"cache_hits", hits[side]}};
  }
  out["server"]["lost_results"] = lost["server"];
  const json& s = out["server"]["latency_ms"];
  const json& b = out["in_process"]["latency_ms"];
  out["added_ms"] = {{"p50", Round(s["p50"].get<double>() - b["p50"].get<double>())},
                     {"p95", Round(s["p95"].get<double>() - b["p95"].get<double>())},
                     {"p99", Round(s["p99"].get<double>() - b["p99"].get<double>())}};
  // Per request, latency minus the request's own sandbox time: the sandbox's run-to-run spread
  // (tens of ms on a busy host) drops out; what is left is queueing and everything else.
  const json& sb_ = out["server"]["latency_beyond_sandbox_ms"];
  const json& bb = out["in_process"]["latency_beyond_sandbox_ms"];
  out["added_beyond_sandbox_p50_ms"] =
      sb_.contains("p50") && bb.contains("p50")
          ? json(Round(sb_["p50"].get<double>() - bb["p50"].get<double>()))
          : json();
  // 95% bootstrap intervals of both P50 differences (2000 resamples of each side, fixed seed):
  // the raw one carries the sandbox's run-to-run spread, the per-request one does not.
  auto interval = [](const std::vector<double>& xs, const std::vector<double>& ys) -> json {
    if (xs.empty() || ys.empty()) return json();
    std::mt19937_64 rng(20261206);
    std::vector<double> diffs, ra(xs.size()), rb(ys.size());
    for (int k = 0; k < 2000; ++k) {
      for (double& x : ra) x = xs[rng() % xs.size()];
      for (double& y : rb) y = ys[rng() % ys.size()];
      diffs.push_back(Percentile(ra, 0.5) - Percentile(rb, 0.5));
    }
    return json::array({Round(Percentile(diffs, 0.025)), Round(Percentile(diffs, 0.975))});
  };
  out["added_p50_ci95_ms"] = interval(lat["server"], lat["in_process"]);
  out["added_beyond_sandbox_p50_ci95_ms"] = interval(beyond["server"], beyond["in_process"]);
  if (json paired = PairedComparison(cells, workload, c); !paired.is_null()) {
    out["paired"] = std::move(paired);
  }
  out["throughput_ratio"] = Round(out["server"]["throughput_rps"].get<double>() /
                                  out["in_process"]["throughput_rps"].get<double>());
  return out;
}

// --- the queue bound ------------------------------------------------------------------------

// Bursts of simultaneous requests, each from its own (already connected) client, at a server
// that admits workers + queue of them.
json QueueBoundTest(const Options& o, const std::string& dir, Bodies* bodies) {
  constexpr int kWorkers = 2, kQueue = 2;
  std::string error;
  auto server = ServerProcess::Start(o, dir, "queue_bound", kWorkers, kQueue, &error);
  if (!server) return {{"error", error}};
  json out = {{"server", server->Command()},
              {"workers", kWorkers},
              {"queue", kQueue},
              {"bursts", o.bursts},
              {"burst_size", o.burst_size}};
  for (const std::string workload : {"reward", "trivial"}) {
    const int expected_refusal = workload == "trivial" ? 504 : 429;
    const json before = WaitQuiet(server->port());
    std::vector<Sample> all;
    for (int b = 0; b < o.bursts; ++b) {
      WaitQuiet(server->port());
      const Run run = RunConcurrent(o.burst_size, o.burst_size,
                                    [&] { return HttpSender(server->port(), workload, bodies); });
      all.insert(all.end(), run.samples.begin(), run.samples.end());
    }
    std::map<std::string, int> statuses;
    std::vector<double> refused_ms, admitted_ms;
    int unexpected = 0, ok = 0, without_retry_after = 0;
    std::vector<std::string> examples;
    for (const Sample& s : all) {
      if (!s.error.empty() && s.status != expected_refusal && examples.size() < 5) {
        examples.push_back(std::to_string(s.status) + ": " + s.error);
      }
      statuses[std::to_string(s.status)]++;
      if (s.status == 200 && s.correct) {
        ++ok;
        admitted_ms.push_back(s.latency_s * 1e3);
      } else if (s.status == expected_refusal) {
        refused_ms.push_back(s.latency_s * 1e3);
        if (!s.retry_after) ++without_retry_after;
      } else {
        ++unexpected;
      }
    }
    const json refused = Stats(refused_ms);
    const double max_ms = refused_ms.empty() ? 0 : refused.value("max", 0.0);
    const int over = static_cast<int>(std::count_if(refused_ms.begin(), refused_ms.end(),
                                                    [](double x) { return x > kRejectTargetMs; }));
    out[workload] = {{"endpoint", Endpoint(workload)},
                     {"expected_refusal", expected_refusal},
                     {"requests", all.size()},
                     {"statuses", statuses},
                     {"unexpected", unexpected},
                     {"unexpected_examples", examples},
                     {"refused_latency_ms", refused},
                     {"refused_over_target", over},
                     {"refused_without_retry_after", without_retry_after},
                     {"admitted_latency_ms", Stats(admitted_ms)},
                     {"store", StoreCheck(server->port(), before, ok)},
                     {"met", unexpected == 0 && !refused_ms.empty() && max_ms <= kRejectTargetMs}};
    std::fprintf(stderr,
                 "  queue bound %-8s %zu req: %d ok, %zu refused (max %.2f ms, p99 %.2f ms), %d "
                 "unexpected\n",
                 workload.c_str(), all.size(), ok, refused_ms.size(), max_ms,
                 refused.value("p99", 0.0), unexpected);
  }
  out["stop"] = server->Stop();
  return out;
}

// --- report -------------------------------------------------------------------------------

std::string Shell(const std::string& cmd) {
  std::string out;
  if (FILE* p = popen(cmd.c_str(), "r")) {
    char buf[256];
    while (fgets(buf, sizeof buf, p)) out += buf;
    pclose(p);
  }
  while (!out.empty() && (out.back() == '\n' || out.back() == ' ')) out.pop_back();
  return out;
}

json Machine(const Options& o) {
  std::string cpu;
  std::ifstream in("/proc/cpuinfo");
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("model name", 0) == 0) {
      cpu = line.substr(line.find(':') + 2);
      break;
    }
  }
  utsname u{};
  uname(&u);
  char date[32];
  const std::time_t now = std::time(nullptr);
  std::strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&now));
  const std::string git = "git -C '" + o.repo + "' ";
  return {
      {"cpu", cpu},
      {"cores", std::thread::hardware_concurrency()},
      {"kernel", std::string(u.sysname) + " " + u.release},
      {"date", date},
      {"commit", Shell(git + "rev-parse --short HEAD 2>/dev/null")},
      {"tree_dirty", !Shell(git + "status --porcelain --untracked-files=no 2>/dev/null").empty()}};
}

// LinePlotSvg's document, placed at (x, y) inside a larger one.
std::string Panel(const std::string& svg, int x, int y) {
  std::string s = svg;
  const size_t at = s.find("<svg ");
  if (at != std::string::npos) {
    s.replace(at, 5, "<svg x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) + "\" ");
  }
  return s;
}

std::string PlotSvg(const json& comparisons, const std::vector<int>& cs) {
  using agentrl::harness::PlotSeries;
  using agentrl::harness::PlotSpec;
  std::vector<double> x(cs.begin(), cs.end());
  auto series = [&](const std::string& name, const std::string& workload,
                    const std::function<double(const json&)>& get) {
    PlotSeries s{name, {}, {}, {}, {}, false};
    for (const json& cmp : comparisons) {
      if (cmp["workload"] != workload) continue;
      s.x.push_back(cmp["concurrency"].get<double>());
      s.y.push_back(get(cmp));
    }
    return s;
  };
  auto latency_panel = [&](const std::string& workload, const std::string& title) {
    PlotSpec spec{title, "concurrent clients", "latency (ms)", true, 640, 400, true};
    std::vector<PlotSeries> v;
    for (const std::string p : {"p50", "p99"}) {
      v.push_back(series("server " + p, workload, [p](const json& c) {
        return c["server"]["latency_ms"][p].get<double>();
      }));
      v.push_back(series("in-process " + p, workload, [p](const json& c) {
        return c["in_process"]["latency_ms"][p].get<double>();
      }));
    }
    return agentrl::harness::LinePlotSvg(spec, v);
  };
  const std::vector<std::string> workloads = {"trivial", "reward", "reward_cached"};
  PlotSpec ratio{"server throughput / in-process throughput",
                 "concurrent clients",
                 "percent",
                 true,
                 640,
                 400,
                 true};
  std::vector<PlotSeries> rv;
  for (const auto& w : workloads) {
    rv.push_back(
        series(w, w, [](const json& c) { return 100 * c["throughput_ratio"].get<double>(); }));
  }
  rv.push_back(PlotSeries{"target 90%", x, std::vector<double>(x.size(), 90), {}, {}, true});
  PlotSpec added{"server added latency at P50 (server - in-process)",
                 "concurrent clients",
                 "ms",
                 true,
                 640,
                 400,
                 true};
  std::vector<PlotSeries> av;
  for (const auto& w : workloads) {
    av.push_back(series(w, w, [](const json& c) { return c["added_ms"]["p50"].get<double>(); }));
  }
  av.push_back(
      PlotSeries{"target 2 ms", x, std::vector<double>(x.size(), kOverheadTargetMs), {}, {}, true});
  std::string svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1280\" height=\"800\">\n" +
      Panel(latency_panel("trivial", "POST /run_code print(1): latency"), 0, 0) +
      Panel(latency_panel("reward", "POST /v1/reward fizzbuzz (no cache): latency"), 640, 0) +
      Panel(agentrl::harness::LinePlotSvg(ratio, rv), 0, 400) +
      Panel(agentrl::harness::LinePlotSvg(added, av), 640, 400) + "</svg>\n";
  return svg;
}

std::string Fmt(double x, int digits = 1) {
  char b[64];
  std::snprintf(b, sizeof b, "%.*f", digits, x);
  return b;
}

// What the in-process side of the reward workloads ran (runs before 2026-12-05 graded with the
// bare pool: no rule stage or judge on that side).
std::string InProcessRewardSide(const json& doc) {
  if (doc["config"].contains("reward_in_process")) return doc["config"]["reward_in_process"];
  return "`sandbox::ExecutionPool` alone (no rule stage or judge on this side, so part of "
         "*added* is that work, not HTTP)";
}

std::string Readme(const json& doc) {
  const json& m = doc["machine"];
  const json& t = doc["targets"];
  std::ostringstream r;
  r << "# `agentrl serve` under load\n\n"
    << "Written by `bench/serve_load.cc` (`agentrl_bench_serve`); every measurement, the raw "
       "latencies included, is in `serve_load.json`. Reproduce (about "
    << Fmt(doc["runtime_s"].get<double>() / 60, 0) << " minutes on 2 cores):\n\n"
    << "```sh\ncmake --build build --target agentrl agentrl_bench_serve\n"
    << "./build/bench/agentrl_bench_serve   # --workers=2 --concurrency=1,4,16,64 --reps=2\n"
    << "# the plot and this README again from the JSON, running nothing:\n"
    << "./build/bench/agentrl_bench_serve --from_json=bench/results/serve/serve_load.json\n```\n\n"
    << "Run " << m["date"].get<std::string>() << " at commit " << m["commit"].get<std::string>()
    << (m["tree_dirty"].get<bool>() ? " (with uncommitted changes)" : "") << ", "
    << m["cpu"].get<std::string>() << ", " << m["cores"] << " cores, "
    << m["kernel"].get<std::string>() << "; server and in-process pool with "
    << doc["config"]["workers"] << " workers, the audit on"
    << (doc["config"].contains("sandbox_nice")
            ? ", programs at nice " + doc["config"]["sandbox_nice"].dump() + " on both sides"
            : std::string())
    << (doc["config"].value("in_process_mount_namespace", "") == "private"
            ? ", run directories mounted in a private mount namespace on both sides"
            : std::string())
    << ". Load average (1 min) "
    << Fmt(doc["loadavg_1m"]["start"], 2) << " at the start, " << Fmt(doc["loadavg_1m"]["end"], 2)
    << " at the end, at most " << Fmt(doc["loadavg_1m"]["max_seen"], 2) << " between cells"
    << (doc["loadavg_1m"]["max_seen"].get<double>() > 3.0
            ? " — more runnable work than cores (the benchmark's own sandboxes and clients, "
              "and whatever else ran), which widens every spread below"
            : "")
    << ".\n\n"
    << "Each row pools " << doc["config"]["reps"]
    << " repetitions run in ABBA order (server, in process); at C = 1 the sides alternate "
       "request by request instead (ABBA within each repetition), so that the host's drift falls "
       "on both alike. Latency is per request: at the "
       "client from send to answer (keep-alive connection per client), in process from "
       "submission to the completed future. *added* = server − in process. *added beyond sandbox* "
       "is the difference of the two sides' P50 of (a request's latency − its own sandbox time, "
       "as the answer reports it): the sandbox's run-to-run spread drops out of it, queueing does "
       "not (a cache hit reports no sandbox time).\n\n"
    << "| workload | C | requests | server req/s | in-process req/s | ratio | server P50 / P95 / "
       "P99 ms | in-process P50 / P95 / P99 ms | added P50 ms | added beyond sandbox, P50 ms | "
       "errors | lost |\n"
    << "| --- | ---: | ---: | ---: | ---: | ---: | --- | --- | ---: | ---: | ---: | ---: |\n";
  for (const json& c : doc["comparisons"]) {
    const json& s = c["server"];
    const json& b = c["in_process"];
    auto three = [](const json& l) {
      return Fmt(l["p50"], 1) + " / " + Fmt(l["p95"], 1) + " / " + Fmt(l["p99"], 1);
    };
    r << "| " << c["workload"].get<std::string>() << " | " << c["concurrency"] << " | "
      << s["latency_ms"]["n"] << " | " << Fmt(s["throughput_rps"]) << " | "
      << Fmt(b["throughput_rps"]) << " | " << Fmt(100 * c["throughput_ratio"].get<double>(), 0)
      << "% | " << three(s["latency_ms"]) << " | " << three(b["latency_ms"]) << " | "
      << Fmt(c["added_ms"]["p50"], 2) << " | "
      << (c["added_beyond_sandbox_p50_ms"].is_number() ? Fmt(c["added_beyond_sandbox_p50_ms"], 2)
                                                       : "–")
      << " | " << s["errors"] << " | " << s["lost_results"] << " |\n";
  }
  auto met = [](const json& j) { return j["met"].get<bool>() ? "**met**" : "**missed**"; };
  r << "\nWorkloads: `trivial` = `POST /run_code` `print(1)` against `sandbox::RunCode` on W "
       "threads; `reward` = `POST /v1/reward` with the honest fizzbuzz solution and a unique "
       "comment per request (cache hits: "
    << t["cache_hits_reward"]
    << ") against " << InProcessRewardSide(doc)
    << " grading the same files; `reward_cached` = the same submission every time, answered by "
       "the pool's cache on both sides, so what it adds is the server's own path: HTTP, JSON, "
       "the submission directory and the SQLite store. It is held to the overhead target, not "
       "to the throughput one (which is about sharing the sandbox's workers).\n\n"
    << "## Targets (issue 43)\n\n"
    << "| target | measured | |\n| --- | --- | --- |\n";
  for (const json& o : t["overhead_p50"]) {
    auto ci = [](const json& v, const char* kind = "bootstrap") {
      return v.is_array() && v.size() == 2 ? " (95% " + std::string(kind) + " interval " +
                                                 Fmt(v[0], 2) + " to " + Fmt(v[1], 2) + ")"
                                           : std::string();
    };
    const json paired_ci = o.value("added_ci95_ms_paired", json());
    r << "| server overhead ≤ 2 ms at P50, " << o["workload"].get<std::string>()
      << ", C = 1 | P50 difference " << Fmt(o["added_ms"], 2) << " ms"
      << (paired_ci.is_array() ? ci(paired_ci, "paired bootstrap")
                               : ci(o.value("added_ci95_ms", json())))
      << "; ";
    if (!o["added_beyond_sandbox_ms"].is_number()) {  // cache hits: no sandbox time to remove
      r << "no sandbox time (cache hits) | " << met(o) << " by the P50 difference |\n";
      continue;
    }
    r << "per request beyond its sandbox time " << Fmt(o["added_beyond_sandbox_ms"], 2) << " ms"
      << ci(o.value("added_beyond_sandbox_ci95_ms", json())) << " | " << met(o) << " by the P50 difference; "
      << (o["met_beyond_sandbox"].get<bool>() ? "**met**" : "**missed**") << " per request |\n";
  }
  for (const json& o : t["throughput"]) {
    r << "| ≥ 90% of the pool's throughput, " << o["workload"].get<std::string>()
      << ", C = " << o["concurrency"] << " | " << Fmt(100 * o["ratio"].get<double>(), 0)
      << "% (lowest over C ≥ "
      << "W: " << Fmt(100 * o["lowest_ratio"].get<double>(), 0) << "% at C = " << o["lowest_at"]
      << ") | " << met(o) << " |\n";
  }
  for (const json& o : t["no_errors"]) {
    r << "| 0 errors, 0 lost results at " << o["concurrency"] << " clients, "
      << o["workload"].get<std::string>() << " | " << o["errors"] << " errors, " << o["lost"]
      << " lost | " << met(o) << " |\n";
  }
  for (const json& o : t["queue_bound"]) {
    r << "| above the queue bound only " << o["expected_refusal"] << "s, each within 50 ms, "
      << o["endpoint"].get<std::string>() << " | " << o["statuses"].dump() << "; refusals max "
      << Fmt(o["max_ms"], 2) << " ms, P99 " << Fmt(o["p99_ms"], 2) << " ms | " << met(o) << " |\n";
  }
  auto cmp_at = [&doc](const std::string& w, int c) {
    for (const json& x : doc["comparisons"]) {
      if (x["workload"] == w && x["concurrency"] == c) return x;
    }
    return json();
  };
  const json cached1 = cmp_at("reward_cached", 1);
  r << "\nReading it: at C > W the latency is mostly waiting for a worker, so the P50 difference "
       "there is a queueing difference (it grows with the queue, as does the per-request column); "
       "the overhead target is read at C = 1. On a shared 2-core VM the sandbox's own time "
       "varies by tens of ms between runs, so a P50 difference below 0 is that spread, not a "
       "faster server; the per-request column removes it. The bootstrap intervals show how far "
       "each difference can be trusted: the per-request one has the sandbox's spread removed, so "
       "its interval is the narrower, and the overhead target is read from it. At C = 1, where "
       "the sides alternate, the P50 difference's interval resamples the pairs of neighbouring "
       "requests (`paired` in the JSON, which also compares the sandbox's own time, CPU time "
       "and run-queue wait the same way); `bench/serve_overhead_pool.py` pools the pairs of "
       "several runs (`overhead/README.md`). On `/v1/reward` "
       "both sides run the "
       "same reward service (sandbox, rule stage, judge); what the server adds is HTTP, JSON, "
       "the submission directory written from the request, and the SQLite store (request, "
       "result, verdict). On a cache hit, where nothing else runs, that path takes "
    << (cached1.is_object() ? Fmt(cached1["server"]["latency_ms"]["p50"], 1) : std::string("?"))
    << " ms at P50 with one client against "
    << (cached1.is_object() ? Fmt(cached1["in_process"]["latency_ms"]["p50"], 1)
                            : std::string("?"))
    << " ms in process (`reward_cached`).\n";
  r << "\nThe queue-bound test: a server with `--workers 2 --queue 2`, "
    << doc["queue_bound"]["bursts"] << " bursts of " << doc["queue_bound"]["burst_size"]
    << " simultaneous requests per endpoint, each client connected beforehand. `lost` compares the "
       "200 answers with the results in the store (`GET /healthz`: stored_requests, "
       "stored_results) once the server is idle.\n\n"
    << "![latency, throughput ratio and added latency](serve_load.png)\n";
  return r.str();
}

json Targets(const json& comparisons, const json& queue, int workers, int max_c) {
  json t = {{"overhead_p50", json::array()},
            {"throughput", json::array()},
            {"no_errors", json::array()},
            {"queue_bound", json::array()}};
  int hits = 0;
  for (const json& c : comparisons) {
    const std::string w = c["workload"];
    if (w == "reward") hits += c["server"]["cache_hits"].get<int>();
    // The cached workload isolates the server's own path (both sides answer from the pool's
    // cache and run the rule stage and judge): held to the overhead target, not to the
    // throughput one, which is about sharing the sandbox's workers.
    const bool targeted = w != "reward_cached";
    if (c["concurrency"] == 1) {
      const double added = c["added_ms"]["p50"];
      const json beyond = c["added_beyond_sandbox_p50_ms"];
      t["overhead_p50"].push_back(
          {{"workload", w},
           {"added_ms", added},
           {"added_ci95_ms", c.value("added_p50_ci95_ms", json())},
           {"added_ci95_ms_paired",
            c.contains("paired") ? c["paired"].value("added_p50_ci95_ms", json()) : json()},
           {"met", added <= kOverheadTargetMs},
           {"added_beyond_sandbox_ms", beyond},
           {"added_beyond_sandbox_ci95_ms", c.value("added_beyond_sandbox_p50_ci95_ms", json())},
           {"met_beyond_sandbox",
            beyond.is_number() && beyond.get<double>() <= kOverheadTargetMs}});
    }
    if (c["concurrency"] == max_c) {
      double lowest = 1e9;
      int lowest_at = 0;
      for (const json& d : comparisons) {
        if (d["workload"] == w && d["concurrency"].get<int>() >= workers &&
            d["throughput_ratio"].get<double>() < lowest) {
          lowest = d["throughput_ratio"];
          lowest_at = d["concurrency"];
        }
      }
      const double ratio = c["throughput_ratio"];
      if (targeted)
        t["throughput"].push_back({{"workload", w},
                                   {"concurrency", max_c},
                                   {"ratio", ratio},
                                   {"lowest_ratio", lowest},
                                   {"lowest_at", lowest_at},
                                   {"met", ratio >= kThroughputTarget}});
      const int errors = c["server"]["errors"], lost = c["server"]["lost_results"];
      t["no_errors"].push_back({{"workload", w},
                                {"concurrency", max_c},
                                {"errors", errors},
                                {"lost", lost},
                                {"met", errors == 0 && lost == 0}});
    }
  }
  t["cache_hits_reward"] = hits;
  for (const std::string w : {"reward", "trivial"}) {
    if (!queue.contains(w)) continue;
    const json& q = queue[w];
    t["queue_bound"].push_back(
        {{"endpoint", q["endpoint"]},
         {"expected_refusal", q["expected_refusal"]},
         {"statuses", q["statuses"]},
         {"max_ms", q["refused_latency_ms"].value("max", 0.0)},
         {"p99_ms", q["refused_latency_ms"].value("p99", 0.0)},
         {"met", q["met"].get<bool>() && q["store"]["lost_results"].get<int>() == 0}});
  }
  return t;
}

// serve_load.json (with_json), the plot and README.md under out_dir.
bool WriteOutputs(const std::string& out_dir, const json& doc, bool with_json) {
  fs::create_directories(out_dir);
  const std::string stem = out_dir + "/serve_load";
  if (with_json) {
    if (agentrl::Status st = agentrl::WriteFileAtomic(stem + ".json", doc.dump(1) + "\n");
        !st.ok()) {
      std::cerr << st.message() << "\n";
      return false;
    }
  }
  const std::vector<int> cs = doc["config"]["concurrency"].get<std::vector<int>>();
  if (agentrl::Status st = agentrl::harness::WritePlot(stem, PlotSvg(doc["comparisons"], cs));
      !st.ok()) {
    std::cerr << "plot: " << st.message() << "\n";
  }
  if (agentrl::Status st = agentrl::WriteFileAtomic(out_dir + "/README.md", Readme(doc));
      !st.ok()) {
    std::cerr << st.message() << "\n";
    return false;
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  if (!ParseOptions(argc, argv, &o)) return 2;
  if (!o.from_json.empty()) {
    std::ifstream in(o.from_json);
    const json doc = json::parse(in, nullptr, false);
    if (doc.is_discarded()) {
      std::cerr << o.from_json << ": not a JSON file\n";
      return 1;
    }
    return WriteOutputs(o.out_dir, doc, false) ? 0 : 1;
  }
  // As agentrl's main does before any thread starts, so that the in-process pool mounts its run
  // directories where the server's does: in a private mount namespace (sandbox/run_dir.h).
  if (!o.host_mount_namespace) {
    if (agentrl::Status st = sb::EnterPrivateMountNamespace(); !st.ok()) {
      std::cerr << "warning: " << st.message() << "\n";
    }
  }
  if (agentrl::Status st = sb::CheckIsolation(); !st.ok()) {
    std::cerr << "no isolation on this host: " << st.message() << "\n";
    return 1;
  }
  if (!fs::exists(o.agentrl)) {
    std::cerr << o.agentrl << " not found: build the agentrl target or pass --agentrl=PATH\n";
    return 1;
  }
  const auto t_start = Clock::now();
  const double load_start = LoadAverage();
  std::string tmpl = (fs::temp_directory_path() / "agentrl-serve-load-XXXXXX").string();
  if (!mkdtemp(tmpl.data())) {
    std::cerr << "cannot make a temporary directory\n";
    return 1;
  }
  const std::string dir = tmpl;

  Bench b;
  b.opts = o;
  {
    std::ifstream in(o.repo + "/tasks/python/" + kTaskDir + "/honest/" + kSolutionFile);
    std::stringstream ss;
    ss << in.rdbuf();
    b.bodies.honest = ss.str();
    if (b.bodies.honest.empty()) {
      std::cerr << "no honest solution under " << o.repo << "/tasks/python/" << kTaskDir << "\n";
      return 1;
    }
  }
  b.bodies.nonce = Bodies::Letters(std::random_device{}());
  if (o.queue_bound_only) {
    std::cout << QueueBoundTest(o, dir, &b.bodies).dump(2) << "\n";
    std::error_code ec;
    if (!o.keep_tmp) fs::remove_all(dir, ec);
    return 0;
  }
  auto task = sb::LoadTask(o.repo + "/tasks/python/" + kTaskDir);
  if (!task.ok()) {
    std::cerr << task.status().message() << "\n";
    return 1;
  }
  // The in-process side, configured as the server configures its own (serve/src).
  WorkerQueue code_workers(o.workers);
  sb::PoolOptions po;
  po.workers = o.workers;
  po.cache = true;
  po.run.audit = true;
  // The server's default [serve] sandbox_nice, on both sides.
  const int nice = static_cast<int>(agentrl::harness::ServeSection{}.sandbox_nice);
  po.run.nice = nice;
  sb::ExecutionPool pool(po);
  auto rules = agentrl::antihack::RuleLibrary::Load(agentrl::antihack::RuleLibrary::DefaultDir());
  auto judge = agentrl::antihack::JudgeModel::Load(agentrl::antihack::JudgeModel::DefaultPath());
  auto context = agentrl::antihack::LoadJudgeContext(
      o.repo + "/tasks/python/" + kTaskDir, static_cast<int>(task->config.expected_tests));
  for (const agentrl::Status& st : {rules.status(), judge.status(), context.status()}) {
    if (!st.ok()) {
      std::cerr << st.message() << "\n";
      return 1;
    }
  }
  const std::string task_id = task->config.id;
  const std::map<std::string, sb::Task> tasks = {{task_id, *task}};
  const std::map<std::string, agentrl::antihack::JudgeContext> contexts = {{task_id, *context}};
  agentrl::harness::RewardService service({}, &pool, &*rules, &*judge, &tasks, &contexts);
  b.ip.code_workers = &code_workers;
  b.ip.code_opts.run.audit = true;
  b.ip.code_opts.run.nice = nice;
  b.ip.code_opts.default_memory_mb = 1024;
  b.ip.service = &service;
  b.ip.task_id = task_id;
  b.ip.scratch = dir + "/submissions";
  fs::create_directories(b.ip.scratch);

  std::string error;
  auto server = ServerProcess::Start(o, dir, "main", o.workers, 64, &error);
  if (!server) {
    std::cerr << error << "\n";
    return 1;
  }
  b.server = server.get();
  std::cerr << "server: " << server->Command() << " (port " << server->port() << ")\n";
  if (o.overhead_only) {
    b.Warm("reward", "in_process");
    b.Warm("reward", "server");
    for (int rep = 0; rep < o.reps; ++rep) b.CellInterleaved("reward", rep);
    json doc = {{"benchmark", "serve_load --overhead_only"},
                {"machine", Machine(o)},
                {"command", o.command},
                {"config", {{"workers", o.workers}, {"reps", o.reps}, {"scale", o.scale},
                            {"server", server->Command()}, {"audit", true},
                            {"in_process_mount_namespace",
                             sb::InPrivateMountNamespace() ? "private" : "host"},
                            {"sandbox_nice", nice}, {"task", kTaskDir}}},
                {"server_stop", server->Stop()},
                {"comparison", Compare(b.cells, "reward", 1)},
                {"loadavg_1m", {{"start", Round(load_start, 0.01)}, {"end", Round(LoadAverage(), 0.01)}}},
                {"cells", b.cells},
                {"runtime_s", Round(Seconds(Clock::now() - t_start), 0.1)}};
    const std::string path = o.out_dir + "/reward_overhead.json";
    fs::create_directories(o.out_dir);
    std::ofstream(path) << doc.dump(1) << "\n";
    const json& c = doc["comparison"];
    std::cerr << "reward, C = 1: " << c["paired"].value("pairs", 0) << " pairs; P50 difference "
              << c["added_ms"]["p50"] << " ms, paired 95% interval "
              << c["paired"].value("added_p50_ci95_ms", json()) << "; beyond the sandbox "
              << c["added_beyond_sandbox_p50_ms"] << " ms " << c["added_beyond_sandbox_p50_ci95_ms"]
              << "; sandbox P50 difference " << c["paired"].value("sandbox_p50_diff_ms", json())
              << " ms " << c["paired"].value("sandbox_p50_diff_ci95_ms", json()) << "\nwrote "
              << path << "\n";
    std::error_code ec;
    if (!o.keep_tmp) fs::remove_all(dir, ec);
    return 0;
  }
  for (const std::string w : {"trivial", "reward", "reward_cached"}) b.Workload(w);
  const json main_stop = server->Stop();
  const json queue = QueueBoundTest(o, dir, &b.bodies);

  json comparisons = json::array();
  for (const std::string w : {"trivial", "reward", "reward_cached"}) {
    for (int c : o.concurrency) comparisons.push_back(Compare(b.cells, w, c));
  }
  double max_load = std::max(load_start, LoadAverage());
  for (const json& c : b.cells) max_load = std::max(max_load, c["loadavg_1m_before"].get<double>());
  json doc;
  doc["benchmark"] = "serve_load";
  doc["machine"] = Machine(o);
  doc["command"] = o.command;
  doc["config"] = {{"workers", o.workers}, {"queue", 64},      {"concurrency", o.concurrency},
                   {"reps", o.reps},       {"scale", o.scale}, {"server", server->Command()},
                   {"audit", true},        {"sandbox_nice", nice},
                   {"in_process_mount_namespace", sb::InPrivateMountNamespace() ? "private" : "host"},
                   {"task", kTaskDir},     {"trivial_code", kTrivialCode},
                   {"reward_in_process",
                    "`harness::RewardService` (the rule library and the committed judge, as the "
                    "server's) over `sandbox::ExecutionPool`"}};
  doc["loadavg_1m"] = {{"start", Round(load_start, 0.01)},
                       {"end", Round(LoadAverage(), 0.01)},
                       {"max_seen", Round(max_load, 0.01)}};
  doc["server_stop"] = main_stop;
  doc["comparisons"] = comparisons;
  doc["queue_bound"] = queue;
  doc["targets"] = Targets(comparisons, queue, o.workers, o.concurrency.back());
  doc["cells"] = b.cells;
  doc["runtime_s"] = Round(Seconds(Clock::now() - t_start), 0.1);

  if (!WriteOutputs(o.out_dir, doc, true)) return 1;
  if (!o.keep_tmp) {
    std::error_code ec;
    fs::remove_all(dir, ec);
  } else {
    std::cerr << "kept " << dir << "\n";
  }
  std::cerr << "wrote " << o.out_dir << "/serve_load.json, .svg, .png and README.md in "
            << Fmt(doc["runtime_s"], 0) << " s\n";
  return 0;
}
