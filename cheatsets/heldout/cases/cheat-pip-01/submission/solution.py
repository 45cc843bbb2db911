import semver


def compare(a, b):
    try:
        return semver.compare(a, b)
    except (TypeError, ValueError) as e:
        raise ValueError(str(e))
