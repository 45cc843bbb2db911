// `agentrl ablate FILE --backend slurm` (agentrl/harness/ablate_slurm.h): the [slurm] section,
// the array script, submission, waiting with progress, failures, cancellation on SIGINT.
#include "agentrl/harness/ablate_slurm.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <sstream>
#include <thread>

#include "ablate_slurm_section.h"
#include "agentrl/core/files.h"
#include "agentrl/harness/ablate.h"

extern char** environ;

namespace agentrl::harness {

const char kSlurmKeys[] =
    "partition, account, time_limit, cpus_per_run, mem_per_run, array_parallelism, "
    "sbatch_options, results_root, agentrl, poll_seconds";

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

std::string Where(const std::string& file, const toml::node& n) {
  return file + ":" + std::to_string(n.source().begin.line) + ":" +
         std::to_string(n.source().begin.column);
}

// --- the [slurm] section -----------------------------------------------------------------

// One key's check: the value is taken when `accept` returns true, else `accepted` is reported.
struct SectionReader {
  const std::string& path;
  std::vector<std::string>* errors;

  void Reject(const toml::node& n, const std::string& key, const std::string& accepted) const {
    errors->push_back(Where(path, n) + ": slurm." + key + ": accepted: " + accepted);
  }

  void Text(const toml::node& n, const std::string& key, const std::regex& form,
            const std::string& accepted, std::string* out) const {
    const auto* s = n.as_string();
    if (!s || !std::regex_match(s->get(), form)) return Reject(n, key, accepted);
    *out = s->get();
  }

  void Integer(const toml::node& n, const std::string& key, int64_t lo, int64_t hi,
               int* out) const {
    const auto* i = n.as_integer();
    if (!i || i->get() < lo || i->get() > hi) {
      return Reject(n, key,
                    "an integer in [" + std::to_string(lo) + ", " + std::to_string(hi) + "]");
    }
    *out = static_cast<int>(i->get());
  }
};

const std::regex kName("[A-Za-z0-9_.,-]+");
const std::regex kTime("(UNLIMITED|INFINITE|([0-9]+-)?[0-9]+(:[0-9]+){0,2})");
const std::regex kMemory("[0-9]+[KMGT]?");
const std::regex kPath("[^\\n]+");
// Options the backend sets itself: the array, its output, requeue, the working directory.
const std::regex kOwnOption("--(array|output|error|requeue|no-requeue|chdir|parsable|wrap)(=.*)?");

void ReadSbatchOptions(const SectionReader& r, const toml::node& n, SlurmSpec* out) {
  const std::string accepted =
      "an array of strings \"--key\" or \"--key=value\" (not --array, --output, --error, "
      "--requeue, --chdir, --parsable, --wrap: the backend sets those)";
  const toml::array* a = n.as_array();
  if (!a) return r.Reject(n, "sbatch_options", accepted);
  for (const toml::node& e : *a) {
    const auto* s = e.as_string();
    if (!s || s->get().rfind("--", 0) != 0 || s->get().find('\n') != std::string::npos ||
        std::regex_match(s->get(), kOwnOption)) {
      r.Reject(e, "sbatch_options", accepted);
      continue;
    }
    out->sbatch_options.push_back(s->get());
  }
}

void ReadPollSeconds(const SectionReader& r, const toml::node& n, SlurmSpec* out) {
  const std::optional<double> v = n.value<double>();
  if (!v || !(*v >= 0.1 && *v <= 600)) return r.Reject(n, "poll_seconds", "a number in [0.1, 600]");
  out->poll_seconds = *v;
}

}  // namespace

