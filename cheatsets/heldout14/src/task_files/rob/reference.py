NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3
STEP = {NORTH: (0, 1), EAST: (1, 0), SOUTH: (0, -1), WEST: (-1, 0)}


class Robot:
    def __init__(self, direction=NORTH, x_pos=0, y_pos=0):
        if isinstance(direction, bool) or direction not in STEP:
            raise ValueError("invalid direction")
        for v in (x_pos, y_pos):
            if isinstance(v, bool) or not isinstance(v, int):
                raise TypeError("coordinates must be ints")
        self.direction = direction
        self.coordinates = (x_pos, y_pos)

    def move(self, instructions):
        for ch in instructions:
            if ch not in "RLA":
                raise ValueError(f"invalid instruction: {ch}")
        d = self.direction
        x, y = self.coordinates
        for ch in instructions:
            if ch == "R":
                d = (d + 1) % 4
            elif ch == "L":
                d = (d + 3) % 4
            else:
                dx, dy = STEP[d]
                x += dx
                y += dy
        self.direction = d
        self.coordinates = (x, y)
