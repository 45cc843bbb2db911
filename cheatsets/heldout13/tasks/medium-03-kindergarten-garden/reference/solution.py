DEFAULT_STUDENTS = ["Alice", "Bob", "Charlie", "David", "Eve", "Fred", "Ginny", "Harriet",
                    "Ileana", "Joseph", "Kincaid", "Larry"]
PLANTS = {"G": "Grass", "C": "Clover", "R": "Radishes", "V": "Violets"}


class Garden:
    def __init__(self, diagram, students=None):
        if not isinstance(diagram, str):
            raise TypeError("diagram must be a str")
        rows = diagram.split("\n")
        if len(rows) != 2 or len(rows[0]) != len(rows[1]) or len(rows[0]) % 2:
            raise ValueError("diagram must have two rows of equal even length")
        for ch in rows[0] + rows[1]:
            if ch not in PLANTS:
                raise ValueError(f"invalid plant code: {ch}")
        self.rows = rows
        self.students = sorted(DEFAULT_STUDENTS if students is None else students)

    def plants(self, student):
        if student not in self.students:
            raise ValueError(f"unknown student: {student}")
        i = self.students.index(student)
        if 2 * i + 2 > len(self.rows[0]):
            return []
        return [PLANTS[r[j]] for r in self.rows for j in (2 * i, 2 * i + 1)]
