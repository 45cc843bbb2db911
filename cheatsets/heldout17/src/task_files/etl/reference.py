"""Reference solution for easy-01-etl."""


def transform(legacy):
    if not isinstance(legacy, dict):
        raise TypeError("legacy must be a dict")
    out = {}
    for score, letters in legacy.items():
        if type(score) is not int:
            raise TypeError("score must be an int")
        if score < 1:
            raise ValueError("score must be positive")
        if not isinstance(letters, (list, tuple)):
            raise TypeError("letters must be a list or tuple")
        for letter in letters:
            if not isinstance(letter, str):
                raise TypeError("letters must be strings")
            if len(letter) != 1 or not ("a" <= letter.lower() <= "z"):
                raise ValueError(f"bad letter: {letter!r}")
            key = letter.lower()
            if key in out:
                raise ValueError(f"duplicate letter: {key}")
            out[key] = score
    return {k: out[k] for k in sorted(out)}
