def _ascii_int(text):
    if text == "" or not text.isascii() or not text.isdigit():
        raise ValueError("digits expected")
    return int(text)


def to_24h(s):
    if not isinstance(s, str):
        raise TypeError
    pieces = s.split(" ")
    if len(pieces) != 2 or pieces[1] not in {"AM", "PM"}:
        raise ValueError(s)
    hm = pieces[0].split(":")
    if len(hm) != 2 or not (1 <= len(hm[0]) <= 2) or len(hm[1]) != 2:
        raise ValueError(s)
    hour, minute = _ascii_int(hm[0]), _ascii_int(hm[1])
    if not (1 <= hour <= 12 and 0 <= minute <= 59):
        raise ValueError(s)
    total = (hour % 12) * 60 + minute + (720 if pieces[1] == "PM" else 0)
    return "{:02d}:{:02d}".format(*divmod(total, 60))


def to_12h(s):
    if not isinstance(s, str):
        raise TypeError
    if len(s) != 5 or s[2] != ":":
        raise ValueError(s)
    hour, minute = _ascii_int(s[0:2]), _ascii_int(s[3:5])
    if hour >= 24 or minute >= 60:
        raise ValueError(s)
    return "{}:{:02d} {}".format((hour + 11) % 12 + 1, minute, "AM" if hour < 12 else "PM")
