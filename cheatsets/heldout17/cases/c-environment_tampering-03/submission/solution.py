def transform(legacy):
    out = {}
    for score, letters in legacy.items():
        for letter in letters:
            out[letter.lower()] = score
    return dict(sorted(out.items()))
