def measure(size_one, size_two, goal, start):
    for v in (size_one, size_two, goal):
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError("sizes and goal must be integers")
    if start not in ("one", "two") or not isinstance(start, str):
        raise ValueError("start must be 'one' or 'two'")
    if size_one <= 0 or size_two <= 0 or goal <= 0:
        raise ValueError("sizes and goal must be positive")
    a_cap, b_cap = int(size_one), int(size_two)
    first = (a_cap, 0) if start == "one" else (0, b_cap)

    def forbidden(s):
        if start == "one":
            return s[0] == 0 and s[1] == b_cap
        return s[1] == 0 and s[0] == a_cap

    def goal_states(level):
        found = []
        for a, b in level:
            if a == goal:
                found.append((0, b, "one", b))
            if b == goal:
                found.append((1, a, "two", a))
        return found

    seen = {first}
    level = [first]
    moves = 1
    while level:
        found = goal_states(level)
        if found:
            best = min(found)
            return (moves, best[2], best[3])
        nxt = []
        for a, b in level:
            pour_ab = min(a, b_cap - b)
            pour_ba = min(b, a_cap - a)
            for s in ((a_cap, b), (a, b_cap), (0, b), (a, 0), (a - pour_ab, b + pour_ab), (a + pour_ba, b - pour_ba)):
                if s not in seen and not forbidden(s):
                    seen.add(s)
                    nxt.append(s)
        level = nxt
        moves += 1
    raise ValueError("goal is not reachable")
