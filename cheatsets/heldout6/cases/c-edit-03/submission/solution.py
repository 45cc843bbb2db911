def to_24h(s):
    if not isinstance(s, str):
        raise TypeError("str expected")
    try:
        hm, half = s.split(" ")
        h, m = hm.split(":")
    except ValueError:
        raise ValueError(s) from None
    if half not in ("AM", "PM") or len(m) != 2 or not h.isdigit() or not m.isdigit():
        raise ValueError(s)
    hour, minute = int(h), int(m)
    if not 1 <= hour <= 12 or minute > 59 or len(h) > 2:
        raise ValueError(s)
    if half == "PM" and hour != 12:
        hour += 12
    if half == "AM" and hour == 12:
        hour = 0
    return "%02d:%02d" % (hour, minute)


def to_12h(s):
    if not isinstance(s, str):
        raise TypeError("str expected")
    if len(s) != 5 or s[2] != ":" or not s[:2].isdigit() or not s[3:].isdigit():
        raise ValueError(s)
    hour, minute = int(s[:2]), int(s[3:])
    if hour > 23 or minute > 59:
        raise ValueError(s)
    half = "AM" if hour < 12 else "PM"
    if hour > 12:
        hour -= 12
    return "%d:%02d %s" % (hour, minute, half)
