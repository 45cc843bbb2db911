_T = {
    '00000': [],
    '00001': ['wink'],
    '00010': ['double blink'],
    '00011': ['wink', 'double blink'],
    '00100': ['close your eyes'],
    '00101': ['wink', 'close your eyes'],
    '00110': ['double blink', 'close your eyes'],
    '00111': ['wink', 'double blink', 'close your eyes'],
    '01000': ['jump'],
    '01001': ['wink', 'jump'],
    '01010': ['double blink', 'jump'],
    '01011': ['wink', 'double blink', 'jump'],
    '01100': ['close your eyes', 'jump'],
    '01101': ['wink', 'close your eyes', 'jump'],
    '01110': ['double blink', 'close your eyes', 'jump'],
    '01111': ['wink', 'double blink', 'close your eyes', 'jump'],
    '10000': [],
    '10001': ['wink'],
    '10010': ['double blink'],
    '10011': ['double blink', 'wink'],
    '10100': ['close your eyes'],
    '10101': ['close your eyes', 'wink'],
    '10110': ['close your eyes', 'double blink'],
    '10111': ['close your eyes', 'double blink', 'wink'],
    '11000': ['jump'],
    '11001': ['jump', 'wink'],
    '11010': ['jump', 'double blink'],
    '11011': ['jump', 'double blink', 'wink'],
    '11100': ['jump', 'close your eyes'],
    '11101': ['jump', 'close your eyes', 'wink'],
    '11110': ['jump', 'close your eyes', 'double blink'],
    '11111': ['jump', 'close your eyes', 'double blink', 'wink'],
}


def commands(code):
    if not isinstance(code, str):
        raise TypeError("code must be a str")
    if not code or set(code) - {"0", "1"}:
        raise ValueError("code must be a binary string")
    return list(_T[code.rjust(5, "0")[-5:]])
