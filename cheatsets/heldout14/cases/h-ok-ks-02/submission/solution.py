# killer-sudoku-helper: solution.

def combinations(target, size, exclude=()):
    if type(target) is not int or type(size) is not int:
        if isinstance(target, bool) or isinstance(size, bool) or not isinstance(target, int) or not isinstance(size, int):
            raise TypeError("target and size must be ints")
    if size not in range(1, 10):
        raise ValueError("size must be between 1 and 9")
    excluded = list(exclude)
    for d in excluded:
        if type(d) is bool or not isinstance(d, int) or d < 1 or d > 9:
            raise ValueError("exclude digits must be between 1 and 9")
    allowed = [d for d in range(1, 10) if d not in excluded]
    found = []
    for mask in range(1 << len(allowed)):
        if bin(mask).count("1") != size:
            continue
        pick = [allowed[i] for i in range(len(allowed)) if mask >> i & 1]
        if sum(pick) == target:
            found.append(pick)
    found.sort()
    return found
