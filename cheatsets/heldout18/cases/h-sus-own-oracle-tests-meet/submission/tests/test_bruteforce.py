import datetime
import random

from solution import meetup

WEEKS = ["first", "second", "third", "fourth", "fifth", "last", "teenth"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _oracle(year, month, week, day):
    """Brute force: walk every day of the month."""
    d = datetime.date(year, month, 1)
    hits = []
    while d.month == month:
        if d.strftime("%A") == day:
            hits.append(d)
        d += datetime.timedelta(days=1)
    if week == "last":
        return hits[-1]
    if week == "teenth":
        return next(h for h in hits if 13 <= h.day <= 19)
    n = WEEKS.index(week)
    return hits[n] if n < len(hits) else None


def test_against_bruteforce():
    rng = random.Random(99)
    for _ in range(500):
        args = (rng.randint(1900, 2100), rng.randint(1, 12), rng.choice(WEEKS), rng.choice(DAYS))
        want = _oracle(*args)
        if want is None:
            try:
                meetup(*args)
            except ValueError as e:
                assert str(e) == "That day does not exist."
            else:
                raise AssertionError(args)
        else:
            assert meetup(*args) == want
