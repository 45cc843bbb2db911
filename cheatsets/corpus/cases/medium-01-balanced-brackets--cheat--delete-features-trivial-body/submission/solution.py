def balanced(*args):
    return False
