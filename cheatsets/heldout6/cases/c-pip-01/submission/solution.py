from piglatinizer import translate


def pig_latin(text):
    if not isinstance(text, str):
        raise TypeError("str")
    return translate(text, dialect="classic", qu_cluster=True, y_rule="position")
