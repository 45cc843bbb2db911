#include "agentrl/sandbox/run_code.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <filesystem>

#include "agentrl/core/files.h"
#include "agentrl/sandbox/run_dir.h"

namespace agentrl::sandbox {
namespace {

namespace fs = std::filesystem;

Limits StepLimits(double timeout_s, int64_t memory_mb) {
  Limits l;
  // The request's timeout is both the CPU time of the tree and its wall clock (less the time
  // it waited for a CPU), so a program that sleeps and one that computes end alike.
  l.wall_s = timeout_s;
  l.tree_cpu_s = timeout_s;
  l.cpu_s = std::ceil(timeout_s) + 1;
  l.memory_mb = memory_mb;
  return l;
}

// Reads DIR/REL without following a symbolic link anywhere below DIR: each component is opened
// with O_NOFOLLOW relative to the one before, so a link the program left cannot point the read
// at a host file.
Status ReadBeneath(const std::string& dir, const std::string& rel, int64_t max_bytes,
                   std::string* out) {
  int fd = open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return Status::IoError(std::string("cannot open the workspace: ") + std::strerror(errno));
  size_t start = 0;
  while (true) {
    const size_t slash = rel.find('/', start);
    const std::string part = rel.substr(start, slash == std::string::npos ? slash : slash - start);
    const bool last = slash == std::string::npos;
    const int next = openat(fd, part.c_str(),
                            O_RDONLY | O_CLOEXEC | O_NOFOLLOW | (last ? O_NONBLOCK : O_DIRECTORY));
    const int err = errno;
    struct stat link {};
    const bool is_link = next < 0 && fstatat(fd, part.c_str(), &link, AT_SYMLINK_NOFOLLOW) == 0 &&
                         S_ISLNK(link.st_mode);
    close(fd);
    if (next < 0) {
      if (is_link || err == ELOOP) return Status::InvalidInput("a symbolic link; not followed");
      if (err == ENOENT) return Status::NotFound("no such file");
      if (err == ENOTDIR) return Status::InvalidInput("a component is not a directory");
      return Status::IoError(std::strerror(err));
    }
    fd = next;
    if (last) break;
    start = slash + 1;
  }
  struct stat st {};
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    close(fd);
    return Status::InvalidInput("not a regular file");
  }
  if (st.st_size > max_bytes) {
    close(fd);
    return Status::InvalidInput("larger than " + std::to_string(max_bytes) + " bytes");
  }
  out->clear();
  char buf[65536];
  while (true) {
    const ssize_t n = read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    out->append(buf, static_cast<size_t>(n));
    if (static_cast<int64_t>(out->size()) > max_bytes) break;
  }
  close(fd);
  if (static_cast<int64_t>(out->size()) > max_bytes) {
    return Status::InvalidInput("larger than " + std::to_string(max_bytes) + " bytes");
  }
  return Status::Ok();
}

}  // namespace

Status CheckRequestPath(const std::string& path) {
  if (path.empty()) return Status::InvalidInput("an empty path");
  if (path.size() > 4096) return Status::InvalidInput("a path longer than 4096 bytes");
  if (path.find('\0') != std::string::npos) return Status::InvalidInput("a NUL byte in the path");
  if (path.front() == '/') return Status::InvalidInput("an absolute path; paths are relative to the working directory");
  size_t start = 0;
  while (start <= path.size()) {
    const size_t slash = std::min(path.find('/', start), path.size());
    const std::string_view part(path.data() + start, slash - start);
    if (part.empty() || part == "." || part == "..") {
      return Status::InvalidInput("an empty, `.` or `..` component");
    }
    start = slash + 1;
  }
  return Status::Ok();
}

const char* CodeStepStatus(const ExecOutcome& o) {
  switch (o.termination) {
    case Termination::kExited:
    case Termination::kSignaled:
      return "Finished";
    case Termination::kTimeout:
      return o.limit_hit == LimitHit::kMemory ? "Finished" : "TimeLimitExceeded";
    case Termination::kSandboxError:
      break;
  }
  return "Error";
}

