#include "agentrl/harness/advantages_jsonl.h"

#include <gtest/gtest.h>

#include <cstring>
#include <random>

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

// Random lines in many spellings (key order, whitespace, number formats, unknown and nested
// fields, escapes, non-ASCII, repeated keys), a third of them then mutated at one byte: the fast
// path must give the same batch (bit for bit, so -0 and +0 differ), the same extras and the
// same errors as the general parser.
std::string RandomLine(std::mt19937_64& rng) {
  auto pick = [&](std::initializer_list<const char*> xs) {
    return std::string(*(xs.begin() + rng() % xs.size()));
  };
  auto ws = [&] { return rng() % 4 ? std::string() : pick({" ", "  ", "\t", " \r"}); };
  auto number = [&]() -> std::string {
    switch (rng() % 30) {
      case 0:
        return pick({"0",
                     "-0",
                     "1",
                     "-7",
                     "123456789012345678",
                     "1234567890123456789",
                     "-0.0",
                     "1e5",
                     "1E+5",
                     "2.5e-3",
                     "1e-50",
                     "3.5e38",
                     "3.4e38",
                     "1e300",
                     "0.1",
                     "01",
                     "1.",
                     ".5",
                     "+1",
                     "1e",
                     "NaN",
                     "\"1\""});
      case 1:
      case 2:
        return std::to_string(static_cast<int64_t>(rng() % 2000) - 1000);
      default: {
        char buf[64];
        std::snprintf(buf, sizeof buf, rng() % 2 ? "%.9g" : "%.17g",
                      std::ldexp(static_cast<double>(rng() % 100000) - 50000.0,
                                 static_cast<int>(rng() % 40) - 30));
        return buf;
      }
    }
  };
  auto array = [&](int n, auto item) {
    std::string a = "[" + ws();
    for (int i = 0; i < n; ++i) a += (i ? "," + ws() : "") + item() + ws();
    return a + "]";
  };
  const int n = static_cast<int>(rng() % 6);
  std::vector<std::pair<std::string, std::string>> fields;
  fields.push_back({"rewards", array(n, number)});
  if (rng() % 4) fields.push_back({"values", array(rng() % 8 ? n : n + 1, number)});
  if (rng() % 2) {
    fields.push_back({"mask", array(rng() % 8 ? n : n - 1, [&] {
                        return rng() % 10 ? pick({"0", "1", "true", "false"})
                                          : pick({"-0", "2", "1.0", "null", "\"1\""});
                      })});
  }
  if (rng() % 12) fields.push_back({"terminated", rng() % 10 ? pick({"true", "false"}) : "1"});
  if (rng() % 2) fields.push_back({"bootstrap_value", rng() % 10 ? number() : "null"});
  if (rng() % 12) {
    fields.push_back({"group", pick({"\"g\"", "\"g2\"", "7", "-0", "1.5", "\"a\\\"b\"",
                                     "\"\\u00e9\"", "\"\xc3\xa9\"", "[1]", "\"\""})});
  }
  if (rng() % 3 == 0) fields.push_back({"steps", pick({"3", "0", "-1", "2.0", "\"4\""})});
  if (rng() % 3 == 0) fields.push_back({"passed", pick({"true", "false", "1"})});
  if (rng() % 3 == 0) fields.push_back({"end", pick({"\"give_up\"", "3", "\"a\\nb\""})});
  if (rng() % 3 == 0) {
    fields.push_back({pick({"note", "prompt", "meta"}),
                      pick({"null", "{\"a\":[1,{\"b\":null}],\"c\":\"x\"}", "[[],{}]",
                            "\"text with \\\" quote\"", "-1.5e3", "true", "{}"})});
  }
  if (rng() % 10 == 0) fields.push_back(fields[rng() % fields.size()]);  // a repeated key
  std::shuffle(fields.begin(), fields.end(), rng);
  std::string line = ws() + "{" + ws();
  for (size_t i = 0; i < fields.size(); ++i) {
    line += (i ? "," + ws() : "") + "\"" + fields[i].first + "\"" + ws() + ":" + ws() +
            fields[i].second + ws();
  }
  line += "}" + ws();
  if (rng() % 3 == 0 && !line.empty()) {  // one byte deleted, replaced or inserted
    const size_t at = rng() % line.size();
    const char c = "{}[]:,\"01-e. x"[rng() % 15];
    switch (rng() % 3) {
      case 0:
        line.erase(at, 1);
        break;
      case 1:
        line[at] = c;
        break;
      default:
        line.insert(line.begin() + static_cast<std::ptrdiff_t>(at), c);
    }
  }
  return line;
}