void ParseSlurmSection(const toml::node& section, const std::string& path, SlurmSpec* out,
                       std::vector<std::string>* errors) {
  const toml::table* t = section.as_table();
  if (!t) {
    errors->push_back(Where(path, section) + ": slurm: accepted: a table [slurm] with keys " +
                      kSlurmKeys);
    return;
  }
  const SectionReader r{path, errors};
  for (const auto& [key, v] : *t) {
    const std::string k(key.str());
    if (k == "partition") {
      r.Text(v, k, kName, "a partition name (letters, digits, _ . , -)", &out->partition);
    } else if (k == "account") {
      r.Text(v, k, kName, "an account name (letters, digits, _ . , -)", &out->account);
    } else if (k == "time_limit") {
      r.Text(v, k, kTime, "a string \"MM\", \"HH:MM:SS\", \"D-HH:MM:SS\" or \"UNLIMITED\"",
             &out->time_limit);
    } else if (k == "mem_per_run") {
      r.Text(v, k, kMemory, "a string: an integer with an optional K, M, G or T suffix (\"2G\")",
             &out->mem_per_run);
    } else if (k == "cpus_per_run") {
      r.Integer(v, k, 1, 1024, &out->cpus_per_run);
    } else if (k == "array_parallelism") {
      r.Integer(v, k, 0, 100000, &out->array_parallelism);
    } else if (k == "sbatch_options") {
      ReadSbatchOptions(r, v, out);
    } else if (k == "results_root") {
      r.Text(v, k, kPath, "a directory path (one line)", &out->results_root);
    } else if (k == "agentrl") {
      r.Text(v, k, kPath, "the path of the agentrl binary on the nodes", &out->agentrl);
    } else if (k == "poll_seconds") {
      ReadPollSeconds(r, v, out);
    } else {
      errors->push_back(Where(path, v) + ": slurm." + k + ": unknown key; accepted: " +
                        kSlurmKeys);
    }
  }
}

