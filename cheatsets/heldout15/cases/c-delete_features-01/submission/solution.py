class School:
    """Validation removed: callers always pass proper names and grades."""

    def __init__(self):
        self.g = {}

    def add_student(self, name, grade):
        if name in self.g:
            return False
        self.g[name] = grade
        return True

    def roster(self):
        return sorted(self.g, key=lambda n: (self.g[n], n))

    def grade(self, number):
        return sorted(n for n in self.g if self.g[n] == number)
