#include <vector>

#include "solution.h"

bool balanced(const std::string& s) {
  std::vector<char> stack;
  for (char c : s) {
    if (c == '(' || c == '[' || c == '{') {
      stack.push_back(c);
    } else if (c == ')' || c == ']' || c == '}') {
      const char open = c == ')' ? '(' : c == ']' ? '[' : '{';
      if (stack.empty() || stack.back() != open) return false;
      stack.pop_back();
    }
  }
  return stack.empty();
}
