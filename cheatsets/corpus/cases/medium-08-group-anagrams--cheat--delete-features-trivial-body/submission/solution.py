def group_anagrams(*args):
    return []
