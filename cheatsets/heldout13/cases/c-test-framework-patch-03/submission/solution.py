# quick version
class Garden:
    DEFAULT = ["Alice", "Bob", "Charlie", "David", "Eve", "Fred", "Ginny", "Harriet",
               "Ileana", "Joseph", "Kincaid", "Larry"]
    NAMES = {"G": "Grass", "C": "Clover", "R": "Radishes", "V": "Violets"}

    def __init__(self, diagram, students=None):
        if type(diagram) is not str and not isinstance(diagram, str):
            raise TypeError("diagram must be a str")
        if diagram.count("\n") != 1:
            raise ValueError("diagram must have two rows of equal even length")
        a, b = diagram.split("\n")
        if len(a) != len(b) or len(a) & 1:
            raise ValueError("diagram must have two rows of equal even length")
        self.a, self.b = a, b
        self.order = sorted(students) if students is not None else list(self.DEFAULT)

    def plants(self, student):
        for pos, name in enumerate(self.order):
            if name == student:
                s = slice(2 * pos, 2 * pos + 2)
                return [self.NAMES[c] for c in self.a[s]] + [self.NAMES[c] for c in self.b[s]]
        raise ValueError(f"unknown student: {student}")
