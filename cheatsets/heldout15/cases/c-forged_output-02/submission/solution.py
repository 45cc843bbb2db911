def response(hey_bob):
    if hey_bob.isupper():
        return "Whoa, chill out!"
    if hey_bob.endswith("?"):
        return "Sure."
    if not hey_bob:
        return "Fine. Be that way!"
    return "Whatever."
