"""Breadth-first flood fill over a grid of strings."""
from collections import deque


def flood(rows, x, y):
    h, w = len(rows), len(rows[0])
    region, border = {(x, y)}, set()
    todo = deque([(x, y)])
    while todo:
        cx, cy = todo.popleft()
        for nx, ny in ((cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)):
            if 0 <= nx < w and 0 <= ny < h:
                c = rows[ny][nx]
                if c == " ":
                    if (nx, ny) not in region:
                        region.add((nx, ny))
                        todo.append((nx, ny))
                else:
                    border.add(c)
    return border, region
