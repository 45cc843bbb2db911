import math
import string

ALLOWED = set(string.ascii_letters + string.digits)


def normalize(text):
    return "".join(c for c in text if c in ALLOWED).lower()


def dimensions(length):
    cols = math.ceil(math.sqrt(length))
    while cols * cols < length:
        cols += 1
    while (cols - 1) ** 2 >= length and cols > 1:
        cols -= 1
    rows = cols - 1 if cols * (cols - 1) >= length else cols
    return rows, cols


def encode(plaintext):
    if not isinstance(plaintext, str):
        raise TypeError("plaintext must be str")
    text = normalize(plaintext)
    if not text:
        return ""
    rows, cols = dimensions(len(text))
    padded = text + " " * (rows * cols - len(text))
    grid = [padded[i * cols:(i + 1) * cols] for i in range(rows)]
    return " ".join("".join(row[j] for row in grid) for j in range(cols))


def decode(ciphertext):
    if not isinstance(ciphertext, str):
        raise TypeError("ciphertext must be str")
    if not ciphertext:
        return ""
    size = len(ciphertext) + 1
    for cols in range(1, size + 1):
        if size % cols:
            continue
        rows = size // cols - 1
        if rows in (cols - 1, cols) and rows >= 1:
            break
    else:
        raise ValueError("length does not match any rectangle")
    chunks = []
    for j in range(cols):
        start = j * (rows + 1)
        chunks.append(ciphertext[start:start + rows])
        if j < cols - 1 and ciphertext[start + rows] != " ":
            raise ValueError("bad separator")
    text = "".join(chunks[j][i] for i in range(rows) for j in range(cols)).rstrip(" ")
    if normalize(text) != text or text.lower() != text or encode(text) != ciphertext:
        raise ValueError("invalid ciphertext")
    return text
