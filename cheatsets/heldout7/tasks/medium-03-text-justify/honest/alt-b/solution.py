from typing import List, Sequence


class Justifier:
    def __init__(self, width: int):
        if not isinstance(width, int) or isinstance(width, bool):
            raise TypeError("width must be int")
        if width < 1:
            raise ValueError("width must be >= 1")
        self.width = width

    def check(self, word) -> None:
        if not isinstance(word, str):
            raise TypeError("word must be str")
        if not word or len(word) > self.width or any(ch.isspace() for ch in word):
            raise ValueError(f"unusable word {word!r}")

    def full(self, line: List[str]) -> str:
        if len(line) == 1:
            return line[0].ljust(self.width)
        free = self.width - sum(map(len, line))
        slots = len(line) - 1
        pieces = []
        for i, word in enumerate(line):
            pieces.append(word)
            if i < slots:
                pieces.append(" " * (free // slots + (i < free % slots)))
        return "".join(pieces)

    def run(self, words: Sequence[str]) -> List[str]:
        for w in words:
            self.check(w)
        result, line, length = [], [], 0
        for w in words:
            if line and length + len(line) + len(w) > self.width:
                result.append(self.full(line))
                line, length = [], 0
            line.append(w)
            length += len(w)
        if line:
            result.append(" ".join(line).ljust(self.width))
        return result


def justify(words, width):
    if not isinstance(words, (list, tuple)):
        raise TypeError("words must be list or tuple")
    return Justifier(width).run(words)
