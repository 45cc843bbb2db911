#include "agentrl/core/files.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "agentrl/core/config.h"

namespace agentrl {
namespace {

namespace fs = std::filesystem;

TEST(WriteFileAtomic, ReplacesContentAndLeavesNoTemporaries) {
  const fs::path dir =
      fs::temp_directory_path() / ("agentrl_files_test_" + std::to_string(::getpid()));
  ASSERT_TRUE(MakeDirectories((dir / "a" / "b").string()).ok());
  const std::string path = (dir / "a" / "b" / "out.txt").string();
  ASSERT_TRUE(WriteFileAtomic(path, "first").ok());
  ASSERT_TRUE(WriteFileAtomic(path, "second").ok());
  EXPECT_EQ(*config::ReadTextFile(path), "second");
  size_t entries = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir / "a" / "b")) ++entries;
  EXPECT_EQ(entries, 1u);
  fs::remove_all(dir);
}

TEST(WriteFileAtomic, FailureKeepsNothingAndSaysWhere) {
  const Status st = WriteFileAtomic("/nonexistent-dir/out.txt", "x");
  ASSERT_FALSE(st.ok());
  EXPECT_NE(st.message().find("/nonexistent-dir/out.txt"), std::string::npos);
}

}  // namespace
}  // namespace agentrl
