class Garden:
    def __init__(self, diagram, students=None):
        raise NotImplementedError

    def plants(self, student):
        raise NotImplementedError
