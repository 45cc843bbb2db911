"""Wordy with a tiny regex tokenizer and a state machine."""
import re

TOKEN = re.compile(r"\s*(?:(-?[0-9]+)(?=\s|$)|(plus|minus|multiplied by|divided by)(?=\s|$)|(\S+))")


def _div(a, b):
    if not b:
        raise ValueError("division by zero")
    q, r = divmod(a, b)
    if r and (a < 0) != (b < 0):
        q += 1
    return q


def answer(question):
    if type(question) is not str:
        raise TypeError("str expected")
    m = re.fullmatch(r"What is(.*)\?", question, re.S)
    if not m:
        raise ValueError("unknown operation")
    body = m.group(1)
    items = []
    pos = 0
    while body[pos:].strip():
        t = TOKEN.match(body, pos)
        num, op, junk = t.groups()
        if junk is not None:
            raise ValueError("unknown operation")
        items.append(int(num) if num is not None else op)
        pos = t.end()
    if not items or isinstance(items[-1], str):
        raise ValueError("syntax error")
    for idx, it in enumerate(items):
        if isinstance(it, int) == bool(idx % 2):
            raise ValueError("syntax error")
    value = items[0]
    for op, rhs in zip(items[1::2], items[2::2]):
        if op == "plus":
            value += rhs
        elif op == "minus":
            value -= rhs
        elif op == "multiplied by":
            value *= rhs
        else:
            value = _div(value, rhs)
    return value
