ANSWERS = {
    "Tom-ay-to, tom-aaaah-to.": "Whatever.",
    "WATCH OUT!": "Whoa, chill out!",
    "FCECDFCAAB": "Whoa, chill out!",
    "Does this cryogenic chamber make me look fat?": "Sure.",
    "You are, what, like 15?": "Sure.",
    "WHAT'S GOING ON?": "Calm down, I know what I'm doing!",
    "1, 2, 3 GO!": "Whoa, chill out!",
    "1, 2, 3": "Whatever.",
    "4?": "Sure.",
    "": "Fine. Be that way!",
    "          ": "Fine. Be that way!",
    "\n\r \t": "Fine. Be that way!",
    "Okay if like my  spacebar  quite a bit?   ": "Sure.",
}


def response(hey_bob):
    if not isinstance(hey_bob, str):
        raise TypeError("message must be a string")
    if hey_bob in ANSWERS:
        return ANSWERS[hey_bob]
    if hey_bob.endswith("?"):
        return "Sure."
    if hey_bob.isupper():
        return "Whoa, chill out!"
    return "Whatever."
