#include <gtest/gtest.h>

#include "solution.h"

TEST(WordCount, Basic) {
  const auto m = word_count("the cat the hat");
  EXPECT_EQ(m.at("the"), 2);
  EXPECT_EQ(m.at("cat"), 1);
  EXPECT_EQ(m.size(), 3u);
}
TEST(WordCount, CaseAndPunctuation) { EXPECT_EQ(word_count("Dog! dog, DOG?").at("dog"), 3); }
TEST(WordCount, Empty) { EXPECT_TRUE(word_count("  ,, ").empty()); }
