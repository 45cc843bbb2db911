"""For want of a nail.

proverb(*items, qualifier=None) -> list of lines of the proverb built from `items`:
one line "For want of a A the B was lost." per consecutive pair, then the final line
"And all for the want of a FIRST." (with a qualifier: "And all for the want of a QUALIFIER FIRST.").
No items give an empty list. An empty qualifier is the same as None.

Errors (checked in this order):
- an item that is not a str: TypeError("items must be strings")
- a qualifier that is neither None nor a str: TypeError("qualifier must be a string or None")
- an empty item: ValueError("items must not be empty")
"""


def proverb(*items, qualifier=None):
    raise NotImplementedError
