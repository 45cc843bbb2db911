def merge(*args):
    return []
