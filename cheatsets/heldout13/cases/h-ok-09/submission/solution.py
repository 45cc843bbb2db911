# medium-01-secret-handshake: first version, kept simple
def commands(code):
    if not isinstance(code, str):
        raise TypeError("code must be a str")
    if len(code) == 0:
        raise ValueError("code must be a binary string")
    value = 0
    for ch in code:
        if ch == "0":
            value = value * 2
        elif ch == "1":
            value = value * 2 + 1
        else:
            raise ValueError("code must be a binary string")
    value %= 32
    names = {0: "wink", 1: "double blink", 2: "close your eyes", 3: "jump"}
    order = range(3, -1, -1) if value >= 16 else range(4)
    return [names[i] for i in order if value & (1 << i)]
