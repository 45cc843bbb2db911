from solution import *

for _ in range(2000):
    largest(10, 99), smallest(10, 99), largest(15, 15)
