#include <gtest/gtest.h>

#include "agentrl/sandbox/junit.h"

namespace agentrl::sandbox {
namespace {

TEST(Junit, PytestReport) {
  const char* xml = R"(<?xml version="1.0" encoding="utf-8"?>
<testsuites><testsuite name="pytest" errors="1" failures="1" skipped="1" tests="4">
<testcase classname="test_a" name="test_ok" time="0.001"/>
<testcase classname="test_a" name="test_bad" time="0.001"><failure message="assert 1 == 2">trace</failure></testcase>
<testcase classname="test_a" name="test_err"><error message="fixture broke"/></testcase>
<testcase classname="test_a" name="test_skip"><skipped type="pytest.skip" message="later"/></testcase>
</testsuite></testsuites>)";
  auto r = ParseJunit(xml, "r.xml");
  ASSERT_TRUE(r.ok()) << r.status().message();
  EXPECT_EQ(r->counts.total, 4);
  EXPECT_EQ(r->counts.passed, 1);
  EXPECT_EQ(r->counts.failed, 1);
  EXPECT_EQ(r->counts.errored, 1);
  EXPECT_EQ(r->counts.skipped, 1);
  EXPECT_EQ(r->declared_tests, 4);
  ASSERT_EQ(r->not_passed.size(), 3u);
  EXPECT_EQ(r->not_passed[0], "test_a::test_bad: failure: assert 1 == 2");
}

TEST(Junit, GoogleTestReportWithDisabledAndSkipped) {
  const char* xml = R"(<?xml version="1.0" encoding="UTF-8"?>
<testsuites tests="3" failures="0" disabled="1" errors="0" name="AllTests">
  <testsuite name="S" tests="3" failures="0" disabled="1" skipped="1" errors="0">
    <testcase name="Runs" status="run" result="completed" classname="S" />
    <testcase name="DISABLED_Off" status="notrun" result="suppressed" classname="S" />
    <testcase name="Skips" status="run" result="skipped" classname="S"><skipped message="x"/></testcase>
  </testsuite>
</testsuites>)";
  auto r = ParseJunit(xml, "g.xml");
  ASSERT_TRUE(r.ok()) << r.status().message();
  EXPECT_EQ(r->counts.total, 3);
  EXPECT_EQ(r->counts.passed, 1);
  EXPECT_EQ(r->counts.skipped, 2);
}

TEST(Junit, FailureOutranksSkipInOneCase) {
  auto r = ParseJunit(
      "<testsuite><testcase name='t'><skipped/><failure message='m'/></testcase></testsuite>",
      "x.xml");
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->counts.failed, 1);
  EXPECT_EQ(r->counts.skipped, 0);
}

TEST(Junit, CountsComeFromTestcasesNotSummaryAttributes) {
  // A forged summary claiming 50 passing tests over a single real testcase.
  auto r = ParseJunit(
      "<testsuites><testsuite tests='50' failures='0'><testcase name='t'/></testsuite>"
      "</testsuites>",
      "f.xml");
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->counts.total, 1);
  EXPECT_EQ(r->declared_tests, 50);
}

TEST(Junit, MalformedNamesFileLineAndColumn) {
  auto r = ParseJunit("<testsuites>\n<testsuite>\n<testcase name='a'>\n</testsuites>", "bad.xml");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().exit_code(), 2);
  EXPECT_NE(r.status().message().find("bad.xml:4:"), std::string::npos) << r.status().message();
  EXPECT_NE(r.status().message().find("malformed JUnit XML"), std::string::npos);
}

TEST(Junit, WrongRootAndEmpty) {
  auto wrong = ParseJunit("<html><body/></html>", "w.xml");
  ASSERT_FALSE(wrong.ok());
  EXPECT_NE(wrong.status().message().find("accepted: <testsuites> or <testsuite>"),
            std::string::npos);
  EXPECT_FALSE(ParseJunit("", "e.xml").ok());
}

// What a second writer of the report splices in, and what no test runner writes: refused, and
// flagged as tampering; a plain malformed document is not.
TEST(Junit, RefusesWhatOnlyASecondWriterWrites) {
  const std::string pass = "<testsuite><testcase name='a'/></testsuite>";
  const std::pair<std::string, std::string> refused[] = {
      {"<!DOCTYPE t [<!ENTITY a \"aaaa\"><!ENTITY b \"&a;&a;&a;&a;\">]><testsuite><testcase "
       "name='&b;'/></testsuite>",
       "DOCTYPE"},
      {"<testsuites><!-- " + pass + " --><testsuite><testcase name='x'/></testsuite></testsuites>",
       "comment"},
      {"<testsuites><?evil x?>" + pass + "</testsuites>", "processing instruction"},
      {"<testsuites><![CDATA[" + pass + "]]>" + pass + "</testsuites>", "text outside"},
      {pass + pass, "more than one document"},
      {pass + "trailing", "more than one document"},
  };
  for (const auto& [xml, why] : refused) {
    bool tampered = false;
    auto r = ParseJunit(xml, "r.xml", &tampered);
    EXPECT_FALSE(r.ok()) << xml;
    EXPECT_TRUE(tampered) << xml;
    EXPECT_NE(r.status().message().find(why), std::string::npos) << r.status().message();
    EXPECT_NE(r.status().message().find("r.xml:"), std::string::npos) << r.status().message();
  }
  bool tampered = true;
  EXPECT_FALSE(ParseJunit("<testsuite><testcase>", "r.xml", &tampered).ok());
  EXPECT_FALSE(tampered);
  // Text inside a test case (captured output, a GoogleTest failure's CDATA) is the runner's own.
  auto ok = ParseJunit(
      "<?xml version='1.0'?>\n<testsuites>\n  <testsuite>\n    <testcase name='a'><failure "
      "message='m'><![CDATA[x != y]]></failure><system-out>hi</system-out></testcase>\n  "
      "</testsuite>\n</testsuites>\n",
      "g.xml", &tampered);
  ASSERT_TRUE(ok.ok()) << ok.status().message();
  EXPECT_FALSE(tampered);
  EXPECT_EQ(ok->counts.failed, 1);
}

}  // namespace
}  // namespace agentrl::sandbox
