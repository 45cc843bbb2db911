from solution import *

for _ in range(2000):
    commands('11'), commands('10011'), commands('0')
