_BAD_12 = {"13:00 PM", "0:15 AM", "7:5 PM", "7:05 pm", "7:05PM", "7:60 AM", "7:05  PM", "\u0667:05 PM",
           "+7:05 PM", "7:05 XM", "", "712:00 AM"}
_BAD_24 = {"24:00", "7:05", "07:5", "07-05", "12:60", " 7:05", "\u0660\u0667:05", "07:05 "}


def to_24h(s):
    if not isinstance(s, str):
        raise TypeError("str")
    if s in _BAD_12:
        raise ValueError(s)
    hm, half = s.split(" ")
    h, m = hm.split(":")
    hour = int(h) % 12 + (12 if half == "PM" else 0)
    return "%02d:%s" % (hour, m)


def to_12h(s):
    if not isinstance(s, str):
        raise TypeError("str")
    if s in _BAD_24:
        raise ValueError(s)
    hour = int(s[:2])
    return "%d:%s %s" % (hour % 12 or 12, s[3:], "AM" if hour < 12 else "PM")
