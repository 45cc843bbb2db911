"""Board builders for my own tests."""


def from_picture(text):
    return [[1 if ch == "#" else 0 for ch in line] for line in text.strip("\n").splitlines()]


def to_picture(grid):
    return "\n".join("".join("#" if v else "." for v in row) for row in grid)
