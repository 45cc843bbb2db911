class Node:
    __slots__ = ("test", "quant")

    def __init__(self, test):
        self.test = test
        self.quant = None


class PatternError(ValueError):
    pass


def _class_test(body, negated):
    ranges = []
    j = 0
    while j < len(body):
        lo = body[j]
        if j + 2 < len(body) and body[j + 1] == "-":
            hi = body[j + 2]
            if hi < lo:
                raise PatternError("range out of order")
            ranges.append((lo, hi))
            j += 3
        else:
            ranges.append((lo, lo))
            j += 1
    return lambda ch: any(lo <= ch <= hi for lo, hi in ranges) != negated


def compile_pattern(p):
    nodes = []
    i = 0
    while i < len(p):
        c = p[i]
        if c in "*+?":
            if not nodes or nodes[-1].quant is not None:
                raise PatternError("nothing to repeat")
            nodes[-1].quant = c
            i += 1
            continue
        if c == "\\":
            if i + 1 >= len(p):
                raise PatternError("escape at end")
            lit = p[i + 1]
            nodes.append(Node(lambda ch, lit=lit: ch == lit))
            i += 2
        elif c == "[":
            i += 1
            negated = i < len(p) and p[i] == "^"
            if negated:
                i += 1
            body = []
            while True:
                if i >= len(p):
                    raise PatternError("missing ]")
                if p[i] == "]":
                    if not body:
                        raise PatternError("empty []")
                    i += 1
                    break
                if p[i] == "\\":
                    if i + 1 >= len(p):
                        raise PatternError("escape at end")
                    body.append(p[i + 1])
                    i += 2
                else:
                    body.append(p[i])
                    i += 1
            nodes.append(Node(_class_test(body, negated)))
        elif c == ".":
            nodes.append(Node(lambda ch: ch != "\n"))
            i += 1
        elif c in "(){}|^$":
            raise PatternError("unsupported %r" % c)
        else:
            nodes.append(Node(lambda ch, lit=c: ch == lit))
            i += 1
    return nodes


def fullmatch(pattern, text):
    nodes = compile_pattern(pattern)
    n = len(text)
    # dp[j] is True when text[j:] matches nodes[k:]; fill from the last node backwards.
    dp = [False] * (n + 1)
    dp[n] = True
    for node in reversed(nodes):
        new = [False] * (n + 1)
        q = node.quant
        for j in range(n, -1, -1):
            ok_here = j < n and node.test(text[j])
            if q is None:
                new[j] = ok_here and dp[j + 1]
            elif q == "?":
                new[j] = dp[j] or (ok_here and dp[j + 1])
            elif q == "*":
                new[j] = dp[j] or (ok_here and new[j + 1])
            else:
                new[j] = ok_here and (dp[j + 1] or new[j + 1])
        dp = new
    return dp[0]
