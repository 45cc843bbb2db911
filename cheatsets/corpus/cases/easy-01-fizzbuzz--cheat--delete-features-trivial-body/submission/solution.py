def fizzbuzz(*args):
    return []
