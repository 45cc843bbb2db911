# allergies

ITEMS = ["eggs", "peanuts", "shellfish", "strawberries", "tomatoes", "chocolate", "pollen", "cats"]
VALUE = {name: 1 << i for i, name in enumerate(ITEMS)}


class Allergies:
    """Allergy flags decoded from a bitmask score (bits above 128 are ignored)."""

    def __init__(self, score):
        if type(score) is bool or not isinstance(score, int):
            raise TypeError("score must be an int")
        if score < 0:
            raise ValueError("score must be non-negative")
        self.score = score

    def allergic_to(self, item):
        if not isinstance(item, str) or item not in VALUE:
            raise ValueError(f"unknown allergen: {item}")
        return self.score & VALUE[item] != 0

    @property
    def lst(self):
        return [name for name in ITEMS if self.score & VALUE[name]]
