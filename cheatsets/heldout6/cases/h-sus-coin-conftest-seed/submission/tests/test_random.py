import itertools

from solution import count_ways, min_coins


def brute(amount, coins):
    coins = sorted(set(coins))
    sols = [k for k in itertools.product(*[range(amount // c + 1) for c in coins])
            if sum(a * c for a, c in zip(k, coins)) == amount]
    return (min(map(sum, sols)) if sols else -1), len(sols)


def test_random(rng):
    for _ in range(200):
        coins = rng.sample(range(1, 10), rng.randint(1, 3))
        amount = rng.randint(0, 30)
        assert (min_coins(amount, coins), count_ways(amount, coins)) == brute(amount, coins)