template <class T>
bool SameBits(const std::vector<T>& a, const std::vector<T>& b) {
  return a.size() == b.size() &&
         (a.empty() || std::memcmp(a.data(), b.data(), a.size() * sizeof(T)) == 0);
}

TEST(AdvantagesJsonl, FastPathAgreesWithTheGeneralParser) {
  std::mt19937_64 rng(20261201);
  int ok = 0, errors = 0;
  JsonlStats stats;
  for (int trial = 0; trial < 10000; ++trial) {
    std::string text;
    const int lines = rng() % 4 ? 1 : 2;
    for (int l = 0; l < lines; ++l) text += RandomLine(rng) + (rng() % 5 ? "\n" : "\n\n");
    const bool require_values = rng() % 2;
    const bool with_extras = rng() % 2;
    std::vector<TrajectoryExtras> xf, xg;
    auto fast = ParseAdvantagesJsonl(text, "in.jsonl", require_values, with_extras ? &xf : nullptr,
                                     JsonlParser::kFast, &stats);
    auto general = ParseAdvantagesJsonl(text, "in.jsonl", require_values,
                                        with_extras ? &xg : nullptr, JsonlParser::kGeneral);
    ASSERT_EQ(fast.ok(), general.ok()) << text;
    if (!general.ok()) {
      ++errors;
      ASSERT_EQ(fast.status().message(), general.status().message()) << text;
      continue;
    }
    ++ok;
    EXPECT_EQ(fast->cu_seqlens, general->cu_seqlens) << text;
    EXPECT_TRUE(SameBits(fast->rewards, general->rewards)) << text;
    EXPECT_TRUE(SameBits(fast->values, general->values)) << text;
    EXPECT_EQ(fast->mask, general->mask) << text;
    EXPECT_EQ(fast->terminated, general->terminated) << text;
    EXPECT_TRUE(SameBits(fast->bootstrap_value, general->bootstrap_value)) << text;
    EXPECT_EQ(fast->group, general->group) << text;
    ASSERT_EQ(xf.size(), xg.size()) << text;
    for (size_t i = 0; i < xf.size(); ++i) {
      EXPECT_EQ(xf[i].group, xg[i].group) << text;
      EXPECT_EQ(xf[i].steps, xg[i].steps) << text;
      EXPECT_EQ(xf[i].passed, xg[i].passed) << text;
      EXPECT_EQ(xf[i].end, xg[i].end) << text;
    }
  }
  // Both outcomes, and both paths among the accepted lines, must be well represented for the
  // comparison to mean something.
  EXPECT_GT(ok, 1000);
  EXPECT_GT(errors, 1000);
  EXPECT_GT(stats.fast_lines, stats.lines / 3) << stats.fast_lines << " of " << stats.lines;
  EXPECT_LT(stats.fast_lines, stats.lines * 9 / 10) << stats.fast_lines << " of " << stats.lines;
  std::printf("%d accepted texts, %d refused; the fast path took %zu of %zu lines read\n", ok,
              errors, stats.fast_lines, stats.lines);
}

TEST(AdvantagesJsonl, NumbersMustFitAFloat) {
  EXPECT_NE(Error("{\"rewards\":[1e300],\"values\":[1],\"group\":\"a\",\"terminated\":true}")
                .find("field \"rewards\": item 0 is 1e+300"),
            std::string::npos);
  EXPECT_NE(Error("{\"rewards\":[1],\"values\":[1],\"group\":\"a\",\"terminated\":true,"
                  "\"bootstrap_value\":-4e38}")
                .find("field \"bootstrap_value\": is -4e+38"),
            std::string::npos);
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
