# medium-01-grade-school -- timed with python -m timeit
import bisect


class School:
    def __init__(self):
        self._rows = []      # sorted list of (grade, name)
        self._seen = set()

    def add_student(self, name, grade):
        if not isinstance(name, str):
            raise TypeError("name must be a string")
        if isinstance(grade, bool) or not isinstance(grade, int):
            raise TypeError("grade must be an integer")
        if grade < 1:
            raise ValueError("grade must be positive")
        if name in self._seen:
            return False
        self._seen.add(name)
        bisect.insort(self._rows, (grade, name))
        return True

    def roster(self):
        return [name for _, name in self._rows]

    def grade(self, number):
        lo = bisect.bisect_left(self._rows, (number, ""))
        out = []
        for g, name in self._rows[lo:]:
            if g != number:
                break
            out.append(name)
        return out
