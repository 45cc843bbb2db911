#include "connection.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <vector>

namespace agentrl::serve {
namespace {

using Clock = std::chrono::steady_clock;

int Millis(time_t sec, time_t usec) {
  const int64_t ms = static_cast<int64_t>(sec) * 1000 + (usec + 999) / 1000;
  return static_cast<int>(std::clamp<int64_t>(ms, 0, 1 << 30));
}

// poll() for one event, retried when a signal interrupts it: >0 ready, 0 timeout, <0 error.
int PollOne(int fd, short events, int timeout_ms) {
  pollfd p{fd, events, 0};
  const Clock::time_point deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
  while (true) {
    const int n = poll(&p, 1, timeout_ms);
    if (n >= 0 || errno != EINTR) return n;
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    timeout_ms = static_cast<int>(std::max<int64_t>(0, left.count()));
  }
}

void Address(int fd, bool peer, std::string& ip, int& port) {
  sockaddr_storage addr{};
  socklen_t len = sizeof addr;
  const int rc = peer ? getpeername(fd, reinterpret_cast<sockaddr*>(&addr), &len)
                      : getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len);
  if (rc != 0) return;
  char text[INET6_ADDRSTRLEN] = {0};
  if (addr.ss_family == AF_INET) {
    const auto* a = reinterpret_cast<const sockaddr_in*>(&addr);
    if (inet_ntop(AF_INET, &a->sin_addr, text, sizeof text)) ip = text;
    port = ntohs(a->sin_port);
  } else if (addr.ss_family == AF_INET6) {
    const auto* a = reinterpret_cast<const sockaddr_in6*>(&addr);
    if (inet_ntop(AF_INET6, &a->sin6_addr, text, sizeof text)) ip = text;
    port = ntohs(a->sin6_port);
  }
}

// One connection's stream, kept across its requests. Reads go through a buffer (the library
// reads request lines a byte at a time); each read and write waits at most its timeout.
class ConnectionStream : public httplib::Stream {
 public:
  ConnectionStream(int fd, int read_ms, int write_ms)
      : fd_(fd), read_ms_(read_ms), write_ms_(write_ms), buf_(kBuffer) {}

  bool buffered() const { return off_ < end_; }

  bool is_readable() const override { return buffered() || PollOne(fd_, POLLIN, read_ms_) > 0; }
  bool is_writable() const override { return PollOne(fd_, POLLOUT, write_ms_) > 0; }

  ssize_t read(char* ptr, size_t size) override {
    if (!buffered()) {
      if (PollOne(fd_, POLLIN, read_ms_) <= 0) return -1;
      if (size >= kBuffer) return Recv(ptr, size);  // a large read skips the buffer
      const ssize_t n = Recv(buf_.data(), kBuffer);
      if (n <= 0) return n;
      off_ = 0;
      end_ = static_cast<size_t>(n);
    }
    const size_t n = std::min(size, end_ - off_);
    std::memcpy(ptr, buf_.data() + off_, n);
    off_ += n;
    return static_cast<ssize_t>(n);
  }

  ssize_t write(const char* ptr, size_t size) override {
    if (!is_writable()) return -1;
    while (true) {
      const ssize_t n = send(fd_, ptr, size, MSG_NOSIGNAL);
      if (n >= 0 || errno != EINTR) return n;
    }
  }

  void get_remote_ip_and_port(std::string& ip, int& port) const override {
    Address(fd_, true, ip, port);
  }
  void get_local_ip_and_port(std::string& ip, int& port) const override {
    Address(fd_, false, ip, port);
  }
  socket_t socket() const override { return fd_; }

 private:
  static constexpr size_t kBuffer = 4096;

  ssize_t Recv(char* ptr, size_t size) {
    while (true) {
      const ssize_t n = recv(fd_, ptr, size, 0);
      if (n >= 0 || errno != EINTR) return n;
    }
  }

  const int fd_, read_ms_, write_ms_;
  std::vector<char> buf_;
  size_t off_ = 0, end_ = 0;
};

}  // namespace

bool HttpServer::WaitForRequest(socket_t sock) const {
  const Clock::time_point deadline = Clock::now() + std::chrono::seconds(keep_alive_timeout_sec_);
  while (svr_sock_ != INVALID_SOCKET) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    if (left.count() <= 0) return false;
    const int n = PollOne(sock, POLLIN, static_cast<int>(std::min(left, kStopCheck).count()));
    if (n != 0) return n > 0;
  }
  return false;
}

bool HttpServer::process_and_close_socket(socket_t sock) {
  ConnectionStream strm(sock, Millis(read_timeout_sec_, read_timeout_usec_),
                        Millis(write_timeout_sec_, write_timeout_usec_));
  bool ret = false;
  for (size_t left = keep_alive_max_count_; left > 0; --left) {
    if (!strm.buffered() && !WaitForRequest(sock)) break;
    if (svr_sock_ == INVALID_SOCKET) break;
    bool closed = false;
    ret = process_request(strm, left == 1, closed, nullptr);
    if (!ret || closed) break;
  }
  shutdown(sock, SHUT_RDWR);
  close(sock);
  return ret;
}

}  // namespace agentrl::serve
