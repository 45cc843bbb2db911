#include "solution.h"

std::string reverse_string(const std::string& s) { return std::string(s.rbegin(), s.rend()); }