std::optional<int> CodeStepReturnCode(const ExecOutcome& o) {
  if (o.termination == Termination::kExited) return o.exit_code;
  if (o.termination == Termination::kSignaled) return -o.signal;
  if (o.termination == Termination::kTimeout && o.limit_hit == LimitHit::kMemory) {
    return -(o.signal != 0 ? o.signal : 9);
  }
  return std::nullopt;
}

Result<CodeResult> RunCode(const CodeRequest& req, const CodeRunOptions& opts) {
  if (std::find(kCodeLanguages.begin(), kCodeLanguages.end(), req.language) ==
      kCodeLanguages.end()) {
    return Status::InvalidInput("language: \"" + req.language + "\" is not supported; accepted: python, cpp");
  }
  for (const auto& [path, bytes] : req.files) {
    if (Status st = CheckRequestPath(path); !st.ok()) {
      return Status::InvalidInput("files: \"" + path + "\": " + st.message());
    }
  }
  for (const std::string& path : req.fetch_files) {
    if (Status st = CheckRequestPath(path); !st.ok()) {
      return Status::InvalidInput("fetch_files: \"" + path + "\": " + st.message());
    }
  }
  auto dir = RunDir::Make({.root = opts.run.scratch_root,
                           .disk_mb = opts.run.disk_mb,
                           .keep = opts.run.keep_run_dir});
  if (!dir.ok()) return dir.status();
  const std::string d = dir->path();
  const bool cpp = req.language == "cpp";
  const std::string source = d + "/build/main." + (cpp ? "cpp" : "py");
  if (Status st = WriteFileAtomic(source, req.code); !st.ok()) return st;
  for (const auto& [path, bytes] : req.files) {
    const fs::path target = fs::path(d) / "work" / path;
    if (Status st = MakeDirectories(target.parent_path().string()); !st.ok()) return st;
    if (Status st = WriteFileAtomic(target.string(), bytes); !st.ok()) return st;
  }
  std::string stdin_file;
  if (req.stdin_text) {
    stdin_file = d + "/report/stdin";  // the report directory is not mounted into these steps
    if (Status st = WriteFileAtomic(stdin_file, *req.stdin_text); !st.ok()) return st;
  }
  dir->GiveToSandbox();

  ExecSpec spec;
  spec.mounts = {{d + "/work", "/workspace", true}, {d + "/build", "/build", true}};
  spec.env = {{"PYTHONPATH", "/workspace"}};
  spec.audit = opts.run.audit;
  spec.unsafe_no_isolation = opts.run.unsafe_no_isolation;
  spec.nice = opts.run.nice;
  CodeResult result;
  if (cpp) {
    ExecSpec compile = spec;
    compile.argv = {"g++", "-std=c++17", "-O2", "-o", "/build/main", "/build/main.cpp"};
    compile.limits = StepLimits(req.compile_timeout_s, opts.compile_memory_mb);
    auto o = Execute(compile);
    if (!o.ok()) return o.status();
    result.compile = std::move(*o);
    if (result.compile->termination != Termination::kExited || result.compile->exit_code != 0) {
      return result;  // no run after a failed compile
    }
    spec.argv = {"/build/main"};
  } else {
    spec.argv = {"python3", "/build/main.py"};
  }
  spec.stdin_file = stdin_file;
  spec.limits =
      StepLimits(req.run_timeout_s, req.memory_mb > 0 ? req.memory_mb : opts.default_memory_mb);
  auto o = Execute(spec);
  if (!o.ok()) return o.status();
  result.run = std::move(*o);
  // Every process of the run is gone (Execute returns after the whole tree): nothing can swap
  // a path while it is read.
  for (const std::string& path : req.fetch_files) {
    std::string bytes;
    if (Status st = ReadBeneath(d + "/work", path, opts.max_fetch_bytes, &bytes); st.ok()) {
      result.files.emplace(path, std::move(bytes));
    } else {
      result.fetch_errors.push_back(path + ": " + st.message());
    }
  }
  return result;
}

}  // namespace agentrl::sandbox
