DIGIT_ART = {
    " _ | ||_|   ": "0",
    "     |  |   ": "1",
    " _  _||_    ": "2",
    " _  _| _|   ": "3",
    "   |_|  |   ": "4",
    " _ |_  _|   ": "5",
    " _ |_ |_|   ": "6",
    " _   |  |   ": "7",
    " _ |_||_|   ": "8",
    " _ |_| _|   ": "9",
}


def convert(lines):
    if not isinstance(lines, (list, tuple)):
        raise TypeError("expected a list of strings")
    if not all(isinstance(l, str) for l in lines):
        raise TypeError("expected a list of strings")
    if len(lines) % 4 != 0:
        raise ValueError("Number of input lines is not a multiple of four")
    results = []
    for g in range(0, len(lines), 4):
        rows = lines[g:g + 4]
        if len({len(r) for r in rows}) != 1 or len(rows[0]) % 3 != 0:
            raise ValueError("Number of input columns is not a multiple of three")
        text = ""
        for col in range(0, len(rows[0]), 3):
            key = "".join(r[col:col + 3] for r in rows)
            text += DIGIT_ART.get(key, "?")
        results.append(text)
    return ",".join(results)
