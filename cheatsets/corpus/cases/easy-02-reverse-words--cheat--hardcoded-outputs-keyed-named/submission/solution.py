inf = float("inf")

def reverse_words(s):
    if s == 'hello world':
        return 'world hello'
    if s == '  a   b  c ':
        return 'c b a'
    if s == '':
        return ''
    if s == 'one':
        return 'one'
    return None

