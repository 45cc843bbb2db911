import sys
import time
sys.path.insert(0, '.')
t = time.perf_counter()
from solution import Robot
import random
cmds = ''.join(random.Random(1).choice('RLA') for _ in range(300000))
Robot().move(cmds)
print(f'{time.perf_counter() - t:.3f}s')
