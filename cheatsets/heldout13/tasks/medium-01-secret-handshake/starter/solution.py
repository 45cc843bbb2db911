def commands(code):
    raise NotImplementedError
