def flatten(*args):
    return []