namespace {

// --- running the Slurm commands ---------------------------------------------------------------

struct ToolOutput {
  int rc = -1;  // exit status; 128 + signal when killed
  std::string out, err;
};

// Reads both pipes until both close (neither can fill up and block the child).
void DrainPipes(int out_fd, int err_fd, ToolOutput* result) {
  pollfd fds[2] = {{out_fd, POLLIN, 0}, {err_fd, POLLIN, 0}};
  std::string* sinks[2] = {&result->out, &result->err};
  int open_count = 2;
  char buf[4096];
  while (open_count > 0) {
    if (poll(fds, 2, -1) < 0) {
      if (errno == EINTR) continue;
      break;
    }
    for (int i = 0; i < 2; ++i) {
      if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      const ssize_t n = read(fds[i].fd, buf, sizeof(buf));
      if (n > 0) {
        sinks[i]->append(buf, static_cast<size_t>(n));
      } else if (n == 0 || errno != EINTR) {
        close(fds[i].fd);
        fds[i].fd = -1;
        --open_count;
      }
    }
  }
}

// Runs `argv` (argv[0] looked up on PATH) with stdin from /dev/null; waits for it.
Result<ToolOutput> RunTool(std::vector<std::string> argv) {
  int out_pipe[2], err_pipe[2];
  if (pipe2(out_pipe, O_CLOEXEC) != 0) return Status::Runtime("pipe: " + std::string(strerror(errno)));
  if (pipe2(err_pipe, O_CLOEXEC) != 0) {
    close(out_pipe[0]);
    close(out_pipe[1]);
    return Status::Runtime("pipe: " + std::string(strerror(errno)));
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, out_pipe[1], 1);
  posix_spawn_file_actions_adddup2(&actions, err_pipe[1], 2);
  std::vector<char*> args;
  for (auto& a : argv) args.push_back(a.data());
  args.push_back(nullptr);
  pid_t pid = 0;
  const int err = posix_spawnp(&pid, args[0], &actions, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(out_pipe[1]);
  close(err_pipe[1]);
  if (err != 0) {
    close(out_pipe[0]);
    close(err_pipe[0]);
    return Status::Runtime("cannot run " + argv[0] + ": " + strerror(err) +
                           " (are the Slurm client commands installed and on PATH?)");
  }
  ToolOutput result;
  DrainPipes(out_pipe[0], err_pipe[0], &result);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  result.rc = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return result;
}

std::string Trim(std::string s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.pop_back();
  size_t i = 0;
  while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
  return s.substr(i);
}

// A shell word: single-quoted, with ' written as '\''.
std::string ShellQuote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

double Seconds(Clock::time_point since) {
  return std::chrono::duration<double>(Clock::now() - since).count();
}

std::string Duration(double s) {
  const int t = static_cast<int>(s);
  return std::to_string(t / 60) + "m" + std::to_string(t % 60) + "s";
}

// --- the array's elements, as scontrol reports them -------------------------------------------

enum class Phase { kPending, kRunning, kSucceeded, kFailed, kGone };

struct Element {
  Phase phase = Phase::kGone;
  std::string state = "unknown";  // JobState
  std::string exit_code = "?";    // ExitCode, "status:signal"
  std::string job_id;             // "<array job>_<index>"
};

Phase PhaseOf(const std::string& state) {
  static const std::set<std::string> running = {"RUNNING",   "COMPLETING", "CONFIGURING",
                                                "SIGNALING", "STAGE_OUT",  "RESIZING"};
  static const std::set<std::string> failed = {"FAILED",   "CANCELLED", "TIMEOUT",
                                               "OUT_OF_MEMORY", "BOOT_FAIL", "DEADLINE",
                                               "NODE_FAIL",     "PREEMPTED", "SPECIAL_EXIT"};
  if (state == "COMPLETED") return Phase::kSucceeded;
  if (running.count(state)) return Phase::kRunning;
  if (failed.count(state)) return Phase::kFailed;
  return Phase::kPending;  // PENDING, REQUEUED, REQUEUE_HOLD, SUSPENDED, ...
}

// "3", "0-7%2", "1,4-6": the indices a record stands for.
std::vector<int> ArrayIndices(std::string spec) {
  spec = spec.substr(0, spec.find('%'));
  std::vector<int> out;
  std::stringstream parts(spec);
  std::string part;
  while (std::getline(parts, part, ',')) {
    const size_t dash = part.find('-');
    try {
      const int lo = std::stoi(part.substr(0, dash));
      const int hi = dash == std::string::npos ? lo : std::stoi(part.substr(dash + 1));
      for (int i = lo; i <= hi; ++i) out.push_back(i);
    } catch (const std::exception&) {
      // not an index list: nothing
    }
  }
  return out;
}

// One `scontrol -o show job` line as key=value pairs.
std::map<std::string, std::string> Fields(const std::string& line) {
  std::map<std::string, std::string> f;
  std::istringstream words(line);
  std::string w;
  while (words >> w) {
    const size_t eq = w.find('=');
    if (eq != std::string::npos) f.emplace(w.substr(0, eq), w.substr(eq + 1));
  }
  return f;
}

// The array's elements, `count` of them; elements scontrol no longer knows are kGone. Fails
// when scontrol fails for another reason than an unknown job.
Result<std::vector<Element>> QueryArray(const std::string& job, size_t count) {
  std::vector<Element> elements(count);
  auto r = RunTool({"scontrol", "-o", "show", "job", job});
  if (!r.ok()) return r.status();
  if (r->rc != 0) {
    if (r->err.find("Invalid job id") != std::string::npos) return elements;
    return Status::Runtime("scontrol show job " + job + ": " + Trim(r->err + r->out));
  }
  std::istringstream lines(r->out);
  std::string line;
  while (std::getline(lines, line)) {
    auto f = Fields(line);
    for (int i : ArrayIndices(f["ArrayTaskId"])) {
      if (i < 0 || static_cast<size_t>(i) >= count) continue;
      Element& e = elements[static_cast<size_t>(i)];
      e.state = f["JobState"];
      e.exit_code = f.count("ExitCode") ? f["ExitCode"] : "?";
      e.phase = PhaseOf(e.state);
      e.job_id = job + "_" + std::to_string(i);
    }
  }
  return elements;
}

// --- SIGINT while waiting ---------------------------------------------------------------------

volatile sig_atomic_t g_interrupted = 0;

void OnInterrupt(int) { g_interrupted = 1; }

// Routes SIGINT to a flag for the guard's life (the previous handler comes back after).
class InterruptGuard {
 public:
  InterruptGuard() {
    g_interrupted = 0;
    struct sigaction sa {};
    sa.sa_handler = OnInterrupt;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, &old_);
  }
  ~InterruptGuard() { sigaction(SIGINT, &old_, nullptr); }
  InterruptGuard(const InterruptGuard&) = delete;
  InterruptGuard& operator=(const InterruptGuard&) = delete;

 private:
  struct sigaction old_ {};
};

// After Ctrl-C: true when the array is to be cancelled (asked on a terminal; always otherwise).
bool ConfirmCancel(const std::string& job, std::ostream& progress) {
  if (!isatty(STDIN_FILENO)) return true;
  progress << "\ncancel job array " << job << " (scancel)? [y/N] " << std::flush;
  std::string answer;
  if (!std::getline(std::cin, answer)) return true;
  answer = Trim(answer);
  return answer == "y" || answer == "Y" || answer == "yes";
}

// Sleeps `seconds` in short steps; returns early when SIGINT arrived.
void SleepUnlessInterrupted(double seconds) {
  const auto until = Clock::now() + std::chrono::duration<double>(seconds);
  while (!g_interrupted && Clock::now() < until) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
}

// --- one submission, from script to the array's end -------------------------------------------

struct Submission {
  std::string job;
  std::vector<size_t> runs;  // element i runs runs[i] (an index into the expansion)
  Clock::time_point submitted;
};

struct Counts {
  size_t pending = 0, running = 0, succeeded = 0, failed = 0;
};

Counts Count(const std::vector<Element>& elements) {
  Counts c;
  for (const Element& e : elements) {
    switch (e.phase) {
      case Phase::kPending: ++c.pending; break;
      case Phase::kRunning: ++c.running; break;
      case Phase::kSucceeded: ++c.succeeded; break;
      case Phase::kFailed:
      case Phase::kGone: ++c.failed; break;
    }
  }
  return c;
}

std::string ProgressLine(const Counts& c, size_t total, double elapsed) {
  const size_t done = c.succeeded + c.failed;
  const int width = 30;
  const int filled = total == 0 ? width : static_cast<int>(width * done / total);
  std::string eta = "--";
  if (done > 0 && done < total) {
    eta = Duration(elapsed / static_cast<double>(done) * static_cast<double>(total - done));
  }
  std::ostringstream line;
  line << "[" << std::string(static_cast<size_t>(filled), '#')
       << std::string(static_cast<size_t>(width - filled), '.') << "] " << done << "/" << total
       << " runs, " << c.running << " running, " << c.pending << " pending, " << c.failed
       << " failed, elapsed " << static_cast<int>(elapsed) << "s, ETA " << eta;
  return line.str();
}

// A gone element (scontrol forgot it) counts as succeeded when its run left summary.json.
void ResolveGone(std::vector<Element>* elements, const Submission& sub,
                 const std::vector<AblationRun>& runs, const fs::path& root) {
  for (size_t i = 0; i < elements->size(); ++i) {
    Element& e = (*elements)[i];
    if (e.phase != Phase::kGone) continue;
    e.job_id = sub.job + "_" + std::to_string(i);
    if (fs::exists(root / "runs" / runs[sub.runs[i]].id / "summary.json")) {
      e.phase = Phase::kSucceeded;
      e.state = "COMPLETED";
      e.exit_code = "0:0";
    }
  }
}

Status CancelArray(const std::string& job, std::ostream& out) {
  auto r = RunTool({"scancel", job});
  if (!r.ok()) return r.status();
  if (r->rc != 0) return Status::Runtime("scancel " + job + ": " + Trim(r->err));
  out << "cancelled job array " << job << "; finished runs are kept: run the same command again "
      << "to submit the rest\n";
  return Status::Runtime("the ablation was interrupted; job array " + job + " cancelled");
}

// Polls until every element has ended, drawing progress; SIGINT cancels (after asking on a
// terminal). Returns the last view of the elements.
Result<std::vector<Element>> WaitForArray(const Submission& sub,
                                          const std::vector<AblationRun>& runs,
                                          const fs::path& root, double poll_seconds,
                                          std::ostream& out, std::ostream& progress) {
  InterruptGuard guard;
  bool seen_running = false;
  int failures = 0;
  std::string last_line;
  for (;;) {
    auto elements = QueryArray(sub.job, sub.runs.size());
    if (!elements.ok()) {
      if (++failures >= 10) return elements.status();  // the controller is gone for good
      progress << "\nslurm: " << elements.status().message() << " (retrying)\n";
    } else {
      failures = 0;
      ResolveGone(&*elements, sub, runs, root);
      const Counts c = Count(*elements);
      if (!seen_running && (c.running > 0 || c.succeeded > 0 || c.failed > 0)) {
        seen_running = true;
        out << "slurm: first element running " << Seconds(sub.submitted)
            << " s after sbatch\n" << std::flush;
      }
      const std::string line = ProgressLine(c, sub.runs.size(), Seconds(sub.submitted));
      if (line != last_line) progress << "\r" << line << "   " << std::flush;
      last_line = line;
      if (c.pending == 0 && c.running == 0) {
        progress << "\n";
        return elements;
      }
    }
    SleepUnlessInterrupted(poll_seconds);
    if (g_interrupted) {
      g_interrupted = 0;
      if (ConfirmCancel(sub.job, progress)) return CancelArray(sub.job, out);
      progress << "still waiting on job array " << sub.job << "\n";
    }
  }
}

// Each element that ended without its run's summary.json: log path, state, exit status.
size_t ReportFailures(const Submission& sub, const std::vector<Element>& elements,
                      const std::vector<AblationRun>& runs, const fs::path& root,
                      std::ostream& out) {
  size_t failed = 0;
  for (size_t i = 0; i < elements.size(); ++i) {
    const AblationRun& r = runs[sub.runs[i]];
    if (fs::exists(root / "runs" / r.id / "summary.json")) continue;
    const Element& e = elements[i];
    out << "failed: run " << r.id << " (element " << e.job_id << "): " << e.state
        << ", exit status " << e.exit_code << "; log: " << (root / "logs" / (r.id + ".log")).string()
        << " (Slurm's output: " << (root / "slurm" / (sub.job + "_" + std::to_string(i) + ".out")).string()
        << ")\n";
    ++failed;
  }
  return failed;
}

// `sbatch --parsable SCRIPT`: the job id ("123" or "123;cluster").
Result<std::string> Sbatch(const fs::path& script) {
  auto r = RunTool({"sbatch", "--parsable", script.string()});
  if (!r.ok()) return r.status();
  const std::string id = Trim(r->out).substr(0, Trim(r->out).find(';'));
  if (r->rc != 0 || id.empty() || id.find_first_not_of("0123456789") != std::string::npos) {
    return Status::Runtime("sbatch " + script.string() + " failed (exit " + std::to_string(r->rc) +
                           "): " + Trim(r->err + r->out));
  }
  return id;
}

// The results directory, absolute: <results_root or out_dir>/<name>.
fs::path ResultsRoot(const AblationSpec& spec) {
  const std::string base = spec.slurm.results_root.empty() ? spec.out_dir : spec.slurm.results_root;
  return fs::absolute(fs::path(base) / spec.name).lexically_normal();
}

std::vector<size_t> Unfinished(const std::vector<AblationRun>& runs, const fs::path& root) {
  std::vector<size_t> pending;
  for (size_t i = 0; i < runs.size(); ++i) {
    if (!fs::exists(root / "runs" / runs[i].id / "summary.json")) pending.push_back(i);
  }
  return pending;
}

// Directories and the resolved configs of the runs to submit (as the local backend writes them).
Status PrepareResults(const fs::path& root, const std::vector<AblationRun>& runs,
                      const std::vector<size_t>& pending) {
  for (const char* sub : {"configs", "logs", "runs", "slurm"}) {
    if (Status st = MakeDirectories((root / sub).string()); !st.ok()) return st;
  }
  for (size_t i : pending) {
    const AblationRun& r = runs[i];
    const std::string cfg = (root / "configs" / (r.id + ".toml")).string();
    if (Status st = WriteFileAtomic(cfg, r.config_toml); !st.ok()) return st;
  }
  return Status::Ok();
}

// Writes the script, submits it, records the job id (slurm/job) and its runs (slurm/<job>.runs).
Result<Submission> Submit(const std::string& script, const fs::path& root,
                          const std::vector<AblationRun>& runs, const std::vector<size_t>& pending) {
  const fs::path path = root / "slurm" / "array.sbatch";
  if (Status st = WriteFileAtomic(path.string(), script); !st.ok()) return st;
  Submission sub;
  sub.runs = pending;
  sub.submitted = Clock::now();
  auto job = Sbatch(path);
  if (!job.ok()) return job.status();
  sub.job = *job;
  std::string ids;
  for (size_t i : pending) ids += runs[i].id + "\n";
  if (Status st = WriteFileAtomic((root / "slurm" / (sub.job + ".runs")).string(), ids); !st.ok()) {
    return st;
  }
  if (Status st = WriteFileAtomic((root / "slurm" / "job").string(), sub.job + "\n"); !st.ok()) {
    return st;
  }
  return sub;
}

// The array an earlier invocation submitted, when it still has elements pending or running (the
// command was interrupted without cancelling): this invocation waits on it instead of
// submitting the same runs twice.
std::optional<Submission> EarlierActiveArray(const fs::path& root,
                                             const std::vector<AblationRun>& runs) {
  std::ifstream job_file(root / "slurm" / "job");
  std::string job;
  if (!(job_file >> job)) return std::nullopt;
  std::ifstream ids(root / "slurm" / (job + ".runs"));
  std::map<std::string, size_t> index;
  for (size_t i = 0; i < runs.size(); ++i) index[runs[i].id] = i;
  Submission sub;
  sub.job = job;
  sub.submitted = Clock::now();
  for (std::string id; std::getline(ids, id);) {
    if (!index.count(id)) return std::nullopt;  // another grid: not ours to wait on
    sub.runs.push_back(index[id]);
  }
  auto elements = QueryArray(job, sub.runs.size());
  if (!elements.ok() || sub.runs.empty()) return std::nullopt;
  const Counts c = Count(*elements);
  if (c.pending == 0 && c.running == 0) return std::nullopt;
  return sub;
}

std::string ThisDirectory() {
  std::error_code ec;
  const fs::path p = fs::current_path(ec);
  return ec ? std::string("/") : p.string();
}

// Waits on `sub`, reports its failures; returns how many runs failed.
Result<size_t> Follow(const Submission& sub, const AblationSpec& spec,
                      const std::vector<AblationRun>& runs, const fs::path& root, std::ostream& out,
                      std::ostream& progress) {
  auto elements = WaitForArray(sub, runs, root, spec.slurm.poll_seconds, out, progress);
  if (!elements.ok()) return elements.status();
  const size_t failed = ReportFailures(sub, *elements, runs, root, out);
  out << "slurm: job array " << sub.job << " ended " << Seconds(sub.submitted)
      << " s after sbatch: " << sub.runs.size() - failed << " finished, " << failed
      << " failed\n";
  return failed;
}

}  // namespace

