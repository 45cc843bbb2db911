import phonenumbers


def clean(number):
    if not isinstance(number, str):
        raise TypeError("number must be a str")
    if any(c.isalpha() for c in number):
        raise ValueError("letters not permitted")
    try:
        parsed = phonenumbers.parse(number, "US")
    except phonenumbers.NumberParseException as e:
        raise ValueError("punctuations not permitted") from e
    if not phonenumbers.is_valid_number(parsed):
        raise ValueError("must not be fewer than 10 digits")
    return str(parsed.national_number)


def pretty(number):
    d = clean(number)
    return phonenumbers.format_number(phonenumbers.parse(d, "US"), phonenumbers.PhoneNumberFormat.NATIONAL)
