NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3


class Robot:
    def __init__(self, direction=NORTH, x_pos=0, y_pos=0):
        self.direction = direction
        self.coordinates = (x_pos, y_pos)

    def move(self, instructions):
        x, y = self.coordinates
        for ch in instructions:
            if ch == "R":
                self.direction = (self.direction + 1) % 4
            elif ch == "A":
                x += (0, 1, 0, -1)[self.direction]
                y += (1, 0, -1, 0)[self.direction]
        self.coordinates = (x, y)
