def knapsack(*args):
    return 0
