from _vendor.go_territory import BLACK, NONE, WHITE, Board  # noqa: F401
