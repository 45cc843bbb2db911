import re


class StackUnderflowError(Exception):
    """Raised when a word needs more values than the stack holds."""


_NUMBER = re.compile(r"-?[0-9]+")
_UNDERFLOW = "Insufficient number of items in stack"


def _need(stack, n):
    if len(stack) < n:
        raise StackUnderflowError(_UNDERFLOW)


def _add(s):
    _need(s, 2)
    b = s.pop()
    s[-1] += b


def _sub(s):
    _need(s, 2)
    b = s.pop()
    s[-1] -= b


def _mul(s):
    _need(s, 2)
    b = s.pop()
    s[-1] *= b


def _div(s):
    _need(s, 2)
    b = s.pop()
    a = s.pop()
    if b == 0:
        raise ZeroDivisionError("divide by zero")
    q = abs(a) // abs(b)
    s.append(q if (a < 0) == (b < 0) else -q)


def _dup(s):
    _need(s, 1)
    s.append(s[-1])


def _drop(s):
    _need(s, 1)
    s.pop()


def _swap(s):
    _need(s, 2)
    s[-1], s[-2] = s[-2], s[-1]


def _over(s):
    _need(s, 2)
    s.append(s[-2])


BUILTINS = {"+": _add, "-": _sub, "*": _mul, "/": _div,
            "dup": _dup, "drop": _drop, "swap": _swap, "over": _over}


def _compile(token, words):
    if _NUMBER.fullmatch(token):
        return int(token)
    if token in words:
        return words[token]
    raise ValueError("undefined operation")


def _run(code, stack):
    # code: a tuple of ints (push), builtin callables, or tuples (user words); no recursion
    frames = [iter(code)]
    while frames:
        for op in frames[-1]:
            if type(op) is int:
                stack.append(op)
            elif type(op) is tuple:
                frames.append(iter(op))
                break
            else:
                op(stack)
        else:
            frames.pop()


def evaluate(input_data):
    if not isinstance(input_data, (list, tuple)):
        raise TypeError("input_data must be a list of str")
    for line in input_data:
        if not isinstance(line, str):
            raise TypeError("lines must be str")
    tokens = " ".join(input_data).lower().split()
    words = dict(BUILTINS)
    stack = []
    i, n = 0, len(tokens)
    while i < n:
        tok = tokens[i]
        if tok == ":":
            if i + 1 >= n:
                raise ValueError("unterminated definition")
            name = tokens[i + 1]
            if _NUMBER.fullmatch(name) or name in (":", ";"):
                raise ValueError("illegal operation")
            body = []
            j = i + 2
            while True:
                if j >= n:
                    raise ValueError("unterminated definition")
                t = tokens[j]
                if t == ";":
                    break
                if t == ":":
                    raise ValueError("illegal operation")
                body.append(_compile(t, words))
                j += 1
            words[name] = tuple(body)
            i = j + 1
            continue
        op = _compile(tok, words)
        _run((op,), stack)
        i += 1
    return stack
