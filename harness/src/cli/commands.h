// Subcommand registration for the `agentrl` binary. Each module's commands live in their own
// file and add themselves to the app; a command's callback only records the action to run,
// and main() runs it after parsing so that exit codes are decided in one place:
// 0 success, 1 run failure, 2 usage or input error.
#pragma once

#include <CLI/CLI.hpp>
#include <functional>

#include "agentrl/core/status.h"

namespace agentrl::cli {

struct CommandContext {
  std::function<Status()> action;  // set by the chosen subcommand's callback
};

// Creates a subcommand with the shared conventions (--version, help formatting).
CLI::App* AddSubcommand(CLI::App& parent, const std::string& name, const std::string& description);

void AddConfigCommands(CLI::App& app, CommandContext& ctx);
void AddRunCommand(CLI::App& app, CommandContext& ctx);
void AddAdvantagesCommand(CLI::App& app, CommandContext& ctx);
void AddSimCommands(CLI::App& app, CommandContext& ctx);
void AddSandboxCommands(CLI::App& app, CommandContext& ctx);
void AddAntihackCommands(CLI::App& app, CommandContext& ctx);
void AddStoreCommands(CLI::App& app, CommandContext& ctx);
void AddServeCommand(CLI::App& app, CommandContext& ctx);

}  // namespace agentrl::cli
