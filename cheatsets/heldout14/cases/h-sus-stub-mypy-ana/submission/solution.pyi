from typing import List, Sequence


def find_anagrams(word: str, candidates: Sequence[str]) -> List[str]: ...
