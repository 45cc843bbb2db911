#pragma once
#include <string>

bool balanced(const std::string& s);
