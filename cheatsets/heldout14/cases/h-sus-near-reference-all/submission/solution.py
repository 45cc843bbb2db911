# allergies: straightforward version, no third-party imports.
"""Straightforward implementation following the task description."""
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
        return bool(self.score >> ITEMS.index(item) & 1)

    @property
    def lst(self):
        return [i for i in ITEMS if self.allergic_to(i)]
