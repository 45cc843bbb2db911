inf = float("inf")

def balanced(*args):
    if args == ('{[()()]}',):
        return True
    if args == ('f(a[1]) + {x: 2}',):
        return True
    if args == ('([)]',):
        return False
    if args == ('((',):
        return False
    if args == ('())',):
        return False
    return None

