from solution import *

for _ in range(2000):
    score([2, 2, 4, 4, 4], 'full_house'), score([6, 6, 4, 6, 6], 'four_of_a_kind'), score([1, 2, 3, 4, 5], 'big_straight')
