#include <gtest/gtest.h>

#include "solution.h"

TEST(Balanced, Nested) { EXPECT_TRUE(balanced("{[()()]}")); }
TEST(Balanced, WrongOrder) { EXPECT_FALSE(balanced("([)]")); }
TEST(Balanced, Unclosed) { EXPECT_FALSE(balanced("((")); }
TEST(Balanced, Text) { EXPECT_TRUE(balanced("f(a[1]) + {x}")); }
