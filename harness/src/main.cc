// The agentrl binary: parse the command line, run the chosen subcommand, map the outcome to
// the exit code (0 success, 1 run failure, 2 usage or input error).
#include <iostream>

#include "agentrl/core/version.h"
#include "agentrl/sandbox/run_dir.h"
#include "cli/commands.h"

namespace agentrl::cli {

CLI::App* AddSubcommand(CLI::App& parent, const std::string& name, const std::string& description) {
  CLI::App* sub = parent.add_subcommand(name, description);
  sub->set_version_flag("--version", VersionString());
  return sub;
}

}  // namespace agentrl::cli

int main(int argc, char** argv) {
  using namespace agentrl;
  CLI::App app{
      "agentrl: RL post-training harness for code agents (advantage estimators, "
      "simulator, sandbox, anti-hack)",
      "agentrl"};
  app.set_version_flag("--version", VersionString());
  app.require_subcommand(1);
  app.footer(
      "Exit codes: 0 success, 1 run failure, 2 usage or input error.\n"
      "Run `agentrl COMMAND --help` for a command's options.");

  cli::CommandContext ctx;
  cli::AddRunCommand(app, ctx);
  cli::AddConfigCommands(app, ctx);
  cli::AddAdvantagesCommand(app, ctx);
  cli::AddSimCommands(app, ctx);
  cli::AddSandboxCommands(app, ctx);
  cli::AddAntihackCommands(app, ctx);
  cli::AddStoreCommands(app, ctx);
  cli::AddServeCommand(app, ctx);

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int rc = app.exit(e);  // prints help, version or the usage error
    return rc == 0 ? 0 : 2;
  }
  if (!ctx.action) return 0;
  // Before any thread starts (unshare moves only the calling thread): the run directories that
  // dead owners left under the default scratch root go, swept in the namespace this process
  // started in (where one that never entered its own left its mounts), and every tmpfs this
  // process mounts from now on lives in a mount namespace of its own that dies with it, so
  // `kill -9` leaves no mount on the host (sandbox/run_dir.h).
  sandbox::SweepRunDirs(sandbox::DefaultScratchRoot());
  if (const Status st = sandbox::EnterPrivateMountNamespace(); !st.ok()) {
    std::cerr << "agentrl: warning: " << st.message()
              << "; a crash may leave run directories mounted until the next start\n";
  }
  try {
    const Status st = ctx.action();
    if (!st.ok()) std::cerr << "agentrl: " << st.message() << "\n";
    return st.exit_code();
  } catch (const std::exception& e) {
    std::cerr << "agentrl: internal error: " << e.what() << "\n";
    return 1;
  }
}
