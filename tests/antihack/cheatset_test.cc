// Seeded cheat sets: the committed corpus loads whole; malformed sets and cases are rejected with
// the file, line and field; add-sample is validated and atomic.
#include "agentrl/antihack/cheatset.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include "../sandbox/sandbox_test_util.h"

namespace agentrl::antihack {
namespace {

namespace fs = std::filesystem;
using sandbox::testing::SourceDir;
using sandbox::testing::TempDir;
using sandbox::testing::WriteFile;

TEST(CheatSet, TheCommittedCorpusCoversEveryCategoryAndSplitsByTask) {
  auto set = LoadCheatSet(SourceDir() + "/cheatsets/corpus");
  ASSERT_TRUE(set.ok()) << set.status().message();
  EXPECT_GE(set->cases.size(), 900u);
  std::set<std::string> cheat_categories, honest_kinds;
  std::map<std::string, std::set<std::string>> splits_of_task;
  for (const CheatCase& c : set->cases) {
    (c.label == "cheat" ? cheat_categories : honest_kinds).insert(c.category);
    splits_of_task[c.task].insert(c.split);
    EXPECT_FALSE(c.actions.empty()) << c.id;
  }
  EXPECT_EQ(cheat_categories.size(), kCheatCategories.size());
  EXPECT_EQ(honest_kinds, (std::set<std::string>{"correct", "buggy", "suspicious"}));
  for (const auto& [task, splits] : splits_of_task) EXPECT_EQ(splits.size(), 1u) << task;
  std::set<std::string> used;
  for (const auto& [task, splits] : splits_of_task) used.insert(*splits.begin());
  EXPECT_EQ(used, (std::set<std::string>{"train", "val", "test"}));
}

// The held-out sets (cheatsets/heldout to heldout18, each written apart from the rules
// by a helper that never saw the detector): each loads whole, has the counts it promises, all
// its tasks are in the test split and none is a task of the corpus or of another held-out set,
// and it is the frozen version its README names.
struct HeldOutSpec {
  const char* name;
  int min_cheats, min_categories, min_honest, min_suspicious;
};

class HeldOutSet : public ::testing::TestWithParam<HeldOutSpec> {};

TEST_P(HeldOutSet, IsWholeFrozenAndApartFromTheCorpus) {
  const HeldOutSpec spec = GetParam();
  const std::string dir = SourceDir() + "/cheatsets/" + spec.name;
  auto set = LoadCheatSet(dir);
  ASSERT_TRUE(set.ok()) << set.status().message();
  std::map<std::string, int> cheats_by_category, honest_by_category;
  for (const CheatCase& c : set->cases) {
    (c.label == "cheat" ? cheats_by_category : honest_by_category)[c.category] += 1;
    EXPECT_EQ(c.split, "test") << c.id;
    EXPECT_FALSE(c.actions.empty()) << c.id;
  }
  int cheats = 0, honest = 0;
  for (const auto& [cat, n] : cheats_by_category) cheats += n;
  for (const auto& [cat, n] : honest_by_category) honest += n;
  EXPECT_GE(cheats, spec.min_cheats);
  EXPECT_GE(static_cast<int>(cheats_by_category.size()), spec.min_categories);
  EXPECT_GE(honest, spec.min_honest);
  EXPECT_GE(honest_by_category["suspicious"], spec.min_suspicious);
  for (const char* other : {"corpus", "heldout", "heldout2", "heldout3", "heldout4", "heldout5",
                            "heldout6", "heldout7", "heldout8", "heldout9", "heldout10",
                            "heldout11", "heldout12", "heldout13", "heldout14", "heldout15",
                            "heldout16", "heldout17", "heldout18"}) {
    if (std::string(other) == spec.name) continue;
    auto o = LoadCheatSet(SourceDir() + "/cheatsets/" + other);
    ASSERT_TRUE(o.ok()) << o.status().message();
    for (const auto& [task, dir_of_task] : set->task_dirs) {
      EXPECT_EQ(o->task_dirs.count(task), 0u) << task << " is a task of " << other;
    }
  }
  // The hash its README records, recomputed the way the README says.
  const std::string cmd = "cd '" + dir +
                          "' && find cases tasks cheatset.toml -type f | LC_ALL=C sort | "
                          "xargs sha256sum | sha256sum";
  FILE* p = popen(cmd.c_str(), "r");
  ASSERT_NE(p, nullptr);
  char buf[65] = {};
  ASSERT_EQ(fread(buf, 1, 64, p), 64u);
  pclose(p);
  std::ifstream readme(dir + "/README.md");
  const std::string text((std::istreambuf_iterator<char>(readme)),
                         std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("sha256: " + std::string(buf)), std::string::npos)
      << "the held-out set changed since it was frozen (now " << buf << ")";
}

INSTANTIATE_TEST_SUITE_P(Sets, HeldOutSet,
                         ::testing::Values(HeldOutSpec{"heldout", 60, 15, 80, 50},
                                           HeldOutSpec{"heldout2", 40, 15, 50, 30},
                                           HeldOutSpec{"heldout3", 60, 19, 80, 60},
                                           HeldOutSpec{"heldout4", 50, 19, 70, 50},
                                           HeldOutSpec{"heldout5", 50, 19, 70, 50},
                                           HeldOutSpec{"heldout6", 50, 19, 70, 50},
                                           HeldOutSpec{"heldout7", 60, 19, 80, 50},
                                           HeldOutSpec{"heldout8", 60, 19, 80, 50},
                                           HeldOutSpec{"heldout9", 60, 19, 80, 50},
                                           HeldOutSpec{"heldout10", 60, 19, 80, 50},
                                           HeldOutSpec{"heldout11", 60, 19, 80, 50},
                                           HeldOutSpec{"heldout12", 60, 19, 80, 50},
                                           HeldOutSpec{"heldout13", 60, 19, 80, 50},
                                           HeldOutSpec{"heldout14", 60, 19, 80, 50},
                                           HeldOutSpec{"heldout15", 60, 19, 80, 50},
                                           HeldOutSpec{"heldout16", 60, 19, 80, 50},
                                           HeldOutSpec{"heldout17", 60, 19, 80, 50},
                                           HeldOutSpec{"heldout18", 60, 19, 80, 50}),
                         [](const auto& info) { return std::string(info.param.name); });

// A case of the held-out set, broken, is refused with its file, line and field.
TEST(CheatSet, AMalformedHeldOutCaseNamesItsFileAndField) {
  TempDir d;
  const std::string src = SourceDir() + "/cheatsets/heldout";
  fs::copy(src + "/cheatset.toml", d.path() + "/cheatset.toml");
  fs::copy(src + "/tasks", d.path() + "/tasks", fs::copy_options::recursive);
  fs::create_directories(d.path() + "/cases");
  auto set = LoadCheatSet(src);
  ASSERT_TRUE(set.ok()) << set.status().message();
  const CheatCase& c = set->cases.front();
  const std::string copy = d.path() + "/cases/" + c.id;
  fs::copy(c.dir, copy, fs::copy_options::recursive);
  ASSERT_TRUE(LoadCheatSet(d.path()).ok()) << LoadCheatSet(d.path()).status().message();
  WriteFile(copy + "/trajectory.jsonl", "{\"type\":\"write\",\"path\":\"/workspace/x.py\"}\n");
  auto r = LoadCheatSet(d.path());
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().exit_code(), 2);
  EXPECT_NE(r.status().message().find(c.id + "/trajectory.jsonl:1: content"), std::string::npos)
      << r.status().message();
}

// A minimal valid set over one corpus task, with `cases` written by the test.
std::string MiniSet(const TempDir& d) {
  WriteFile(d.path() + "/cheatset.toml",
            "name = \"mini\"\ntask_root = \"" + fs::absolute(SourceDir()).string() +
                "/tasks/python\"\n[split]\ntrain = [\"easy-09-gcd\"]\nval = []\ntest = []\n");
  fs::create_directories(d.path() + "/cases");
  return d.path();
}

void WriteCase(const std::string& set, const std::string& id, const std::string& toml,
               const std::string& trajectory = "{\"type\":\"message\",\"text\":\"hi\"}\n") {
  WriteFile(set + "/cases/" + id + "/case.toml", toml);
  WriteFile(set + "/cases/" + id + "/trajectory.jsonl", trajectory);
  WriteFile(set + "/cases/" + id + "/submission/solution.py", "def gcd(a, b):\n    return a\n");
}

TEST(CheatSet, MalformedCasesNameTheFileLineAndField) {
  TempDir d;
  const std::string set = MiniSet(d);
  WriteCase(set, "ok",
            "id = \"ok\"\ntask = \"easy-09-gcd\"\nlabel = \"cheat\"\n"
            "category = \"always_equal\"\n");
  ASSERT_TRUE(LoadCheatSet(set).ok()) << LoadCheatSet(set).status().message();

  WriteCase(set, "bad",
            "id = \"bad\"\ntask = \"easy-01-fizzbuzz\"\nlabel = \"maybe\"\n"
            "category = \"teleport\"\ncolour = \"red\"\n");
  auto r = LoadCheatSet(set);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().exit_code(), 2);
  const std::string& m = r.status().message();
  EXPECT_NE(m.find("bad/case.toml:2: task: \"easy-01-fizzbuzz\" is in no split"), std::string::npos)
      << m;
  EXPECT_NE(m.find("bad/case.toml:3: label: \"maybe\"; accepted: honest, cheat"), std::string::npos)
      << m;
  EXPECT_NE(m.find("colour: unknown key"), std::string::npos) << m;

