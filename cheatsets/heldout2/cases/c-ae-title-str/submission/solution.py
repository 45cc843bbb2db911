from _text import Headline


def smart_title(text):
    return Headline(text.title())
