"""Grade school roster."""


class School:
    def __init__(self):
        self._grade_of = {}

    def add_student(self, name, grade):
        if not isinstance(name, str):
            raise TypeError("name must be a string")
        if isinstance(grade, bool) or not isinstance(grade, int):
            raise TypeError("grade must be an integer")
        if grade < 1:
            raise ValueError("grade must be positive")
        if name in self._grade_of:
            return False
        self._grade_of[name] = grade
        return True

    def roster(self):
        return [n for n, _ in sorted(self._grade_of.items(), key=lambda kv: (kv[1], kv[0]))]

    def grade(self, number):
        return sorted(n for n, g in self._grade_of.items() if g == number)
