from dataclasses import dataclass, field

_DEFAULT = ("Alice", "Bob", "Charlie", "David", "Eve", "Fred", "Ginny", "Harriet",
            "Ileana", "Joseph", "Kincaid", "Larry")
_PLANT = dict(G="Grass", C="Clover", R="Radishes", V="Violets")


@dataclass
class Garden:
    diagram: str
    students: list = None
    _rows: list = field(init=False, repr=False)

    def __post_init__(self):
        if not isinstance(self.diagram, str):
            raise TypeError("diagram must be a str")
        rows = self.diagram.split("\n")
        ok = len(rows) == 2 and len(rows[0]) == len(rows[1]) and len(rows[0]) % 2 == 0
        if not ok:
            raise ValueError("diagram must have two rows of equal even length")
        bad = [c for c in "".join(rows) if c not in _PLANT]
        if bad:
            raise ValueError(f"invalid plant code: {bad[0]}")
        self._rows = rows
        self.students = sorted(_DEFAULT if self.students is None else self.students)

    def plants(self, student):
        if student not in self.students:
            raise ValueError(f"unknown student: {student}")
        k = 2 * self.students.index(student)
        return [_PLANT[c] for row in self._rows for c in row[k:k + 2]]
