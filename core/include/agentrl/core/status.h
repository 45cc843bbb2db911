// Errors as values at module boundaries (config, parsing, I/O, sandbox), after leveldb's
// Status. A Status is either ok or carries a code and a message written for the user: it
// names the file, line, field and what is accepted, so the CLI can print it verbatim.
// Exceptions are reserved for broken invariants (bugs), not for bad input.
#pragma once

#include <cassert>
#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace agentrl {

enum class StatusCode {
  kOk = 0,
  kInvalidInput,  // bad config, task, trajectory or report: the user must fix the input
  kNotFound,      // a named file or resource does not exist
  kIoError,       // reading or writing failed for a reason outside the input's content
  kRuntime,       // the run itself failed (e.g. a non-finite loss)
};

class Status {
 public:
  Status() = default;  // ok

  static Status Ok() { return Status(); }
  static Status InvalidInput(std::string msg) {
    return {StatusCode::kInvalidInput, std::move(msg)};
  }
  static Status NotFound(std::string msg) { return {StatusCode::kNotFound, std::move(msg)}; }
  static Status IoError(std::string msg) { return {StatusCode::kIoError, std::move(msg)}; }
  static Status Runtime(std::string msg) { return {StatusCode::kRuntime, std::move(msg)}; }

  bool ok() const { return code_ == StatusCode::kOk; }
  StatusCode code() const { return code_; }
  const std::string& message() const { return message_; }

  // The process exit code the CLI uses for this status: 0 ok, 2 for input and usage errors
  // (including a missing input file), 1 for failures of the run itself.
  int exit_code() const {
    switch (code_) {
      case StatusCode::kOk:
        return 0;
      case StatusCode::kInvalidInput:
      case StatusCode::kNotFound:
        return 2;
      default:
        return 1;
    }
  }

 private:
  Status(StatusCode code, std::string msg) : code_(code), message_(std::move(msg)) {}
  StatusCode code_ = StatusCode::kOk;
  std::string message_;
};

// A value or the Status that explains why there is none.
template <class T>
class Result {
 public:
  Result(T value) : v_(std::move(value)) {}        // NOLINT: implicit by design
  Result(Status status) : v_(std::move(status)) {  // NOLINT: implicit by design
    assert(!std::get<Status>(v_).ok() && "Result built from an ok Status has no value");
  }

  bool ok() const { return std::holds_alternative<T>(v_); }
  const Status& status() const {
    static const Status kOk;
    return ok() ? kOk : std::get<Status>(v_);
  }
  T& value() & { return std::get<T>(v_); }
  const T& value() const& { return std::get<T>(v_); }
  T&& value() && { return std::get<T>(std::move(v_)); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() { return value(); }
  const T& operator*() const { return value(); }

 private:
  std::variant<T, Status> v_;
};

}  // namespace agentrl
