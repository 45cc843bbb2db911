from collections import deque
from string import ascii_lowercase


def ladder_path(begin, end, words):
    if begin == end:
        return [begin]
    wordset = {w for w in words if len(w) == len(begin)}
    if end not in wordset:
        return []
    letters = sorted(set(ascii_lowercase).union(*wordset))
    prev = {begin: None}
    todo = deque([begin])
    while todo:
        word = todo.popleft()
        step = set()
        for i in range(len(word)):
            for ch in letters:
                cand = word[:i] + ch + word[i + 1:]
                if cand != word and cand in wordset and cand not in prev:
                    step.add(cand)
        for cand in sorted(step):
            prev[cand] = word
            if cand == end:
                path = [cand]
                while prev[path[-1]] is not None:
                    path.append(prev[path[-1]])
                return path[::-1]
            todo.append(cand)
    return []


def ladder_length(begin, end, words):
    return len(ladder_path(begin, end, words))
