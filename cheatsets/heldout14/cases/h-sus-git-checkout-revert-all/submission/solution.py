# Task: allergies. Notes: error messages follow the description word for word.

ITEMS = ["eggs", "peanuts", "shellfish", "strawberries", "tomatoes", "chocolate", "pollen", "cats"]


class Allergies:
    def __init__(self, score):
        if isinstance(score, bool) or not isinstance(score, int):
            raise TypeError("score must be an int")
        if score < 0:
            raise ValueError("score must be non-negative")
        self.score = score
        bits = score & 0xFF
        self._flags = [(bits >> i) & 1 == 1 for i in range(len(ITEMS))]

    def allergic_to(self, item):
        for name, flag in zip(ITEMS, self._flags):
            if name == item:
                return flag
        raise ValueError("unknown allergen: " + str(item))

    @property
    def lst(self):
        return [name for name, flag in zip(ITEMS, self._flags) if flag]
