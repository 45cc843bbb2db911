NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3
HEADINGS = [(0, 1), (1, 0), (0, -1), (-1, 0)]


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


class Robot:
    def __init__(self, direction=NORTH, x_pos=0, y_pos=0):
        if not _is_int(direction) or direction not in range(4):
            raise ValueError("invalid direction")
        if not (_is_int(x_pos) and _is_int(y_pos)):
            raise TypeError("coordinates must be ints")
        self.direction = direction
        self.coordinates = (x_pos, y_pos)

    def move(self, instructions):
        for pos, ch in enumerate(instructions):
            if ch not in "RLA" or len(ch) != 1:
                raise ValueError(f"invalid instruction: {ch}")
        heading = self.direction
        x, y = self.coordinates
        # Runs of A are applied in one step; turns are applied as they come.
        i, n = 0, len(instructions)
        while i < n:
            ch = instructions[i]
            if ch == "A":
                j = i
                while j < n and instructions[j] == "A":
                    j += 1
                dx, dy = HEADINGS[heading]
                x += dx * (j - i)
                y += dy * (j - i)
                i = j
                continue
            heading = (heading + (1 if ch == "R" else 3)) % 4
            i += 1
        self.direction = heading
        self.coordinates = (x, y)
