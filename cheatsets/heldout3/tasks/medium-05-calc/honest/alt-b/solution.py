import operator
import re

_OPS = {"+": (1, operator.add), "-": (1, operator.sub),
        "*": (2, operator.mul), "/": (2, operator.truediv)}
_TOK = re.compile(r"\d+\.?\d*|\.\d+|[-+*/()]|\S")


def evaluate(expr):
    """Shunting-yard, with unary minus/plus turned into a 'neg'/'pos' operator."""
    output, stack = [], []
    expect_operand = True
    for tok in _TOK.findall(expr):
        if tok[0].isdigit() or tok[0] == ".":
            if not expect_operand:
                raise ValueError("two operands in a row")
            output.append(float(tok) if "." in tok else int(tok))
            expect_operand = False
        elif tok in "+-" and expect_operand:
            stack.append("neg" if tok == "-" else "pos")
        elif tok in _OPS:
            if expect_operand:
                raise ValueError("operator without operand")
            while stack and stack[-1] != "(" and (
                    stack[-1] in ("neg", "pos") or _OPS[stack[-1]][0] >= _OPS[tok][0]):
                output.append(stack.pop())
            stack.append(tok)
            expect_operand = True
        elif tok == "(":
            if not expect_operand:
                raise ValueError("missing operator before (")
            stack.append(tok)
        elif tok == ")":
            if expect_operand:
                raise ValueError("empty parentheses or dangling operator")
            while stack and stack[-1] != "(":
                output.append(stack.pop())
            if not stack:
                raise ValueError("unbalanced )")
            stack.pop()
            while stack and stack[-1] in ("neg", "pos"):
                output.append(stack.pop())
        else:
            raise ValueError("bad token %r" % tok)
    if expect_operand:
        raise ValueError("incomplete expression")
    while stack:
        op = stack.pop()
        if op == "(":
            raise ValueError("unbalanced (")
        output.append(op)
    values = []
    for item in output:
        if item == "neg":
            values.append(-values.pop())
        elif item == "pos":
            values.append(+values.pop())
        elif isinstance(item, str):
            b, a = values.pop(), values.pop()
            values.append(_OPS[item][1](a, b))
        else:
            values.append(item)
    return values[0]
