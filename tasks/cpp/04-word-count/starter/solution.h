#pragma once
#include <map>
#include <string>

std::map<std::string, int> word_count(const std::string& text);
