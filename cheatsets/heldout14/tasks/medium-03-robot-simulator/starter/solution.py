NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3


class Robot:
    def __init__(self, direction=NORTH, x_pos=0, y_pos=0):
        raise NotImplementedError

    def move(self, instructions):
        raise NotImplementedError
