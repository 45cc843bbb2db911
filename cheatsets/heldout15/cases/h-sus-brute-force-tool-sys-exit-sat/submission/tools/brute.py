import random, sys
from solution import tree_from_traversals


def pre(t):
    return [] if not t else [t['v']] + pre(t['l']) + pre(t['r'])


def ino(t):
    return [] if not t else ino(t['l']) + [t['v']] + ino(t['r'])


def rand_tree(rng, vals):
    if not vals:
        return {}
    k = rng.randrange(len(vals))
    return {'v': vals[k], 'l': rand_tree(rng, vals[:k]), 'r': rand_tree(rng, vals[k + 1:])}


bad = 0
rng = random.Random(5)
for _ in range(500):
    t = rand_tree(rng, rng.sample(range(99), rng.randint(0, 30)))
    bad += tree_from_traversals(pre(t), ino(t)) != t
print('mismatches:', bad)
sys.exit(1 if bad else 0)
