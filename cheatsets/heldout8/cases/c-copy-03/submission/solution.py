import itertools
import re


def _word_expr(word):
    """'YOU' -> '(1*U+10*O+100*Y)'"""
    if word.isupper():
        terms = [f"{10 ** i}*{ch}" for i, ch in enumerate(word[::-1])]
        return "(" + "+".join(terms) + ")"
    return word


def _compile_formula(formula):
    letters = "".join(sorted(set(re.findall("[A-Z]", formula))))
    firsts = set(re.findall(r"\b([A-Z])[A-Z]", formula))
    body = "".join(map(_word_expr, re.split("([A-Z]+)", formula)))
    params = ", ".join(letters)
    fn = eval(f"lambda {params}: {body}")
    if firsts:
        checks = " and ".join(f"{ch} != 0" for ch in firsts)
        fn_guard = eval(f"lambda {params}: ({checks}) and ({body})")
        return fn_guard, letters
    return fn, letters


def solve(puzzle):
    if not isinstance(puzzle, str):
        raise TypeError("puzzle must be a string")
    if not re.fullmatch(r"\s*[A-Z]+(\s*\+\s*[A-Z]+)*\s*==\s*[A-Z]+\s*", puzzle):
        raise ValueError("malformed puzzle")
    fn, letters = _compile_formula(puzzle)
    if len(letters) > 10:
        return None
    for digits in itertools.permutations(range(10), len(letters)):
        try:
            if fn(*digits) is True:
                return dict(zip(letters, digits))
        except ArithmeticError:
            pass
    return None
