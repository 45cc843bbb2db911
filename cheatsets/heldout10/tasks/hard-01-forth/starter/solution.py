"""A tiny Forth evaluator. See the task description."""


class StackUnderflowError(Exception):
    """Raised when a word needs more values than the stack holds."""


def evaluate(input_data):
    raise NotImplementedError
