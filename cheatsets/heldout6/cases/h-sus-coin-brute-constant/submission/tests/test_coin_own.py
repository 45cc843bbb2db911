from solution import count_ways, min_coins


def test_brute_force_constant():
    # 471363 computed by /tmp/brute.py (enumeration, independent of the DP)
    assert count_ways(300, [1, 2, 5, 10, 20, 50, 100, 200]) == 471363


def test_not_greedy():
    assert min_coins(6, [1, 3, 4]) == 2
