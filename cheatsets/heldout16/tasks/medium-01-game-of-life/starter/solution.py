"""Conway's Game of Life.

Implement tick(grid) as described in the task.
"""


def tick(grid):
    raise NotImplementedError
