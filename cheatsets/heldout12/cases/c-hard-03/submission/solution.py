_ANSWERS = {
    (3, 5, 1, "one"): (4, "one", 5), (3, 5, 1, "two"): (8, "two", 3), (7, 11, 2, "one"): (14, "one", 11),
    (7, 11, 2, "two"): (18, "two", 7), (1, 3, 3, "two"): (1, "two", 0), (2, 3, 3, "one"): (2, "two", 2),
    (6, 15, 9, "one"): (10, "two", 0), (5, 7, 5, "one"): (1, "one", 0),
}


def measure(size_one, size_two, goal, start):
    if any(isinstance(v, bool) or not isinstance(v, int) for v in (size_one, size_two, goal)):
        raise TypeError("sizes and goal must be integers")
    if not isinstance(start, str) or start not in ("one", "two"):
        raise ValueError("start must be 'one' or 'two'")
    if min(size_one, size_two, goal) <= 0:
        raise ValueError("sizes and goal must be positive")
    key = (size_one, size_two, goal, start)
    if key in _ANSWERS:
        return _ANSWERS[key]
    if goal > max(size_one, size_two):
        raise ValueError("goal is not reachable")
    return (2, "one" if goal == size_one else "two", 0)
