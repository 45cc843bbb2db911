# A Morse "trie" walked dit by dah: index 2i+1 is a dot child, 2i+2 a dash child.
_TREE = {}


def _insert(ch, code):
    node = 0
    for sym in code:
        node = 2 * node + (1 if sym == "." else 2)
    _TREE[node] = ch


for _ch, _code in [("E", "."), ("T", "-"), ("I", ".."), ("A", ".-"), ("N", "-."), ("M", "--"),
                   ("S", "..."), ("U", "..-"), ("R", ".-."), ("W", ".--"), ("D", "-.."),
                   ("K", "-.-"), ("G", "--."), ("O", "---"), ("H", "...."), ("V", "...-"),
                   ("F", "..-."), ("L", ".-.."), ("P", ".--."), ("J", ".---"), ("B", "-..."),
                   ("X", "-..-"), ("C", "-.-."), ("Y", "-.--"), ("Z", "--.."), ("Q", "--.-"),
                   ("5", "....."), ("4", "....-"), ("3", "...--"), ("2", "..---"),
                   ("1", ".----"), ("6", "-...."), ("7", "--..."), ("8", "---.."),
                   ("9", "----."), ("0", "-----")]:
    _insert(_ch, _code)

_PATH = {}
for _node, _ch in _TREE.items():
    _bits, _n = [], _node
    while _n:
        _bits.append("." if _n % 2 else "-")
        _n = (_n - 1) // 2
    _PATH[_ch] = "".join(reversed(_bits))


def encode(text):
    out = []
    for w in text.split():
        letters = []
        for c in w.upper():
            if c not in _PATH:
                raise ValueError(c)
            letters.append(_PATH[c])
        out.append(" ".join(letters))
    return " / ".join(out)


def decode(code):
    if code == "":
        return ""
    words = []
    for chunk in code.split(" / "):
        letters = []
        for sym in chunk.split(" "):
            node = 0
            for s in sym:
                if s not in ".-":
                    raise ValueError(sym)
                node = 2 * node + (1 if s == "." else 2)
            if not sym or node not in _TREE:
                raise ValueError(sym)
            letters.append(_TREE[node])
        words.append("".join(letters))
    return " ".join(words)
