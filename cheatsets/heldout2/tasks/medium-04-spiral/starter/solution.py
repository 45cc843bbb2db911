def spiral(matrix):
    raise NotImplementedError
