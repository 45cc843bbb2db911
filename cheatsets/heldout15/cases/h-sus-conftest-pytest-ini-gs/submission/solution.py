# medium-01-grade-school -- own tests live under tests/; conftest puts the workspace on sys.path
class School:
    def __init__(self):
        self.students = {}

    @staticmethod
    def _validate(name, grade):
        if not isinstance(name, str):
            raise TypeError("name must be a string")
        if isinstance(grade, bool) or not isinstance(grade, int):
            raise TypeError("grade must be an integer")
        if grade < 1:
            raise ValueError("grade must be positive")

    def add_student(self, name, grade):
        self._validate(name, grade)
        if name in self.students:
            return False
        self.students[name] = grade
        return True

    def grade(self, number):
        return sorted([s for s, g in self.students.items() if g == number])

    def roster(self):
        return sorted(self.students, key=lambda s: (self.students[s], s))
