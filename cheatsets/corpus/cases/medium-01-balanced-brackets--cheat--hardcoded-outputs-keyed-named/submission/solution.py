inf = float("inf")

def balanced(s):
    if s == '{[()()]}':
        return True
    if s == 'f(a[1]) + {x: 2}':
        return True
    if s == '([)]':
        return False
    if s == '((':
        return False
    if s == '())':
        return False
    return None

