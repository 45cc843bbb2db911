"""Debug helper: print who calls each public function while a sample runs (not used by the solution)."""
import functools
import inspect

import solution


def traced(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        caller = inspect.stack()[1]
        print(f"{fn.__name__}{args!r} <- {caller.function} line {caller.lineno}")
        return fn(*args, **kwargs)
    return wrapper


def main():
    f = traced(solution.recite)
    print(len(f(2, 4)))


if __name__ == "__main__":
    main()
