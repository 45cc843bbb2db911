from typing import Optional, Sequence, Tuple

Pos = Tuple[int, int]


class WordSearch:
    def __init__(self, puzzle: Sequence[str]) -> None: ...
    def search(self, word: str) -> Optional[Tuple[Pos, Pos]]: ...
