# robot-simulator: straightforward version, no third-party imports.

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3
_DX = (0, 1, 0, -1)
_DY = (1, 0, -1, 0)


class Robot:
    """A robot on an infinite grid; move() applies R (turn right), L (turn left), A (advance)."""

    def __init__(self, direction=NORTH, x_pos=0, y_pos=0):
        if type(direction) is not int or not 0 <= direction <= 3:
            raise ValueError("invalid direction")
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (x_pos, y_pos)):
            raise TypeError("coordinates must be ints")
        self.direction = direction
        self.coordinates = (x_pos, y_pos)

    def move(self, instructions):
        bad = set(instructions) - {"R", "L", "A"}
        if bad:
            first = next(ch for ch in instructions if ch in bad)
            raise ValueError(f"invalid instruction: {first}")
        d = self.direction
        x, y = self.coordinates
        for ch in instructions:
            if ch == "A":
                x += _DX[d]
                y += _DY[d]
            elif ch == "R":
                d = (d + 1) & 3
            else:
                d = (d + 3) & 2
        self.direction, self.coordinates = d, (x, y)
