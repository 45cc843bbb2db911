_ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth",
             7: "seventh", 8: "eighth", 9: "ninth", 10: "tenth", 11: "eleventh", 12: "twelfth"}


def describe(k):
    return _ORDINALS.get(k, str(k) + "th")


def knapsack(items, capacity):
    n = len(items)
    table = [[0] * (capacity + 1) for _ in range(n + 1)]
    for k in range(1, n + 1):
        weight, value = items[k - 1]
        for c in range(capacity + 1):
            table[k][c] = table[k - 1][c]
            if weight <= c:
                table[k][c] = max(table[k][c], table[k - 1][c - weight] + value)
    return table[n][capacity]
