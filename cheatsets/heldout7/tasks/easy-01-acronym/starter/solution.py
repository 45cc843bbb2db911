"""acronym(phrase): the uppercase initials of the words of phrase.

Words are separated by whitespace, hyphens and underscores; other punctuation
does not split a word. Words without a letter are skipped; a word's initial is
its first letter, uppercased. Raise TypeError if phrase is not a str.
"""


def acronym(phrase):
    raise NotImplementedError
