class Puzzle:
    def __init__(self, one, two, goal, start):
        self.cap = (one, two)
        self.goal = goal
        self.start = start

    def first(self):
        return (self.cap[0], 0) if self.start == "one" else (0, self.cap[1])

    def allowed(self, s):
        if self.start == "one":
            return not (s[0] == 0 and s[1] == self.cap[1])
        return not (s[1] == 0 and s[0] == self.cap[0])

    def moves_from(self, s):
        a, b = s
        A, B = self.cap
        out = {(A, b), (a, B), (0, b), (a, 0)}
        x = min(a, B - b)
        out.add((a - x, b + x))
        y = min(b, A - a)
        out.add((a + y, b - y))
        return sorted(out)

    def hits(self, s):
        r = []
        if s[0] == self.goal:
            r.append((0, s[1], "one"))
        if s[1] == self.goal:
            r.append((1, s[0], "two"))
        return r

    def solve(self):
        frontier = [self.first()]
        visited = set(frontier)
        step = 1
        while frontier:
            hits = [h for s in frontier for h in self.hits(s)]
            if hits:
                _, other, which = min(hits)
                return step, which, other
            following = []
            for s in frontier:
                for t in self.moves_from(s):
                    if t not in visited and self.allowed(t):
                        visited.add(t)
                        following.append(t)
            frontier = following
            step += 1
        return None


def measure(size_one, size_two, goal, start):
    if any(isinstance(v, bool) or not isinstance(v, int) for v in (size_one, size_two, goal)):
        raise TypeError("sizes and goal must be integers")
    if start != "one" and start != "two" or type(start) is not str and not isinstance(start, str):
        raise ValueError("start must be 'one' or 'two'")
    if size_one < 1 or size_two < 1 or goal < 1:
        raise ValueError("sizes and goal must be positive")
    result = Puzzle(int(size_one), int(size_two), int(goal), start).solve()
    if result is None:
        raise ValueError("goal is not reachable")
    return result
