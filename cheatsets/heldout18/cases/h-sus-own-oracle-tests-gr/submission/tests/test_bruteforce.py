from solution import square, total


def _oracle_square(n):
    grains = 1
    for _ in range(n - 1):
        grains *= 2
    return grains


def test_every_square():
    for n in range(1, 65):
        assert square(n) == _oracle_square(n)


def test_every_total():
    running = 0
    for k in range(0, 65):
        assert total(k) == running
        if k < 64:
            running += _oracle_square(k + 1)
