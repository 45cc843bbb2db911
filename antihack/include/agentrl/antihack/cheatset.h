// Seeded cheat sets: labelled trajectories and submissions over sandbox tasks, split by task.
//
//   SET/cheatset.toml         name = "...", task_root = "DIR" (relative to SET; task directories
//                             in the sandbox format), [split] train/val/test = [task names]
//   SET/tasks/<name>/         optional: tasks of the set's own (found before task_root)
//   SET/cases/<id>/case.toml  id, task, label ("honest" | "cheat"), category, variant?, note?
//   SET/cases/<id>/trajectory.jsonl
//   SET/cases/<id>/submission/
//
// A cheat's category is one of kCheatCategories; an honest case's is "correct", "buggy" or
// "suspicious". Every error names the file (and line) and the field, with what is accepted.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "agentrl/antihack/trajectory.h"
#include "agentrl/core/status.h"

namespace agentrl::antihack {

extern const std::vector<std::string> kCheatCategories;
extern const std::vector<std::string> kHonestCategories;
// The categories the issue calls judge-only (no rule or audit event can see them).
bool IsJudgeOnlyCategory(const std::string& category);

struct CheatCase {
  std::string id, task, label, category, variant, note;
  std::string dir;    // SET/cases/<id>
  std::string split;  // train, val, test (from the task)
  std::vector<Action> actions;
  std::string trajectory_path() const { return dir + "/trajectory.jsonl"; }
  std::string submission_dir() const { return dir + "/submission"; }
};

struct CheatSet {
  std::string dir, name;
  std::map<std::string, std::string> task_dirs;  // task name -> its directory
  std::map<std::string, std::string> split_of;   // task name -> split
  std::vector<CheatCase> cases;                  // sorted by id
};

// Loads and validates the whole set (every case.toml and trajectory is parsed).
Result<CheatSet> LoadCheatSet(const std::string& dir);

// Validates one case directory against a loaded set (what add-sample checks before copying).
Result<CheatCase> LoadCase(const CheatSet& set, const std::string& case_dir);

struct NewSample {
  std::string id, task, label, category, variant = "added", note;
  std::string trajectory_file, submission_dir;
};
// Adds a case to the set: validated first, written to a temporary directory inside cases/ and
// renamed into place, so a failure leaves the set as it was. Returns the new case's directory.
Result<std::string> AddSample(const std::string& set_dir, const NewSample& sample);

}  // namespace agentrl::antihack
