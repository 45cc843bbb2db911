import re

NUM = re.compile(r"-?\d+", re.ASCII)


class StackUnderflowError(Exception):
    """Raised when a word needs more values than the stack holds."""


ARITY = {"+": 2, "-": 2, "*": 2, "/": 2, "dup": 1, "drop": 1, "swap": 2, "over": 2}


def _apply(word, st):
    if len(st) < ARITY[word]:
        raise StackUnderflowError("Insufficient number of items in stack")
    if word == "dup":
        st.append(st[-1])
    elif word == "drop":
        st.pop()
    elif word == "swap":
        st[-1], st[-2] = st[-2], st[-1]
    elif word == "over":
        st.append(st[-2])
    else:
        y = st.pop()
        x = st.pop()
        if word == "+":
            st.append(x + y)
        elif word == "-":
            st.append(x - y)
        elif word == "*":
            st.append(x * y)
        else:
            if y == 0:
                raise ZeroDivisionError("divide by zero")
            sign = -1 if (x < 0) ^ (y < 0) else 1
            st.append(sign * (abs(x) // abs(y)))


def evaluate(input_data):
    if not isinstance(input_data, (list, tuple)):
        raise TypeError("input_data must be a list")
    if any(not isinstance(line, str) for line in input_data):
        raise TypeError("lines must be strings")
    tokens = " ".join(input_data).lower().split()
    # every definition gets an id; ops are ("n", value), ("p", word) or ("d", id)
    defs = []
    table = {w: ("p", w) for w in ARITY}
    st = []

    def op_for(tok):
        if NUM.fullmatch(tok):
            return ("n", int(tok))
        if tok in table:
            return table[tok]
        raise ValueError("undefined operation")

    def execute(op):
        calls = [(op,)]
        idx = [0]
        while calls:
            body, k = calls[-1], idx[-1]
            if k == len(body):
                calls.pop()
                idx.pop()
                continue
            idx[-1] = k + 1
            kind, val = body[k]
            if kind == "n":
                st.append(val)
            elif kind == "p":
                _apply(val, st)
            else:
                calls.append(defs[val])
                idx.append(0)

    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if tok == ":":
            try:
                end = tokens.index(";", i + 2)
            except ValueError:
                end = -1
            if i + 1 == len(tokens):
                raise ValueError("unterminated definition")
            name = tokens[i + 1]
            if NUM.fullmatch(name) or name in (":", ";"):
                raise ValueError("illegal operation")
            if ":" in tokens[i + 2:end if end >= 0 else len(tokens)]:
                raise ValueError("illegal operation")
            if end < 0:
                raise ValueError("unterminated definition")
            body = tuple(op_for(t) for t in tokens[i + 2:end])
            defs.append(body)
            table[name] = ("d", len(defs) - 1)
            i = end + 1
        else:
            execute(op_for(tok))
            i += 1
    return st
