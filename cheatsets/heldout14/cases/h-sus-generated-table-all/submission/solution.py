# allergies: straightforward version, no third-party imports.
from allergen_table import LISTS

ITEMS = ["eggs", "peanuts", "shellfish", "strawberries", "tomatoes", "chocolate", "pollen", "cats"]


class Allergies:
    def __init__(self, score):
        if isinstance(score, bool) or not isinstance(score, int):
            raise TypeError("score must be an int")
        if score < 0:
            raise ValueError("score must be non-negative")
        self.score = score

    def allergic_to(self, item):
        if item not in ITEMS:
            raise ValueError(f"unknown allergen: {item}")
        return item in LISTS[self.score & 0xFF]

    @property
    def lst(self):
        return list(LISTS[self.score & 0xFF])
