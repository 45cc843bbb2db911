#include <gtest/gtest.h>

#include "agentrl/core/hash.h"

namespace agentrl {
namespace {

// Published FNV-1a 64 test vectors.
TEST(Fnv1a64, KnownAnswers) {
  EXPECT_EQ(Fnv1a64().value(), 0xcbf29ce484222325ull);
  EXPECT_EQ(Fnv1a64().Add("a").value(), 0xaf63dc4c8601ec8cull);
  EXPECT_EQ(Fnv1a64().Add("foobar").value(), 0x85944171f73967e8ull);
  EXPECT_EQ(Fnv1a64().Add("foo").Add("bar").Hex(), "85944171f73967e8");
  EXPECT_NE(Fnv1a64(7).Add("a").value(), Fnv1a64().Add("a").value());
}

}  // namespace
}  // namespace agentrl
