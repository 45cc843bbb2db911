from ._core import is_isbn10, is_isbn13  # noqa: F401
