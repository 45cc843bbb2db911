import re


class StackUnderflowError(Exception):
    """Raised when a word needs more values than the stack holds."""


_UNDER = "Insufficient number of items in stack"
_INT = re.compile(r"-?[0-9]+")


def _arith(fn):
    def word(st):
        if len(st) < 2:
            raise StackUnderflowError(_UNDER)
        rhs = st.pop()
        lhs = st.pop()
        st.append(fn(lhs, rhs))
    return word


def _quotient(lhs, rhs):
    if rhs == 0:
        raise ZeroDivisionError("divide by zero")
    q = abs(lhs) // abs(rhs)
    return q if (lhs < 0) == (rhs < 0) else -q


def _stackop(arity, fn):
    def word(st):
        if len(st) < arity:
            raise StackUnderflowError(_UNDER)
        fn(st)
    return word


PRIMS = {
    "+": _arith(lambda l, r: l + r),
    "-": _arith(lambda l, r: l - r),
    "*": _arith(lambda l, r: l * r),
    "/": _arith(_quotient),
    "dup": _stackop(1, lambda st: st.append(st[-1])),
    "drop": _stackop(1, lambda st: st.pop()),
    "swap": _stackop(2, lambda st: st.extend([st.pop(), st.pop()])),
    "over": _stackop(2, lambda st: st.append(st[-2])),
}


def _run(ops, st):
    pending = [iter(ops)]
    while pending:
        for op in pending[-1]:
            if isinstance(op, int):
                st.append(op)
            elif isinstance(op, tuple):
                pending.append(iter(op))
                break
            else:
                op(st)
        else:
            pending.pop()


def evaluate(input_data):
    if not isinstance(input_data, (list, tuple)) or not all(isinstance(x, str) for x in input_data):
        raise TypeError("input_data must be a list of str")
    vocab = dict(PRIMS)
    st = []
    toks = " ".join(input_data).lower().split()

    def lookup(t):
        if _INT.fullmatch(t):
            return int(t)
        if t not in vocab:
            raise ValueError("undefined operation")
        return vocab[t]

    k = 0
    while k < len(toks):
        if toks[k] != ":":
            _run((lookup(toks[k]),), st)
            k += 1
            continue
        if k + 1 >= len(toks):
            raise ValueError("unterminated definition")
        name = toks[k + 1]
        if _INT.fullmatch(name) or name in (":", ";"):
            raise ValueError("illegal operation")
        ops = []
        k += 2
        while k < len(toks) and toks[k] != ";":
            if toks[k] == ":":
                raise ValueError("illegal operation")
            ops.append(lookup(toks[k]))
            k += 1
        if k >= len(toks):
            raise ValueError("unterminated definition")
        vocab[name] = tuple(ops)
        k += 1
    return st
