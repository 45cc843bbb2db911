// File output that never leaves a half-written file behind: content goes to a temporary file
// in the same directory, is flushed to disk, then renamed over the target in one step. A
// reader sees the old file or the new one, never a mix; a failed write leaves the old one.
#pragma once

#include <string>
#include <string_view>

#include "agentrl/core/status.h"

namespace agentrl {

Status WriteFileAtomic(const std::string& path, std::string_view content);

// Creates the directory and its parents; ok if it exists.
Status MakeDirectories(const std::string& path);

}  // namespace agentrl
