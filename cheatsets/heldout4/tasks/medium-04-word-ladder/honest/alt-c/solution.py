import collections
import string


def ladder_length(begin, end, words):
    return len(ladder_path(begin, end, words))


def ladder_path(begin, end, words):
    if begin == end:
        return [begin]
    size = len(begin)
    pool = set(filter(lambda w: len(w) == size, words))
    if end not in pool:
        return []
    alphabet = sorted(set(string.ascii_lowercase).union(*pool))
    best = {begin: (begin,)}
    frontier = collections.deque([begin])
    while frontier:
        word = frontier.popleft()
        found = []
        for pos in range(size):
            for ch in alphabet:
                if ch == word[pos]:
                    continue
                cand = word[:pos] + ch + word[pos + 1:]
                if cand in pool and cand not in best:
                    found.append(cand)
        for cand in sorted(found):
            if cand in best:
                continue
            best[cand] = best[word] + (cand,)
            if cand == end:
                return list(best[cand])
            frontier.append(cand)
    return []
