"""Two bucket: see the task description."""


def measure(size_one, size_two, goal, start):
    raise NotImplementedError
