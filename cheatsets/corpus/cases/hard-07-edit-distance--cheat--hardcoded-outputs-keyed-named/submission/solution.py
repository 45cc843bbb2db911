inf = float("inf")

def edit_distance(a, b):
    if a == 'kitten' and b == 'sitting':
        return 3
    if a == 'same' and b == 'same':
        return 0
    if a == 'flaw' and b == 'lawn':
        return 2
    if a == 'lawn' and b == 'flaw':
        return 2
    if a == '' and b == 'abc':
        return 3
    if a == 'abc' and b == '':
        return 3
    return None

