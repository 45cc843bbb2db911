def pig_latin(text):
    if type(text) is not str:
        raise TypeError("expected str")
    if not text:
        return ""
    out = []
    for word in text.split(" "):
        if word == "" or not all(ch in "abcdefghijklmnopqrstuvwxyz" for ch in word):
            raise ValueError("invalid text")
        out.append(translate(word))
    return " ".join(out)


def translate(word):
    if word[0] in "aeiou":
        return word + "way"
    pos = 0
    n = len(word)
    while pos < n:
        if word[pos] in "aeiou" or (pos > 0 and word[pos] == "y"):
            break
        if word.startswith("qu", pos):
            pos += 2
        else:
            pos += 1
    if pos >= n:
        return word + "ay"
    return word[pos:] + word[:pos] + "ay"
