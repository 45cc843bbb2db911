#include "agentrl/harness/advantages_jsonl.h"

#include <gtest/gtest.h>

namespace agentrl::harness {
namespace {

std::string Error(std::string_view text, bool require_values = true) {
  auto r = ParseAdvantagesJsonl(text, "in.jsonl", require_values);
  EXPECT_FALSE(r.ok()) << text;
  EXPECT_EQ(r.status().exit_code(), 2);
  return r.status().message();
}

TEST(AdvantagesJsonl, ParsesDefaultsAndGroups) {
  auto r = ParseAdvantagesJsonl(
      "{\"rewards\":[1,2],\"values\":[0,0.5],\"mask\":[1,0],\"group\":\"g\",\"terminated\":false,"
      "\"bootstrap_value\":0.25}\n"
      "\n"
      "{\"rewards\":[],\"group\":3,\"terminated\":true,\"steps\":4}\n"
      "{\"rewards\":[5],\"group\":\"g\",\"terminated\":true,\"mask\":[true]}\n",
      "in.jsonl", false);
  ASSERT_TRUE(r.ok()) << r.status().message();
  EXPECT_TRUE(r->Validate().ok());
  EXPECT_EQ(r->cu_seqlens, (std::vector<int64_t>{0, 2, 2, 3}));
  EXPECT_EQ(r->values, (std::vector<float>{0, 0.5f, 0}));
  EXPECT_EQ(r->mask, (std::vector<uint8_t>{1, 0, 1}));
  EXPECT_EQ(r->group, (std::vector<int64_t>{0, 1, 0}));
  EXPECT_EQ(r->terminated, (std::vector<uint8_t>{0, 1, 1}));
  EXPECT_EQ(r->bootstrap_value, (std::vector<float>{0.25f, 0, 0}));
}

TEST(AdvantagesJsonl, ErrorsNameLineAndField) {
  EXPECT_EQ(Error("{\"rewards\":[1],\"values\":[1],\"group\":\"a\",\"terminated\":true}\n{oops\n"),
            "in.jsonl:2: not valid JSON; accepted: one JSON object per line");
  EXPECT_EQ(Error("[1,2]\n"), "in.jsonl:1: is array; accepted: one JSON object per line");
  EXPECT_EQ(Error("{\"values\":[1],\"group\":\"a\",\"terminated\":true}"),
            "in.jsonl:1: field \"rewards\": missing; accepted: an array of finite numbers");
  EXPECT_EQ(Error("{\"rewards\":[1,\"x\"],\"values\":[1,1],\"group\":\"a\",\"terminated\":true}"),
            "in.jsonl:1: field \"rewards\": item 1 is \"x\"; accepted: an array of finite numbers");
  EXPECT_EQ(Error("{\"rewards\":[1],\"group\":\"a\",\"terminated\":true}"),
            "in.jsonl:1: field \"values\": missing; accepted: an array of finite numbers");
  EXPECT_NE(
      Error("{\"rewards\":[1],\"values\":[1],\"mask\":[2],\"group\":\"a\",\"terminated\":true}")
          .find("in.jsonl:1: field \"mask\": item 0 is 2"),
      std::string::npos);
  EXPECT_NE(
      Error("{\"rewards\":[1],\"values\":[1],\"mask\":[1,1],\"group\":\"a\",\"terminated\":true}")
          .find("field \"mask\": length 2 differs"),
      std::string::npos);
  EXPECT_NE(Error("{\"rewards\":[1],\"values\":[1],\"group\":\"a\",\"terminated\":1}")
                .find("field \"terminated\": is 1"),
            std::string::npos);
  EXPECT_NE(Error("{\"rewards\":[1],\"values\":[1],\"group\":[1],\"terminated\":true}")
                .find("field \"group\""),
            std::string::npos);
  EXPECT_NE(Error("{\"rewards\":[1],\"values\":[1],\"group\":\"a\",\"terminated\":false,"
                  "\"bootstrap_value\":null}")
                .find("field \"bootstrap_value\": is null"),
            std::string::npos);
}

TEST(AdvantagesJsonl, OptionalReportFields) {
  std::vector<TrajectoryExtras> extras;
  auto r = ParseAdvantagesJsonl(
      "{\"rewards\":[1],\"group\":7,\"terminated\":true,\"steps\":3,\"passed\":false,\"end\":"
      "\"give_up\"}\n"
      "{\"rewards\":[1],\"group\":\"x\",\"terminated\":true}\n",
      "in.jsonl", false, &extras);
  ASSERT_TRUE(r.ok()) << r.status().message();
  ASSERT_EQ(extras.size(), 2u);
  EXPECT_EQ(extras[0].group, "7");
  EXPECT_EQ(extras[0].steps, 3);
  EXPECT_EQ(extras[0].passed, false);
  EXPECT_EQ(extras[0].end, "give_up");
  EXPECT_FALSE(extras[1].steps.has_value());
  extras.clear();
  auto bad = ParseAdvantagesJsonl("{\"rewards\":[1],\"group\":7,\"terminated\":true,\"steps\":-1}",
                                  "in.jsonl", false, &extras);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.status().message(),
            "in.jsonl:1: field \"steps\": is -1; accepted: a non-negative integer");
  bad = ParseAdvantagesJsonl("{\"rewards\":[1],\"group\":7,\"terminated\":true,\"passed\":1}",
                             "in.jsonl", false, &extras);
  EXPECT_EQ(bad.status().message(), "in.jsonl:1: field \"passed\": is 1; accepted: true or false");
}

TEST(AdvantagesJsonl, FormatIsShortestRoundTrip) {
  const std::vector<int64_t> cu = {0, 2, 2};
  const std::vector<float> adv = {0.1f, -3.0f}, ret = {1e-20f, 2.5f};
  EXPECT_EQ(
      FormatAdvantagesJsonl(cu, adv, ret),
      "{\"advantages\":[0.1,-3],\"returns\":[1e-20,2.5]}\n{\"advantages\":[],\"returns\":[]}\n");
}

}  // namespace
}  // namespace agentrl::harness
