// Code whose recursion grows with the length of its input, run where that cannot overflow the
// stack. libstdc++'s std::regex recurses once per character a match attempt consumes (about 160
// bytes a character): on a thread's default 8 MiB stack, a rule pattern with `.*` over a 50 KB
// shell command (an agent's heredoc writing a file) overflowed it and killed the process. The
// anti-hack stages scan untrusted text (trajectories, outputs, submissions) with such patterns,
// so they run on a thread whose stack is reserved at kDeepStackBytes: address space only, pages
// are committed as the recursion touches them, so a shallow check costs what it did.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <type_traits>
#include <utility>

namespace agentrl {

// 4 GiB: a single match over about 25 MB of text (agentrl serve's default body limit is 16 MB).
inline constexpr size_t kDeepStackBytes = size_t{4} << 30;

// Runs fn on a new thread with a `stack_bytes` stack and waits for it. If that thread cannot be
// created (the address space refused), fn runs on the calling thread.
void RunOnDeepStack(const std::function<void()>& fn, size_t stack_bytes = kDeepStackBytes);

template <class F>
auto OnDeepStack(F&& fn) -> std::invoke_result_t<F&> {
  using R = std::invoke_result_t<F&>;
  if constexpr (std::is_void_v<R>) {
    RunOnDeepStack([&] { fn(); });
  } else {
    std::optional<R> out;
    RunOnDeepStack([&] { out.emplace(fn()); });
    return std::move(*out);
  }
}

}  // namespace agentrl
