#include <gtest/gtest.h>

#include "solution.h"

TEST(Gcd, Basic) { EXPECT_EQ(gcd(12, 18), 6); }
TEST(Gcd, Zero) {
  EXPECT_EQ(gcd(0, 7), 7);
  EXPECT_EQ(gcd(0, 0), 0);
}
TEST(Lcm, Basic) { EXPECT_EQ(lcm(4, 6), 12); }
TEST(Lcm, NoOverflow) { EXPECT_EQ(lcm(3000000000LL, 2000000000LL), 6000000000LL); }
