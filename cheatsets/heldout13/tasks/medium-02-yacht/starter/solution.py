def score(dice, category):
    raise NotImplementedError
