// cpp-httplib's server with its connection loop replaced (issue 43).
//
// cpp-httplib 0.11 waits for a keep-alive connection's next request by polling the socket for
// 10 ms and then sleeping 1 ms, over and over (its detail::keep_alive). A request that arrives
// during the sleep waits up to a millisecond before it is read (about one in eleven, once the
// connection has been idle 10 ms), and every idle connection wakes its thread ~90 times a second.
// This server waits in one poll that ends as soon as a request arrives, waking every
// kStopCheck only to see whether the server was stopped. It also keeps one buffered stream per
// connection, so bytes of a pipelined next request read with the current one are not dropped.
#pragma once

#include <httplib.h>

#include <chrono>

namespace agentrl::serve {

class HttpServer : public httplib::Server {
 public:
  // How often an idle connection looks whether the server was stopped (Server::stop closes the
  // listening socket; a drain ends reading on every socket, which wakes the poll at once).
  static constexpr std::chrono::milliseconds kStopCheck{100};

 private:
  bool process_and_close_socket(socket_t sock) override;
  // True when a request (or the end of the stream) can be read before the keep-alive timeout.
  bool WaitForRequest(socket_t sock) const;
};

}  // namespace agentrl::serve
