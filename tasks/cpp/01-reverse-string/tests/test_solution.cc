#include <gtest/gtest.h>

#include "solution.h"

TEST(ReverseString, Word) { EXPECT_EQ(reverse_string("abc"), "cba"); }
TEST(ReverseString, Empty) { EXPECT_EQ(reverse_string(""), ""); }
TEST(ReverseString, Palindrome) { EXPECT_EQ(reverse_string("level"), "level"); }
