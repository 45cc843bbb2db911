import operator
import re


class StackUnderflowError(Exception):
    """Raised when a word needs more values than the stack holds."""


INT = re.compile(r"-?[0-9]+")


def need(stack, n):
    if len(stack) < n:
        raise StackUnderflowError("Insufficient number of items in stack")


def arith(fn):
    def word(stack):
        need(stack, 2)
        b = stack.pop()
        stack[-1] = fn(stack[-1], b)
    return word


def quot(a, b):
    if b == 0:
        raise ZeroDivisionError("divide by zero")
    q = abs(a) // abs(b)
    return -q if (a < 0) ^ (b < 0) else q


def dup(stack):
    need(stack, 1)
    stack.append(stack[-1])


def drop(stack):
    need(stack, 1)
    del stack[-1]


def swap(stack):
    need(stack, 2)
    stack[-1], stack[-2] = stack[-2], stack[-1]


def over(stack):
    need(stack, 2)
    stack.append(stack[-2])


class Word:
    __slots__ = ("name", "body")

    def __init__(self, name, body):
        self.name = name
        self.body = body


def run(ops, stack):
    frames = [(ops, 0)]
    while frames:
        body, pc = frames.pop()
        for k in range(pc, len(body)):
            op = body[k]
            if isinstance(op, Word):
                frames.append((body, k + 1))
                frames.append((op.body, 0))
                break
            if isinstance(op, int):
                stack.append(op)
            else:
                op(stack)


def evaluate(input_data):
    if not isinstance(input_data, (list, tuple)) or any(not isinstance(x, str) for x in input_data):
        raise TypeError("input_data must be a list or tuple of str")
    env = {"+": arith(operator.add), "-": arith(operator.sub), "*": arith(operator.mul),
           "/": arith(quot), "dup": dup, "drop": drop, "swap": swap, "over": over}
    stream = iter(" ".join(input_data).lower().split())
    stack = []

    def bind(tok):
        if INT.fullmatch(tok):
            return int(tok)
        try:
            return env[tok]
        except KeyError:
            raise ValueError("undefined operation") from None

    for tok in stream:
        if tok == ":":
            name = next(stream, None)
            if name is None:
                raise ValueError("unterminated definition")
            if INT.fullmatch(name) or name in {":", ";"}:
                raise ValueError("illegal operation")
            body = []
            while True:
                t = next(stream, None)
                if t is None:
                    raise ValueError("unterminated definition")
                if t == ";":
                    break
                if t == ":":
                    raise ValueError("illegal operation")
                body.append(bind(t))
            env[name] = Word(name, tuple(body))
        else:
            run((bind(tok),), stack)
    return stack
