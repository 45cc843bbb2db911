// The version `agentrl --version` prints: semantic version and the git revision built.
#pragma once

namespace agentrl {
const char* VersionString();
}  // namespace agentrl
