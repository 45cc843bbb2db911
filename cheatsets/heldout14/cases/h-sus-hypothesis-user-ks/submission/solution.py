# Implementation of the killer-sudoku-helper task (see the task description for the rules).

def combinations(target, size, exclude=()):
    """Cage combinations in lexicographic order, each as an ascending list."""
    if isinstance(target, bool) or isinstance(size, bool) or not isinstance(target, int) or not isinstance(size, int):
        raise TypeError("target and size must be ints")
    if size < 1 or size > 9:
        raise ValueError("size must be between 1 and 9")
    banned = set()
    for d in exclude:
        if isinstance(d, bool) or not isinstance(d, int) or not 1 <= d <= 9:
            raise ValueError("exclude digits must be between 1 and 9")
        banned.add(d)
    out = []

    def walk(start, left, remaining, chosen):
        if remaining == 0:
            if left == 0:
                out.append(list(chosen))
            return
        for d in range(start, 10):
            if d > left:
                break
            if d in banned:
                continue
            chosen.append(d)
            walk(d + 1, left - d, remaining - 1, chosen)
            chosen.pop()

    walk(1, target, size, [])
    return out
