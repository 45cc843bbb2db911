def pascal_row(n):
    raise NotImplementedError
