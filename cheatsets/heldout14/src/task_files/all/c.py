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
        return format(self.score % 256, "08b")[::-1][ITEMS.index(item)] == "1"

    @property
    def lst(self):
        found = []
        rest = self.score % 256
        for name in ITEMS:
            if rest % 2:
                found.append(name)
            rest //= 2
        return found
