def smart_title(text):
    raise NotImplementedError
