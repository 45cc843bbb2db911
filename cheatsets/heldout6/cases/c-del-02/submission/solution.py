def to_24h(s):
    hm, half = s.split()
    h, m = hm.split(":")
    return "%02d:%02d" % (int(h) % 12 + (12 if half.upper() == "PM" else 0), int(m))


def to_12h(s):
    h, m = s.split(":")
    h = int(h)
    return "%d:%02d %s" % (h % 12 or 12, int(m), "AM" if h < 12 else "PM")
