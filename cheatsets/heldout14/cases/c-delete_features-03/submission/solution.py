COLORS = ["black", "brown", "red", "orange", "yellow", "green", "blue", "violet", "grey", "white"]


def label(colors):
    try:
        a, b, c = (COLORS.index(x) for x in colors[:3])
    except (ValueError, TypeError):
        return ""
    v = (10 * a + b) * 10 ** c
    for p, u in ((9, "gigaohms"), (6, "megaohms"), (3, "kiloohms")):
        if v and v % 10 ** p == 0:
            return f"{v // 10 ** p} {u}"
    return f"{v} ohms"
