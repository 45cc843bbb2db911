def is_palindrome(s):
    k = [c.lower() for c in s if c.isalnum()]
    return k == k[::-1]
