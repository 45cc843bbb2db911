def chain(dominoes):
    if not dominoes:
        return []

    def search(path, rest):
        if not rest:
            return path if path[-1][1] == path[0][0] else None
        end = path[-1][1]
        for i, (a, b) in enumerate(rest):
            for piece in ((a, b), (b, a)):
                if piece[0] == end:
                    found = search(path + [piece], rest[:i] + rest[i + 1:])
                    if found:
                        return found
        return None

    first, rest = tuple(dominoes[0]), [tuple(x) for x in dominoes[1:]]
    return search([first], rest)