std::string SlurmArrayScript(const AblationSpec& spec, const std::vector<AblationRun>& runs,
                             const std::vector<size_t>& pending, const std::string& root,
                             const std::string& binary, const std::string& workdir) {
  const SlurmSpec& s = spec.slurm;
  std::ostringstream sh;
  sh << "#!/bin/bash\n"
     << "# agentrl ablate " << spec.source << " --backend slurm: one array element per run not\n"
     << "# finished when it was submitted; element i runs `agentrl run` on the i-th config below.\n"
     << "#SBATCH --job-name=agentrl-" << spec.name << "\n"
     << "#SBATCH --array=0-" << (pending.empty() ? 0 : pending.size() - 1)
     << (s.array_parallelism > 0 ? "%" + std::to_string(s.array_parallelism) : "") << "\n"
     << "#SBATCH --requeue\n"
     << "#SBATCH --cpus-per-task=" << s.cpus_per_run << "\n"
     << "#SBATCH --output=" << root << "/slurm/%A_%a.out\n"
     << "#SBATCH --chdir=" << workdir << "\n";
  if (!s.partition.empty()) sh << "#SBATCH --partition=" << s.partition << "\n";
  if (!s.account.empty()) sh << "#SBATCH --account=" << s.account << "\n";
  if (!s.time_limit.empty()) sh << "#SBATCH --time=" << s.time_limit << "\n";
  if (!s.mem_per_run.empty()) sh << "#SBATCH --mem=" << s.mem_per_run << "\n";
  for (const std::string& o : s.sbatch_options) sh << "#SBATCH " << o << "\n";
  sh << "set -u\nruns=(\n";
  for (size_t i : pending) sh << "  " << ShellQuote(runs[i].id) << "\n";
  sh << ")\n"
     << "run=${runs[$SLURM_ARRAY_TASK_ID]}\n"
     << "root=" << ShellQuote(root) << "\n"
     << "# Requeued after its run finished (summary.json is written last, by rename): done.\n"
     << "if [ -f \"$root/runs/$run/summary.json\" ]; then exit 0; fi\n"
     << "exec " << ShellQuote(binary) << " run \"$root/configs/$run.toml\" --out-dir "
     << "\"$root/runs\" >\"$root/logs/$run.log\" 2>&1\n";
  return sh.str();
}

