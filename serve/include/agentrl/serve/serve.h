// `agentrl serve`: the sandbox and the two-stage reward as an HTTP/1.1 + JSON service
// (serve/README.md for the endpoints; [serve] in `agentrl config dump` for every setting).
#pragma once

#include <ostream>

#include "agentrl/core/status.h"
#include "agentrl/harness/experiment_config.h"

namespace agentrl::serve {

// Checks the settings, starts the server, prints `listening on HOST:PORT` as the first line on
// `out`, and serves until SIGTERM or SIGINT; then drains (accepted requests finish, new ones
// get 503), closes the store and returns. Errors: bad settings (exit code 2), no isolation, a
// port in use.
Status RunServe(const harness::ServeSection& cfg, const harness::AntihackSection& antihack,
                std::ostream& out, std::ostream& log);

}  // namespace agentrl::serve
