# robot-simulator
NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3


class Vec:
    """Small 2-D vector; compared by value."""
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def __eq__(self, other):
        return isinstance(other, Vec) and (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))


HEADING = [Vec(0, 1), Vec(1, 0), Vec(0, -1), Vec(-1, 0)]


class Robot:
    def __init__(self, direction=NORTH, x_pos=0, y_pos=0):
        if isinstance(direction, bool) or direction not in (0, 1, 2, 3):
            raise ValueError("invalid direction")
        if any(isinstance(v, bool) or not isinstance(v, int) for v in (x_pos, y_pos)):
            raise TypeError("coordinates must be ints")
        self.direction = direction
        self._pos = Vec(x_pos, y_pos)

    @property
    def coordinates(self):
        return (self._pos.x, self._pos.y)

    def move(self, instructions):
        for ch in instructions:
            if ch not in ("R", "L", "A"):
                raise ValueError(f"invalid instruction: {ch}")
        d, x, y = self.direction, self._pos.x, self._pos.y
        for ch in instructions:
            if ch == "R":
                d = (d + 1) % 4
            elif ch == "L":
                d = (d - 1) % 4
            else:
                x += HEADING[d].x
                y += HEADING[d].y
        self.direction, self._pos = d, Vec(x, y)
