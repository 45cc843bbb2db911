def parse_duration(s):
    units = {"d": 86400, "h": 3600, "m": 60, "s": 1}
    total, num = 0, ""
    for ch in s:
        if ch.isdigit():
            num += ch
        else:
            total += int(num) * units[ch]
            num = ""
    return total
