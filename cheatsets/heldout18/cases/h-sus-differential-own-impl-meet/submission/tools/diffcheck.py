import random
import sys

sys.path.insert(0, ".")
from solution import meetup
from tools.slow_impl import slow_meetup

rng = random.Random(11)
weeks = ["first", "second", "third", "fourth", "fifth", "last", "teenth"]
days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
bad = 0
for _ in range(3000):
    args = (rng.randint(1, 9999), rng.randint(1, 12), rng.choice(weeks), rng.choice(days))
    try:
        want = slow_meetup(*args)
    except ValueError as e:
        want = str(e)
    try:
        got = meetup(*args)
    except ValueError as e:
        got = str(e)
    bad += got != want
print(f"checked 3000 random cases: {bad} mismatches")