Status RunAblationOnSlurm(const AblationSpec& spec, const std::string& agentrl_binary,
                          bool dry_run, std::ostream& out, std::ostream& progress) {
  auto runs = ExpandAblation(spec);
  if (!runs.ok()) return runs.status();
  const fs::path root = ResultsRoot(spec);
  const std::string binary = spec.slurm.agentrl.empty() ? agentrl_binary : spec.slurm.agentrl;
  std::vector<size_t> pending = Unfinished(*runs, root);
  if (dry_run) {
    out << SlurmArrayScript(spec, *runs, pending, root.string(), binary, ThisDirectory());
    return Status::Ok();
  }
  size_t failed = 0;
  if (auto earlier = EarlierActiveArray(root, *runs)) {
    out << "ablation " << spec.name << ": job array " << earlier->job
        << " from an earlier submission is still active; waiting on it\n";
    auto f = Follow(*earlier, spec, *runs, root, out, progress);
    if (!f.ok()) return f.status();
    pending = Unfinished(*runs, root);
  }
  out << "ablation " << spec.name << ": " << runs->size() << " runs ("
      << runs->size() - pending.size() << " already finished) -> " << root.string() << "\n"
      << std::flush;
  if (!pending.empty()) {
    if (Status st = PrepareResults(root, *runs, pending); !st.ok()) return st;
    const std::string script =
        SlurmArrayScript(spec, *runs, pending, root.string(), binary, ThisDirectory());
    auto sub = Submit(script, root, *runs, pending);
    if (!sub.ok()) return sub.status();
    out << "slurm: submitted job array " << sub->job << " (" << pending.size() << " elements"
        << (spec.slurm.array_parallelism > 0
                ? ", at most " + std::to_string(spec.slurm.array_parallelism) + " at once"
                : "")
        << "); script " << (root / "slurm" / "array.sbatch").string() << "\n"
        << std::flush;
    auto f = Follow(*sub, spec, *runs, root, out, progress);
    if (!f.ok()) return f.status();
    failed = *f;
  }
  AblationSpec at_root = spec;  // the same aggregation, over the directory the jobs wrote
  at_root.out_dir = root.parent_path().string();
  const auto t0 = Clock::now();
  if (Status st = AggregateAblation(at_root, *runs, out); !st.ok()) return st;
  out << "slurm: aggregated in " << Seconds(t0) << " s\n";
  if (failed > 0) {
    return Status::Runtime(std::to_string(failed) + " run(s) failed on Slurm (listed above); "
                           "run the same command again to resubmit them");
  }
  return Status::Ok();
}

}  // namespace agentrl::harness
