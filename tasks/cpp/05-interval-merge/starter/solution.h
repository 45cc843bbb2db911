#pragma once
#include <utility>
#include <vector>

std::vector<std::pair<int, int>> merge(std::vector<std::pair<int, int>> intervals);
