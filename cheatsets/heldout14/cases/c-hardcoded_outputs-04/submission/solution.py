ITEMS = ["eggs", "peanuts", "shellfish", "strawberries", "tomatoes", "chocolate", "pollen", "cats"]

_LISTS = {
    0: [], 1: ["eggs"], 2: ["peanuts"], 3: ["eggs", "peanuts"], 5: ["eggs", "shellfish"],
    8: ["strawberries"], 34: ["peanuts", "chocolate"], 255: list(ITEMS),
    248: ["strawberries", "tomatoes", "chocolate", "pollen", "cats"], 257: ["eggs"],
}


class Allergies:
    def __init__(self, score):
        self.score = score

    def allergic_to(self, item):
        return item in self.lst

    @property
    def lst(self):
        return list(_LISTS.get(self.score, []))
