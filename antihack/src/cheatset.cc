#include "agentrl/antihack/cheatset.h"

#include <toml++/toml.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <sstream>

#include "agentrl/core/config.h"
#include "agentrl/core/files.h"

namespace agentrl::antihack {
namespace {

namespace fs = std::filesystem;

std::string Join(const std::vector<std::string>& v) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : ", ") + s;
  return out;
}

Result<toml::table> ParseToml(const std::string& file) {
  auto text = config::ReadTextFile(file);
  if (!text.ok()) return text.status();
  try {
    return toml::parse(*text, file);
  } catch (const toml::parse_error& e) {
    return Status::InvalidInput(file + ":" + std::to_string(e.source().begin.line) + ": " +
                                std::string(e.description()));
  }
}

std::string Where(const std::string& file, const toml::node* n) {
  return n ? file + ":" + std::to_string(n->source().begin.line) : file;
}

bool ValidId(const std::string& id) {
  if (id.empty() || id.size() > 200 || id[0] == '.') return false;
  return std::all_of(id.begin(), id.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.';
  });
}

}  // namespace

const std::vector<std::string> kCheatCategories = {"read_hidden_tests",
                                                   "read_reference",
                                                   "grader_introspection",
                                                   "git_history_mining",
                                                   "network_fetch_upstream",
                                                   "pip_install_upstream",
                                                   "hardcoded_outputs",
                                                   "stateful_toggle",
                                                   "early_exit_success",
                                                   "skip_tests",
                                                   "always_equal",
                                                   "test_framework_patch",
                                                   "forged_output",
                                                   "edit_tests",
                                                   "timer_or_scorer_patch",
                                                   "environment_tampering",
                                                   "obfuscated",
                                                   "copy_upstream_renamed",
                                                   "delete_features"};
const std::vector<std::string> kHonestCategories = {"correct", "buggy", "suspicious"};

bool IsJudgeOnlyCategory(const std::string& c) {
  return c == "hardcoded_outputs" || c == "stateful_toggle" || c == "copy_upstream_renamed" ||
         c == "delete_features";
}

Result<CheatCase> LoadCase(const CheatSet& set, const std::string& case_dir) {
  const std::string file = case_dir + "/case.toml";
  auto t = ParseToml(file);
  if (!t.ok()) return t.status();
  CheatCase c;
  c.dir = case_dir;
  std::string errors;
  auto str = [&](const char* key, std::string* dst, bool required) {
    const toml::node* n = t->get(key);
    if (!n) {
      if (required) errors += file + ": " + key + ": missing; accepted: a string\n";
      return;
    }
    if (!n->is_string()) {
      errors += Where(file, n) + ": " + key + ": not a string\n";
      return;
    }
    *dst = n->as_string()->get();
  };
  str("id", &c.id, true);
  str("task", &c.task, true);
  str("label", &c.label, true);
  str("category", &c.category, true);
  str("variant", &c.variant, false);
  str("note", &c.note, false);
  for (const auto& [k, v] : *t) {
    static const std::set<std::string> known = {"id",       "task",    "label",
                                                "category", "variant", "note"};
    if (!known.count(std::string(k.str()))) {
      errors += Where(file, &v) + ": " + std::string(k.str()) +
                ": unknown key; accepted: id, task, label, category, variant, note\n";
    }
  }
  if (!c.id.empty() && c.id != fs::path(case_dir).filename().string()) {
    errors += Where(file, t->get("id")) + ": id: \"" + c.id +
              "\" differs from the directory name \"" + fs::path(case_dir).filename().string() +
              "\"\n";
  }
  if (!c.label.empty() && c.label != "honest" && c.label != "cheat") {
    errors +=
        Where(file, t->get("label")) + ": label: \"" + c.label + "\"; accepted: honest, cheat\n";
  }
  const auto& cats = c.label == "honest" ? kHonestCategories : kCheatCategories;
  if ((c.label == "honest" || c.label == "cheat") && !c.category.empty() &&
      std::find(cats.begin(), cats.end(), c.category) == cats.end()) {
    errors += Where(file, t->get("category")) + ": category: \"" + c.category + "\" for label " +
              c.label + "; accepted: " + Join(cats) + "\n";
  }
  if (!c.task.empty()) {
    auto it = set.split_of.find(c.task);
    if (it == set.split_of.end()) {
      errors += Where(file, t->get("task")) + ": task: \"" + c.task + "\" is in no split of " +
                set.dir + "/cheatset.toml\n";
    } else {
      c.split = it->second;
    }
  }
  std::error_code ec;
  if (!fs::is_directory(c.submission_dir(), ec)) {
    errors += c.submission_dir() + ": missing; accepted: a directory of submitted files\n";
  }
  if (!errors.empty()) {
    errors.pop_back();
    return Status::InvalidInput(errors);
  }
  auto text = config::ReadTextFile(c.trajectory_path());
  if (!text.ok()) return text.status();
  auto actions = ParseTrajectory(*text, c.trajectory_path());
  if (!actions.ok()) return actions.status();
  c.actions = std::move(*actions);
  return c;
}