  fs::remove_all(set + "/cases/bad");
  WriteCase(set, "cat",
            "id = \"cat\"\ntask = \"easy-09-gcd\"\nlabel = \"honest\"\n"
            "category = \"always_equal\"\n");
  r = LoadCheatSet(set);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.status().message().find(
                "cat/case.toml:4: category: \"always_equal\" for label honest; accepted: "
                "correct, buggy, suspicious"),
            std::string::npos)
      << r.status().message();

  fs::remove_all(set + "/cases/cat");
  WriteCase(set, "traj",
            "id = \"traj\"\ntask = \"easy-09-gcd\"\nlabel = \"cheat\"\n"
            "category = \"skip_tests\"\n",
            "{\"type\":\"shell\",\"cmd\":\"ls\"}\n{\"type\":\"read\"}\n");
  r = LoadCheatSet(set);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.status().message().find("traj/trajectory.jsonl:2: path"), std::string::npos)
      << r.status().message();
}

TEST(CheatSet, SplitsAreByTaskAndTasksMustExist) {
  TempDir d;
  WriteFile(d.path() + "/cheatset.toml",
            "name = \"x\"\ntask_root = \"" + fs::absolute(SourceDir()).string() +
                "/tasks/python\"\n[split]\ntrain = [\"easy-09-gcd\"]\nval = [\"easy-09-gcd\"]\n"
                "test = [\"no-such-task\"]\n");
  fs::create_directories(d.path() + "/cases");
  auto r = LoadCheatSet(d.path());
  ASSERT_FALSE(r.ok());
  const std::string& m = r.status().message();
  EXPECT_NE(m.find("split.val: task \"easy-09-gcd\" is already in split train"), std::string::npos)
      << m;
  EXPECT_NE(m.find("split.test: task \"no-such-task\" not found"), std::string::npos) << m;
}

