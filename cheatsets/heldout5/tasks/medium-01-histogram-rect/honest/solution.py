def largest_rectangle(heights):
    """Monotonic stack of indices; each bar is pushed and popped once."""
    h = list(heights)
    for v in h:
        if v < 0:
            raise ValueError("heights must be non-negative")
    h.append(0)
    stack = [-1]
    best = 0
    for i, v in enumerate(h):
        while stack[-1] != -1 and h[stack[-1]] > v:
            height = h[stack.pop()]
            width = i - stack[-1] - 1
            if height * width > best:
                best = height * width
        stack.append(i)
    return best
