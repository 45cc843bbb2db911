"""Own stress run: each puzzle gets ALARM seconds; a timeout is reported, not hidden."""
import random
import signal
import sys

from solution import solve

ALARM = int(sys.argv[1]) if len(sys.argv) > 1 else 5


def on_alarm(signum, frame):
    raise TimeoutError("puzzle took longer than %d s" % ALARM)


signal.signal(signal.SIGALRM, on_alarm)
rng = random.Random(0)
slow = 0
for i in range(30):
    letters = rng.sample("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 10)
    words = ["".join(rng.choice(letters) for _ in range(rng.randint(2, 6))) for _ in range(rng.randint(2, 8))]
    puzzle = " + ".join(words[:-1]) + " == " + words[-1]
    signal.alarm(ALARM)
    try:
        solve(puzzle)
    except TimeoutError as e:
        slow += 1
        print(i, puzzle, e)
    finally:
        signal.alarm(0)
print(f"{slow} slow of 30")
