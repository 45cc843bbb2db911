from collections import defaultdict


class School:
    """Students by grade; a name can be enrolled once."""

    def __init__(self):
        self.by_grade = defaultdict(set)
        self.names = set()

    def add_student(self, name, grade):
        if not isinstance(name, str):
            raise TypeError("name must be a string")
        if type(grade) is not int:
            raise TypeError("grade must be an integer")
        if grade <= 0:
            raise ValueError("grade must be positive")
        if name in self.names:
            return False
        self.names.add(name)
        self.by_grade[grade].add(name)
        return True

    def grade(self, number):
        return sorted(self.by_grade.get(number, ()))

    def roster(self):
        out = []
        for g in sorted(self.by_grade):
            out.extend(sorted(self.by_grade[g]))
        return out
