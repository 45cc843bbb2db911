#pragma once
#include <string>

std::string reverse_string(const std::string& s);
