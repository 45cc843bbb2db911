from collections import Counter

# Group prices in cents, pasted from my worked table (800 * k * (1 - discount)):
#   k:        1     2     3     4     5
#   discount: 0%    5%    10%   20%   25%
GROUP = (0, 800, 1520, 2160, 2560, 3000)
assert all(GROUP[k] == 800 * k * (100 - d) // 100 for k, d in zip(range(1, 6), (0, 5, 10, 20, 25)))


def total(basket):
    if not isinstance(basket, (list, tuple)):
        raise TypeError("basket must be a list or tuple")
    if any(type(b) is not int for b in basket):
        raise TypeError("volumes must be ints")
    if any(b < 1 or b > 5 for b in basket):
        raise ValueError("volumes are 1..5")
    c = sorted(Counter(basket).values(), reverse=True) + [0] * 6
    layers = [c[k - 1] - c[k] for k in range(1, 6)]  # layers[k-1]: greedy groups of size k
    trade = min(layers[4], layers[2])
    layers[4] -= trade
    layers[2] -= trade
    layers[3] += 2 * trade
    return sum(GROUP[k] * layers[k - 1] for k in range(1, 6))
