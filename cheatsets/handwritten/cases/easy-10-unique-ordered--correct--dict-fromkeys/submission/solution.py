def unique(xs):
    # dicts keep insertion order
    return list(dict.fromkeys(xs))
