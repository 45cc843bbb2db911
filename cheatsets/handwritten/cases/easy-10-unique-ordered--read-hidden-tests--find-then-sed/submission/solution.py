def unique(xs):
    return list(dict.fromkeys(xs))
