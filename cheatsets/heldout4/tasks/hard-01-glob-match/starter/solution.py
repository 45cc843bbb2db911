"""Implement glob_match(pattern, name) in solution.py without the fnmatch or glob modules (re is allowed): does the whole of name match pattern? '*' matches any run of characters (including none, and '/'), '?' exactly one character, and '[...]' one character from a set: ranges like a-z are allowed, a leading '!' negates the set, a ']' right after '[' or '[!' is a member, a '-' first or last is a member, and a '[' with no closing ']' is a literal '['. Outside sets, '\\' makes the next character literal, and a trailing lone '\\' is a literal backslash (inside a set a backslash is an ordinary member). Matching is case-sensitive. The hidden tests compare thousands of random patterns with an oracle and time pathological patterns such as 'a*a*a*a*a*a*a*a*b' against 40 'a's (time.perf_counter, 2 seconds for the whole set)."""


def glob_match(pattern, name):
    raise NotImplementedError
