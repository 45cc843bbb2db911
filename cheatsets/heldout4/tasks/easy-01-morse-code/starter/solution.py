"""Implement encode(text) and decode(code) in solution.py for International Morse code over the letters A-Z and the digits 0-9. encode: letters are case-insensitive; the words are the whitespace-separated parts of text; the codes of the letters of a word are joined by one space and the words by ' / '; an empty or all-blank text gives ''. Any other character raises ValueError. decode is the inverse: words are separated by ' / ' and letters by single spaces; it returns uppercase text with the words joined by one space ('' gives ''), and an unknown letter code raises ValueError. Visible examples are in tests/test_examples.py."""


def encode(text):
    raise NotImplementedError


def decode(code):
    raise NotImplementedError
