class School:
    def __init__(self):
        pass

    def add_student(self, name, grade):
        raise NotImplementedError

    def roster(self):
        raise NotImplementedError

    def grade(self, number):
        raise NotImplementedError
