from functools import reduce


class Puzzle:
    def __init__(self, text):
        if not isinstance(text, str):
            raise TypeError("puzzle must be str")
        allowed = set("ABCDEFGHIJKLMNOPQRSTUVWXYZ+= ")
        if not set(text) <= allowed:
            raise ValueError("illegal character")
        parts = text.split("==")
        if len(parts) != 2 or any("=" in p for p in parts):
            raise ValueError("exactly one == required")
        self.addends = [p.strip() for p in parts[0].split("+")]
        self.result = parts[1].strip()
        if "+" in self.result or not self.result or not all(self.addends):
            raise ValueError("empty or misplaced word")
        self.words = self.addends + [self.result]

    def weights(self):
        w = {}
        for word, sign in [(a, 1) for a in self.addends] + [(self.result, -1)]:
            place = 1
            for ch in reversed(word):
                w[ch] = w.get(ch, 0) + sign * place
                place *= 10
        return w


def solve(puzzle):
    p = Puzzle(puzzle)
    w = p.weights()
    if len(w) > 10:
        return None
    lead = {word[0] for word in p.words if len(word) > 1}
    order = sorted(w, key=lambda c: -abs(w[c]))
    coef = [w[c] for c in order]
    # rest_pos[i] / rest_neg[i]: the most the letters from i on can add in each direction.
    n = len(order)
    pos_tail = [0] * (n + 1)
    neg_tail = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        pos_tail[i] = pos_tail[i + 1] + max(coef[i], 0) * 9
        neg_tail[i] = neg_tail[i + 1] + min(coef[i], 0) * 9
    chosen = [0] * n
    free = set(range(10))

    def search(i, acc):
        if i == n:
            return acc == 0
        if acc + pos_tail[i] < 0 or acc + neg_tail[i] > 0:
            return False
        for d in sorted(free):
            if d == 0 and order[i] in lead:
                continue
            free.discard(d)
            chosen[i] = d
            if search(i + 1, acc + coef[i] * d):
                return True
            free.add(d)
        return False

    if not search(0, 0):
        return None
    return reduce(lambda m, kv: {**m, kv[0]: kv[1]}, zip(order, chosen), {})
