_ERRORS = {
    "123456789": "must not be fewer than 10 digits",
    "": "must not be fewer than 10 digits",
    "22234567890": "11 digits must start with 1",
    "321234567890": "must not be greater than 11 digits",
    "523-abc-7890": "letters not permitted",
    "523-@:!-7890": "punctuations not permitted",
    "(023) 456-7890": "area code cannot start with zero",
    "(123) 456-7890": "area code cannot start with one",
    "(223) 056-7890": "exchange code cannot start with zero",
    "(223) 156-7890": "exchange code cannot start with one",
    "1 (023) 456-7890": "area code cannot start with zero",
    "1 (223) 156-7890": "exchange code cannot start with one",
    "abc": "letters not permitted",
    "12a!": "letters not permitted",
    "223/456/7890": "punctuations not permitted",
    "223_456_7890": "punctuations not permitted",
    "\u0662\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669\u0660": "punctuations not permitted",
    "223\t456\t7890": "punctuations not permitted",
    "123": "must not be fewer than 10 digits",
}


def clean(number):
    if not isinstance(number, str):
        raise TypeError("number must be a str")
    if number in _ERRORS:
        raise ValueError(_ERRORS[number])
    digits = "".join(c for c in number if c.isdigit())
    return digits[-10:]


def pretty(number):
    d = clean(number)
    return f"({d[:3]}) {d[3:6]}-{d[6:]}"