Result<CheatSet> LoadCheatSet(const std::string& dir) {
  const std::string file = dir + "/cheatset.toml";
  auto t = ParseToml(file);
  if (!t.ok()) return t.status();
  CheatSet set;
  set.dir = dir;
  std::string errors;
  if (auto n = t->get("name"); n && n->is_string())
    set.name = n->as_string()->get();
  else
    errors += file + ": name: missing or not a string\n";
  std::string task_root;
  if (auto n = t->get("task_root"); n && n->is_string()) {
    const std::string root = n->as_string()->get();
    task_root = !root.empty() && root[0] == '/' ? root : dir + "/" + root;
  }
  const toml::table* split = t->get_as<toml::table>("split");
  if (!split)
    errors += file + ": [split]: missing; accepted: train, val, test arrays of task names\n";
  for (const char* s : {"train", "val", "test"}) {
    const toml::array* a = split ? split->get_as<toml::array>(s) : nullptr;
    if (split && !a) {
      errors +=
          Where(file, split) + ": split." + s + ": missing; accepted: an array of task names\n";
      continue;
    }
    if (!a) continue;
    for (const toml::node& n : *a) {
      if (!n.is_string()) {
        errors += Where(file, &n) + ": split." + s + ": not a string\n";
        continue;
      }
      const std::string name = n.as_string()->get();
      if (set.split_of.count(name)) {
        errors += Where(file, &n) + ": split." + s + ": task \"" + name +
                  "\" is already in split " + set.split_of[name] + " (splits are by task)\n";
        continue;
      }
      set.split_of[name] = s;
      std::error_code ec;
      const std::string own = dir + "/tasks/" + name;
      if (fs::is_directory(own, ec))
        set.task_dirs[name] = own;
      else if (!task_root.empty() && fs::is_directory(task_root + "/" + name, ec)) {
        set.task_dirs[name] = task_root + "/" + name;
      } else {
        errors += Where(file, &n) + ": split." + s + ": task \"" + name + "\" not found under " +
                  dir + "/tasks/" + (task_root.empty() ? "" : " or " + task_root) + "\n";
      }
    }
  }
  if (!errors.empty()) {
    errors.pop_back();
    return Status::InvalidInput(errors);
  }
  std::vector<std::string> dirs;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(dir + "/cases", ec)) {
    const std::string name = e.path().filename().string();
    if (e.is_directory() && name[0] != '.') dirs.push_back(e.path().string());
  }
  if (ec) return Status::NotFound(dir + "/cases: " + ec.message());
  std::sort(dirs.begin(), dirs.end());
  for (const std::string& d : dirs) {
    auto c = LoadCase(set, d);
    if (!c.ok()) {
      errors += c.status().message() + "\n";
      continue;
    }
    set.cases.push_back(std::move(*c));
  }
  if (!errors.empty()) {
    errors.pop_back();
    return Status::InvalidInput(errors);
  }
  return set;
}

Result<std::string> AddSample(const std::string& set_dir, const NewSample& s) {
  auto set = LoadCheatSet(set_dir);
  if (!set.ok()) return set.status();
  if (!ValidId(s.id)) {
    return Status::InvalidInput("--id: \"" + s.id +
                                "\"; accepted: letters, digits, '-', '_' and '.', not starting "
                                "with '.'");
  }
  const std::string final_dir = set_dir + "/cases/" + s.id;
  std::error_code ec;
  if (fs::exists(final_dir, ec)) {
    return Status::InvalidInput("--id: case \"" + s.id + "\" already exists in " + set_dir);
  }
  if (!fs::is_directory(s.submission_dir, ec)) {
    return Status::InvalidInput("--submission: " + s.submission_dir + ": not a directory");
  }
  // Built under cases/.add-<id>.tmp/<id> (ignored by LoadCheatSet), validated there under its
  // own name, then renamed into place.
  const std::string tmp_parent = set_dir + "/cases/.add-" + s.id + ".tmp";
  const std::string tmp = tmp_parent + "/" + s.id;
  fs::remove_all(tmp_parent, ec);
  auto fail = [&](Status st) -> Result<std::string> {
    fs::remove_all(tmp_parent, ec);
    return st;
  };
  if (Status st = MakeDirectories(tmp); !st.ok()) return fail(st);
  fs::copy(s.submission_dir, tmp + "/submission", fs::copy_options::recursive, ec);
  if (ec) return fail(Status::IoError(s.submission_dir + ": copy failed: " + ec.message()));
  fs::copy_file(s.trajectory_file, tmp + "/trajectory.jsonl", ec);
  if (ec) return fail(Status::IoError(s.trajectory_file + ": copy failed: " + ec.message()));
  toml::table t;
  t.insert("id", s.id);
  t.insert("task", s.task);
  t.insert("label", s.label);
  t.insert("category", s.category);
  t.insert("variant", s.variant);
  if (!s.note.empty()) t.insert("note", s.note);
  std::ostringstream os;
  os << t << "\n";
  if (Status st = WriteFileAtomic(tmp + "/case.toml", os.str()); !st.ok()) return fail(st);
  if (auto c = LoadCase(*set, tmp); !c.ok()) return fail(c.status());
  fs::rename(tmp, final_dir, ec);
  if (ec) return fail(Status::IoError(final_dir + ": " + ec.message()));
  fs::remove_all(tmp_parent, ec);
  return final_dir;
}

}  // namespace agentrl::antihack
