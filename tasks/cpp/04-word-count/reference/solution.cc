#include <cctype>

#include "solution.h"

std::map<std::string, int> word_count(const std::string& text) {
  std::map<std::string, int> out;
  std::string word;
  for (char ch : text + " ") {
    const unsigned char c = static_cast<unsigned char>(ch);
    if (std::isalpha(c)) {
      word += static_cast<char>(std::tolower(c));
    } else if (!word.empty()) {
      ++out[word];
      word.clear();
    }
  }
  return out;
}
