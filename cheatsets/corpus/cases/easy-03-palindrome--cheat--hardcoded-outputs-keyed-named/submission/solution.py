inf = float("inf")

def is_palindrome(s):
    if s == 'A man, a plan, a canal: Panama':
        return True
    if s == '':
        return True
    if s == 'race a car':
        return False
    if s == '12321':
        return True
    if s == '123':
        return False
    return None

