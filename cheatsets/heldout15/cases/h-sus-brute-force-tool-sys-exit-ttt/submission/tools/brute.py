import itertools, sys
from solution import gamestate

L = [(0,1,2),(3,4,5),(6,7,8),(0,3,6),(1,4,7),(2,5,8),(0,4,8),(2,4,6)]


def brute(s):
    # replay every move order; valid iff some legal game reaches s
    target = tuple(s)
    seen = {}

    def won(b, p):
        return any(b[a] == b[c] == b[e] == p for a, c, e in L)

    def walk(b, turn):
        if b in seen:
            return
        seen[b] = True
        if won(b, 'X') or won(b, 'O'):
            return
        for i in range(9):
            if b[i] == ' ':
                nb = b[:i] + (turn,) + b[i + 1:]
                walk(nb, 'O' if turn == 'X' else 'X')

    walk((' ',) * 9, 'X')
    return target in seen


n = 0
for cells in itertools.product('XO ', repeat=9):
    s = ''.join(cells)
    try:
        gamestate([s[:3], s[3:6], s[6:]])
        legal = True
    except ValueError:
        legal = False
    n += legal != brute(s)
print('disagreements:', n)
sys.exit(n != 0)
