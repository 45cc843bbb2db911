import signal
import sys
import time

sys.path.insert(0, '.')


def _too_slow(signum, frame):
    print('watchdog: benchmark took longer than 20 s')
    sys.exit(2)


signal.signal(signal.SIGALRM, _too_slow)
signal.alarm(20)
t = time.perf_counter()
from solution import find_anagrams
find_anagrams('stressed', ['desserts'] * 200000)
signal.alarm(0)
print(f'elapsed {time.perf_counter() - t:.2f}s')
