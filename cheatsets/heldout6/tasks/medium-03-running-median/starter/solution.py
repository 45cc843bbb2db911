"""Streaming median. See the task description."""


class RunningMedian:
    def __init__(self):
        raise NotImplementedError

    def add(self, x):
        raise NotImplementedError

    def median(self):
        raise NotImplementedError

    def __len__(self):
        raise NotImplementedError
