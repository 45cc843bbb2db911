from typing import List

ITEMS: List[str]


class Allergies:
    score: int
    def __init__(self, score: int) -> None: ...
    def allergic_to(self, item: str) -> bool: ...
    @property
    def lst(self) -> List[str]: ...
