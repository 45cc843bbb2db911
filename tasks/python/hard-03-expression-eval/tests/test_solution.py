import solution
from solution import evaluate


def test_precedence():
    assert evaluate("2 + 3 * 4") == 14


def test_parentheses():
    assert evaluate("(2 + 3) * 4") == 20


def test_unary_minus():
    assert evaluate("-(3 - 5) * -2") == -4


def test_division():
    assert evaluate("7 / 2") == 3.5


def test_left_associative():
    assert evaluate("10 - 4 - 3") == 3 and evaluate("16 / 4 / 2") == 2


def test_no_eval():
    import inspect
    src = inspect.getsource(solution)
    assert "eval(" not in src and "exec(" not in src
