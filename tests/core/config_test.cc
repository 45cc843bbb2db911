// Config loading: defaults, every class of bad input and its message, dump round trip.
#include "agentrl/core/config.h"

#include <gtest/gtest.h>

namespace agentrl::config {
namespace {

struct Inner {
  double lam = 0.95;
  std::vector<std::string> estimators = {"gae"};
  static void Describe(SchemaBuilder<Inner>& s) {
    s.Real("lam", &Inner::lam, "GAE lambda", Range{0, 1})
        .ChoiceList("estimators", &Inner::estimators, "estimators to run", {"gae", "grpo", "rloo"},
                    1);
  }
};

struct Outer {
  int64_t seed = 7;
  bool verbose = false;
  std::string name = "x";
  std::string mode = "carry";
  double gamma = 1.0;
  std::vector<int64_t> sizes = {1, 2};
  std::vector<double> alphas = {};
  Inner inner;
  static void Describe(SchemaBuilder<Outer>& s) {
    s.Int("seed", &Outer::seed, "root seed", Range{0, 1000})
        .Bool("verbose", &Outer::verbose, "talk more")
        .String("name", &Outer::name, "run name")
        .Choice("mode", &Outer::mode, "mask mode", {"carry", "zero"})
        .Real("gamma", &Outer::gamma, "discount", Range{0, 1, true, false})
        .IntList("sizes", &Outer::sizes, "group sizes", Range{1, 64})
        .RealList("alphas", &Outer::alphas, "alphas", Range{0, 100})
        .Section("inner", &Outer::inner, "inner things");
  }
  Status Validate(const Locator& where) const {
    if (verbose && name == "quiet")
      return Status::InvalidInput(where.Where("name") + ": contradicts verbose");
    return Status::Ok();
  }
};

std::string Error(std::string_view text) {
  auto r = LoadString<Outer>(text, "exp.toml");
  EXPECT_FALSE(r.ok()) << "expected an error for: " << text;
  EXPECT_EQ(r.status().code(), StatusCode::kInvalidInput);
  EXPECT_EQ(r.status().exit_code(), 2);
  return r.status().message();
}

TEST(Config, EmptyFileGivesDefaults) {
  auto r = LoadString<Outer>("", "exp.toml");
  ASSERT_TRUE(r.ok()) << r.status().message();
  EXPECT_EQ(r->seed, 7);
  EXPECT_EQ(r->mode, "carry");
  EXPECT_DOUBLE_EQ(r->inner.lam, 0.95);
  EXPECT_EQ(r->inner.estimators, std::vector<std::string>{"gae"});
}

TEST(Config, ReadsEveryKind) {
  auto r = LoadString<Outer>(R"(seed = 12
verbose = true
name = "abc"
mode = "zero"
gamma = 1
sizes = [4, 8]
alphas = [0.5, 2]
[inner]
lam = 0.0
estimators = ["grpo", "rloo"]
)",
                             "exp.toml");
  ASSERT_TRUE(r.ok()) << r.status().message();
  EXPECT_EQ(r->seed, 12);
  EXPECT_TRUE(r->verbose);
  EXPECT_EQ(r->name, "abc");
  EXPECT_EQ(r->mode, "zero");
  EXPECT_DOUBLE_EQ(r->gamma, 1.0);  // an integer is accepted where a real is expected
  EXPECT_EQ(r->sizes, (std::vector<int64_t>{4, 8}));
  EXPECT_EQ(r->alphas, (std::vector<double>{0.5, 2.0}));
  EXPECT_DOUBLE_EQ(r->inner.lam, 0.0);
  EXPECT_EQ(r->inner.estimators, (std::vector<std::string>{"grpo", "rloo"}));
}

TEST(Config, SyntaxErrorNamesFileAndLine) {
  const std::string msg = Error("seed = 1\nname = \"unterminated\n");
  EXPECT_EQ(msg.rfind("exp.toml:2:", 0), 0u) << msg;
  EXPECT_NE(msg.find("TOML syntax error"), std::string::npos) << msg;
}

TEST(Config, UnknownKeySuggestsAndListsAccepted) {
  const std::string msg = Error("seed = 1\nsede = 2\n");
  EXPECT_EQ(msg.rfind("exp.toml:2:1: sede: unknown key (did you mean seed?)", 0), 0u) << msg;
  EXPECT_NE(msg.find("accepted: keys of the top level: seed, verbose, name, mode, gamma, sizes, "
                     "alphas, [inner]"),
            std::string::npos)
      << msg;
}

TEST(Config, UnknownKeyInSectionAndUnknownSection) {
  std::string msg = Error("[inner]\nlambda = 0.9\n");
  EXPECT_EQ(msg.rfind("exp.toml:2:1: inner.lambda: unknown key", 0), 0u) << msg;
  EXPECT_NE(msg.find("keys of [inner]: lam, estimators"), std::string::npos) << msg;
  msg = Error("[outer]\nx = 1\n");
  EXPECT_NE(msg.find("outer: unknown key"), std::string::npos) << msg;
}

TEST(Config, WrongTypes) {
  EXPECT_EQ(Error("seed = \"12\"\n"),
            "exp.toml:1:8: seed: is a string; accepted: an integer in [0, 1000]");
  EXPECT_EQ(Error("seed = 1.5\n"),
            "exp.toml:1:8: seed: is a real number; accepted: an integer in [0, 1000]");
  EXPECT_EQ(Error("verbose = 1\n"),
            "exp.toml:1:11: verbose: is an integer; accepted: true or false");
  EXPECT_EQ(Error("name = 3\n"), "exp.toml:1:8: name: is an integer; accepted: a string");
  EXPECT_NE(Error("inner = 3\n").find("inner: is an integer; accepted: a table [inner]"),
            std::string::npos);
  EXPECT_NE(
      Error("sizes = 3\n")
          .find("sizes: is an integer; accepted: a list of items, each an integer in [1, 64]"),
      std::string::npos);
}

TEST(Config, OutOfRange) {
  EXPECT_EQ(Error("seed = 5000\n"),
            "exp.toml:1:8: seed: 5000 is out of range; accepted: an integer in [0, 1000]");
  EXPECT_EQ(Error("gamma = 0.0\n"),
            "exp.toml:1:9: gamma: 0.0 is out of range; accepted: a real number in (0.0, 1.0]");
  EXPECT_NE(Error("gamma = nan\n").find("gamma: nan is out of range"), std::string::npos);
  EXPECT_NE(
      Error("sizes = [4, 0]\n")
          .find(
              "sizes[1]: 0 is out of range; accepted: a list of items, each an integer in [1, 64]"),
      std::string::npos);
  EXPECT_NE(Error("[inner]\nlam = 1.5\n").find("exp.toml:2:7: inner.lam: 1.5 is out of range"),
            std::string::npos);
}

TEST(Config, BadChoice) {
  EXPECT_EQ(
      Error("mode = \"none\"\n"),
      "exp.toml:1:8: mode: \"none\" is not a known choice; accepted: one of \"carry\", \"zero\"");
  EXPECT_NE(Error("[inner]\nestimators = [\"gae\", \"ppo\"]\n")
                .find("inner.estimators[1]: \"ppo\" is not a known choice"),
            std::string::npos);
  EXPECT_NE(Error("[inner]\nestimators = []\n")
                .find("inner.estimators: has 0 items; accepted: a list of at least 1 items"),
            std::string::npos);
}

TEST(Config, ReportsEveryErrorNotJustTheFirst) {
  const std::string msg = Error("seed = -1\nmode = \"x\"\nbogus = 1\n");
  EXPECT_NE(msg.find("exp.toml:1:"), std::string::npos);
  EXPECT_NE(msg.find("exp.toml:2:"), std::string::npos);
  EXPECT_NE(msg.find("exp.toml:3:"), std::string::npos);
  EXPECT_EQ(std::count(msg.begin(), msg.end(), '\n'), 2) << msg;
}

TEST(Config, CrossFieldValidationNamesTheKeyLine) {
  EXPECT_EQ(Error("verbose = true\n\nname = \"quiet\"\n"),
            "exp.toml:3:1: name: contradicts verbose");
}

TEST(Config, MissingFileIsNotFound) {
  auto r = LoadFile<Outer>("/nonexistent/exp.toml");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().code(), StatusCode::kNotFound);
  EXPECT_EQ(r.status().exit_code(), 2);
  EXPECT_NE(r.status().message().find("/nonexistent/exp.toml"), std::string::npos);
}

TEST(Config, DumpRoundTripsExactly) {
  Outer o;
  o.seed = 999;
  o.name = "quote\" back\\slash\nnewline";
  o.gamma = 0.1 + 0.2;  // needs all 17 digits
  o.alphas = {1e-300, 3.0};
  o.inner.estimators = {"rloo", "gae"};
  const std::string text = DumpConfig(o);
  EXPECT_NE(text.find("# root seed (accepted: an integer in [0, 1000])\nseed = 999\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("[inner]\n"), std::string::npos) << text;
  auto back = LoadString<Outer>(text, "dump.toml");
  ASSERT_TRUE(back.ok()) << back.status().message() << "\n" << text;
  EXPECT_EQ(back->seed, o.seed);
  EXPECT_EQ(back->name, o.name);
  EXPECT_EQ(back->gamma, o.gamma);
  EXPECT_EQ(back->alphas, o.alphas);
  EXPECT_EQ(back->inner.estimators, o.inner.estimators);
  EXPECT_EQ(DumpConfig(*back), text);
}

}  // namespace
}  // namespace agentrl::config
