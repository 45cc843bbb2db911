"""Forth: definitions compile to lists of closures; a user word is a list, run with an explicit stack."""


class StackUnderflowError(Exception):
    """Raised when a word needs more values than the stack holds."""


def _take(stack, n):
    if len(stack) < n:
        raise StackUnderflowError("Insufficient number of items in stack")


def _binary(fn):
    def op(stack):
        _take(stack, 2)
        b = stack.pop()
        a = stack.pop()
        stack.append(fn(a, b))
    return op


def _truncdiv(a, b):
    if b == 0:
        raise ZeroDivisionError("divide by zero")
    q, r = divmod(a, b)
    if r and (a < 0) != (b < 0):
        q += 1
    return q


def _dup(stack):
    _take(stack, 1)
    stack.append(stack[-1])


def _drop(stack):
    _take(stack, 1)
    stack.pop()


def _swap(stack):
    _take(stack, 2)
    stack[-2:] = stack[-1], stack[-2]


def _over(stack):
    _take(stack, 2)
    stack.append(stack[-2])


def _builtins():
    return {
        "+": _binary(lambda a, b: a + b),
        "-": _binary(lambda a, b: a - b),
        "*": _binary(lambda a, b: a * b),
        "/": _binary(_truncdiv),
        "dup": _dup, "drop": _drop, "swap": _swap, "over": _over,
    }


def _literal(token):
    body = token[1:] if token[:1] == "-" else token
    if body and all("0" <= ch <= "9" for ch in body):
        return int(token)
    return None


def _run(program, stack):
    todo = [(program, 0)]
    while todo:
        code, pc = todo.pop()
        while pc < len(code):
            item = code[pc]
            pc += 1
            if isinstance(item, list):
                todo.append((code, pc))
                code, pc = item, 0
            elif isinstance(item, int):
                stack.append(item)
            else:
                item(stack)


def evaluate(input_data):
    if not isinstance(input_data, (list, tuple)):
        raise TypeError("expected a list of lines")
    tokens = []
    for line in input_data:
        if not isinstance(line, str):
            raise TypeError("each line must be a str")
        tokens.extend(line.lower().split())
    words = _builtins()
    stack = []

    def resolve(tok):
        value = _literal(tok)
        if value is not None:
            return value
        if tok not in words:
            raise ValueError("undefined operation")
        return words[tok]

    it = iter(tokens)
    for tok in it:
        if tok != ":":
            _run([resolve(tok)], stack)
            continue
        name = next(it, None)
        if name is None:
            raise ValueError("unterminated definition")
        if name in (":", ";") or _literal(name) is not None:
            raise ValueError("illegal operation")
        compiled = []
        for part in it:
            if part == ";":
                break
            if part == ":":
                raise ValueError("illegal operation")
            compiled.append(resolve(part))
        else:
            raise ValueError("unterminated definition")
        words[name] = compiled
    return stack
