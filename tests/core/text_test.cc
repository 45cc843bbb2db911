// ToValidUtf8, EscapeForTerminal, Utf8Head/Utf8Tail: the Unicode Standard's examples, the
// classic ill-formed forms (overlong, surrogate, beyond U+10FFFF, cut short), control
// characters, and properties over random bytes from a fixed seed.
#include "agentrl/core/text.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>

namespace agentrl {
namespace {

const std::string kFffd = "\xEF\xBF\xBD";

std::string Fffd(int n) {
  std::string s;
  for (int i = 0; i < n; ++i) s += kFffd;
  return s;
}

std::string Encode(uint32_t cp) {
  std::string s;
  if (cp < 0x80) {
    s += static_cast<char>(cp);
  } else if (cp < 0x800) {
    s += static_cast<char>(0xC0 | (cp >> 6));
    s += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    s += static_cast<char>(0xE0 | (cp >> 12));
    s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    s += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    s += static_cast<char>(0xF0 | (cp >> 18));
    s += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    s += static_cast<char>(0x80 | (cp & 0x3F));
  }
  return s;
}

TEST(ToValidUtf8, KeepsValidTextExactly) {
  const std::string text =
      "plain ASCII\n\ttab, caf\xC3\xA9, \xE2\x82\xAC 5, \xF0\x9F\x98\x80, "
      "\xE4\xB8\xAD\xE6\x96\x87, "
      "U+10FFFF \xF4\x8F\xBF\xBF, U+FFFD itself \xEF\xBF\xBD, last before surrogates "
      "\xED\x9F\xBF, first after \xEE\x80\x80";
  for (const std::string& s : {std::string(), text, std::string("a\0b", 3)}) {
    const Utf8Text t = ToValidUtf8(s);
    EXPECT_EQ(t.text, s);
    EXPECT_FALSE(t.replaced);
    EXPECT_TRUE(IsValidUtf8(s));
  }
}

TEST(ToValidUtf8, NulAndControlsAreValidAndKept) {
  const std::string s("\0\x1b[2J\r\x07\x08\x7f\xC2\x9B", 11);
  const Utf8Text t = ToValidUtf8(s);
  EXPECT_EQ(t.text, s);
  EXPECT_FALSE(t.replaced);
}

// Unicode Standard §3.9, Table 3-8: one U+FFFD per maximal subpart (as Python's "replace").
TEST(ToValidUtf8, ReplacesEachMaximalSubpart) {
  const Utf8Text t = ToValidUtf8(
      "a\xF1\x80\x80\xE1\x80\xC2"
      "b\x80"
      "c\x80\xBF"
      "d");
  EXPECT_EQ(t.text, std::string("a") + Fffd(3) + "b" + Fffd(1) + "c" + Fffd(2) + "d");
  EXPECT_TRUE(t.replaced);
}

TEST(ToValidUtf8, IllFormedSequences) {
  struct Case {
    const char* what;
    std::string in, out;
  };
  const Case cases[] = {
      {"overlong '/' in 2 bytes", "\xC0\xAF", Fffd(2)},
      {"overlong '/' in 3 bytes", "\xE0\x80\xAF", Fffd(3)},
      {"overlong '/' in 4 bytes", "\xF0\x80\x80\xAF", Fffd(4)},
      {"overlong NUL", "\xC0\x80", Fffd(2)},
      {"high surrogate", "\xED\xA0\x80", Fffd(3)},
      {"low surrogate", "\xED\xBF\xBF", Fffd(3)},
      {"surrogate pair (CESU-8)", "\xED\xA0\xBD\xED\xB8\x80", Fffd(6)},
      {"beyond U+10FFFF", "\xF4\x90\x80\x80", Fffd(4)},
      {"F5 lead", "\xF5\x80\x80\x80", Fffd(4)},
      {"FF and FE", "\xFF\xFE", Fffd(2)},
      {"stray continuation", "x\x80y", std::string("x") + Fffd(1) + "y"},
      {"2-byte cut by a wrong byte", "\xC3z", Fffd(1) + "z"},
      {"4-byte cut by ASCII", "\xF0\x9F\x98z", Fffd(1) + "z"},
      {"4-byte cut by the end", "ok\xF0\x9F\x98", std::string("ok") + Fffd(1)},
      {"3-byte cut by the end", "x\xE2\x82", std::string("x") + Fffd(1)},
      {"lead at the end", "x\xE2", std::string("x") + Fffd(1)},
      {"valid after invalid", "\xFF\xC3\xA9", Fffd(1) + "\xC3\xA9"},
  };
  for (const Case& c : cases) {
    const Utf8Text t = ToValidUtf8(c.in);
    EXPECT_EQ(t.text, c.out) << c.what;
    EXPECT_TRUE(t.replaced) << c.what;
    EXPECT_FALSE(IsValidUtf8(c.in)) << c.what;
    EXPECT_TRUE(IsValidUtf8(t.text)) << c.what;
  }
}

TEST(ToValidUtf8, ACutAtTheCapIsNotTheProgramsFault) {
  // "€" is E2 82 AC: a cap that cuts it leaves E2 82 at the end.
  const Utf8Text cut = ToValidUtf8("price \xE2\x82", /*truncated=*/true);
  EXPECT_EQ(cut.text, "price ");
  EXPECT_FALSE(cut.replaced);
  // Invalid bytes before the end are still the program's.
  const Utf8Text bad = ToValidUtf8("\xFFprice \xE2\x82", /*truncated=*/true);
  EXPECT_EQ(bad.text, Fffd(1) + "price ");
  EXPECT_TRUE(bad.replaced);
  // A wrong byte is wrong even at the end.
  const Utf8Text wrong = ToValidUtf8("x\xE2\x82z", /*truncated=*/true);
  EXPECT_EQ(wrong.text, std::string("x") + Fffd(1) + "z");
  EXPECT_TRUE(wrong.replaced);
}

TEST(ToValidUtf8, RandomBytesFromAFixedSeed) {
  std::mt19937_64 rng(20261204);
  for (int round = 0; round < 2000; ++round) {
    std::string s(rng() % 64, '\0');
    for (char& c : s) c = static_cast<char>(rng() & 0xFF);
    const Utf8Text t = ToValidUtf8(s);
    ASSERT_TRUE(IsValidUtf8(t.text)) << round;
    EXPECT_EQ(t.replaced, !IsValidUtf8(s)) << round;
    const Utf8Text again = ToValidUtf8(t.text);  // idempotent
    EXPECT_EQ(again.text, t.text);
    EXPECT_FALSE(again.replaced);
  }
}

TEST(ToValidUtf8, RandomValidTextIsKept) {
  std::mt19937_64 rng(7);
  for (int round = 0; round < 500; ++round) {
    std::string s;
    for (int k = 0; k < 40; ++k) {
      uint32_t cp = static_cast<uint32_t>(rng() % 0x110000);
      if (cp >= 0xD800 && cp <= 0xDFFF) cp = 0xFFFD;
      s += Encode(cp);
    }
    ASSERT_TRUE(IsValidUtf8(s));
    const Utf8Text t = ToValidUtf8(s);
    EXPECT_EQ(t.text, s);
    EXPECT_FALSE(t.replaced);
  }
}

TEST(EscapeForTerminal, LeavesTextNewlinesAndTabs) {
  const std::string s = "line 1\n\tcaf\xC3\xA9 \xF0\x9F\x98\x80 C:\\path\n";
  EXPECT_EQ(EscapeForTerminal(s), s);
}

TEST(EscapeForTerminal, EscapesControlSequences) {
  EXPECT_EQ(EscapeForTerminal("\x1b[2J\x1b[H"), "\\x1b[2J\\x1b[H");
  // OSC 52: write the clipboard, terminated by BEL or ST.
  EXPECT_EQ(EscapeForTerminal("\x1b]52;c;ZXZpbA==\x07"), "\\x1b]52;c;ZXZpbA==\\x07");
  EXPECT_EQ(EscapeForTerminal("\x1b]0;title\x1b\\"), "\\x1b]0;title\\x1b\\");
  EXPECT_EQ(EscapeForTerminal(std::string("a\0b", 3)), "a\\x00b");
  EXPECT_EQ(EscapeForTerminal("progress\rdone"), "progress\\rdone");
  EXPECT_EQ(EscapeForTerminal("x\by\x7f"), "x\\x08y\\x7f");
  // C1 controls in UTF-8 (U+009B is CSI) and a raw C1 byte (not UTF-8).
  EXPECT_EQ(EscapeForTerminal("\xC2\x9B"
                              "2J \xC2\x85"),
            "\\u009b2J \\u0085");
  EXPECT_EQ(EscapeForTerminal("\x9B"
                              "2J"),
            "\\x9b2J");
  // Bidirectional overrides ("Trojan Source").
  EXPECT_EQ(EscapeForTerminal("a\xE2\x80\xAE"
                              "b\xE2\x81\xA6"),
            "a\\u202eb\\u2066");
  // Ill-formed sequences byte by byte.
  EXPECT_EQ(EscapeForTerminal("\xC0\xAF\xED\xA0\x80\xF0\x9F"),
            "\\xc0\\xaf\\xed\\xa0\\x80\\xf0\\x9f");
}

TEST(EscapeForTerminal, RandomBytesLeaveNoControlByte) {
  std::mt19937_64 rng(99);
  for (int round = 0; round < 2000; ++round) {
    std::string s(rng() % 64, '\0');
    for (char& c : s) c = static_cast<char>(rng() & 0xFF);
    const std::string e = EscapeForTerminal(s);
    ASSERT_TRUE(IsValidUtf8(e)) << round;
    for (size_t i = 0; i < e.size(); ++i) {
      const auto c = static_cast<unsigned char>(e[i]);
      ASSERT_TRUE(c >= 0x20 || c == '\n' || c == '\t') << round << " at " << i;
      ASSERT_NE(c, 0x7F);
      if (c == 0xC2 && i + 1 < e.size()) {
        ASSERT_FALSE(static_cast<unsigned char>(e[i + 1]) <= 0x9F) << "C1 control left";
      }
    }
  }
}

TEST(Utf8HeadTail, NeverSplitASequence) {
  const std::string s =
      "ab\xE2\x82\xAC"
      "cd";  // a b € c d: 7 bytes
  EXPECT_EQ(Utf8Head(s, 100), s);
  EXPECT_EQ(Utf8Head(s, 5), "ab\xE2\x82\xAC");
  EXPECT_EQ(Utf8Head(s, 4), "ab");
  EXPECT_EQ(Utf8Head(s, 3), "ab");
  EXPECT_EQ(Utf8Head(s, 2), "ab");
  EXPECT_EQ(Utf8Head(s, 0), "");
  EXPECT_EQ(Utf8Tail(s, 100), s);
  EXPECT_EQ(Utf8Tail(s, 5),
            "\xE2\x82\xAC"
            "cd");
  EXPECT_EQ(Utf8Tail(s, 4), "cd");
  EXPECT_EQ(Utf8Tail(s, 3), "cd");
  EXPECT_EQ(Utf8Tail(s, 2), "cd");
  // Stray continuation bytes are no sequence: cut where asked.
  const std::string junk = "\xC3\xA9\x80\x80\x80\x80";
  EXPECT_EQ(Utf8Head(junk, 4), junk.substr(0, 4));
  EXPECT_EQ(Utf8Tail(junk, 3), junk.substr(3));
  std::mt19937_64 rng(5);
  for (int round = 0; round < 300; ++round) {
    std::string v;
    for (int k = 0; k < 20; ++k) v += Encode(static_cast<uint32_t>(rng() % 0xD000));
    const size_t n = rng() % (v.size() + 1);
    EXPECT_TRUE(IsValidUtf8(Utf8Head(v, n)));
    EXPECT_GE(Utf8Head(v, n).size() + 3, n);
    EXPECT_TRUE(IsValidUtf8(Utf8Tail(v, n)));
    EXPECT_GE(Utf8Tail(v, n).size() + 3, n);
  }
}

}  // namespace
}  // namespace agentrl
