def solve(puzzle):
    if not isinstance(puzzle, str):
        raise TypeError('puzzle must be a str')
    return None