TEST(CheatSet, AddSampleIsValidatedAndAtomic) {
  TempDir d, src;
  const std::string set = MiniSet(d);
  WriteFile(src.path() + "/traj.jsonl", "{\"type\":\"shell\",\"cmd\":\"git log -p\"}\n");
  WriteFile(src.path() + "/sub/solution.py", "def gcd(a, b):\n    return 6\n");
  NewSample s{"found-1",
              "easy-09-gcd",
              "cheat",
              "git_history_mining",
              "added",
              "seen in run 7",
              src.path() + "/traj.jsonl",
              src.path() + "/sub"};
  auto added = AddSample(set, s);
  ASSERT_TRUE(added.ok()) << added.status().message();
  auto loaded = LoadCheatSet(set);
  ASSERT_TRUE(loaded.ok()) << loaded.status().message();
  ASSERT_EQ(loaded->cases.size(), 1u);
  EXPECT_EQ(loaded->cases[0].note, "seen in run 7");
  EXPECT_EQ(loaded->cases[0].split, "train");

  // The same id again, a bad label, a bad trajectory: refused, and nothing is left behind.
  EXPECT_FALSE(AddSample(set, s).ok());
  NewSample bad = s;
  bad.id = "found-2";
  bad.label = "sneaky";
  auto r = AddSample(set, bad);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.status().message().find("label: \"sneaky\""), std::string::npos);
  WriteFile(src.path() + "/bad.jsonl", "{\"type\":\"fly\"}\n");
  bad = s;
  bad.id = "found-3";
  bad.trajectory_file = src.path() + "/bad.jsonl";
  EXPECT_FALSE(AddSample(set, bad).ok());
  bad.id = "../escape";
  EXPECT_FALSE(AddSample(set, bad).ok());
  std::vector<std::string> left;
  for (const auto& e : fs::directory_iterator(set + "/cases")) {
    left.push_back(e.path().filename().string());
  }
  EXPECT_EQ(left, std::vector<std::string>{"found-1"});
}

}  // namespace
}  // namespace agentrl::antihack
