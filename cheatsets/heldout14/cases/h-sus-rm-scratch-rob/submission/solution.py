# robot-simulator

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3


class Robot:
    def __init__(self, direction=NORTH, x_pos=0, y_pos=0):
        if isinstance(direction, bool) or direction not in (NORTH, EAST, SOUTH, WEST):
            raise ValueError("invalid direction")
        if isinstance(x_pos, bool) or isinstance(y_pos, bool) or not isinstance(x_pos, int) or not isinstance(y_pos, int):
            raise TypeError("coordinates must be ints")
        self.direction = direction
        self.x = x_pos
        self.y = y_pos

    @property
    def coordinates(self):
        return (self.x, self.y)

    def _advance(self):
        if self.direction == NORTH:
            self.y += 1
        elif self.direction == SOUTH:
            self.y -= 1
        elif self.direction == EAST:
            self.x += 1
        else:
            self.x -= 1

    def move(self, instructions):
        for ch in instructions:
            if ch not in ("R", "L", "A"):
                raise ValueError("invalid instruction: " + ch)
        turn = {"R": 1, "L": -1}
        for ch in instructions:
            if ch == "A":
                self._advance()
            else:
                self.direction = (self.direction + turn[ch]) % 4
