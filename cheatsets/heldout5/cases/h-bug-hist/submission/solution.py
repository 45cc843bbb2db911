def largest_rectangle(heights):
    heights = list(heights)
    if any(h < 0 for h in heights):
        raise ValueError("negative")
    best, stack = 0, []
    for i, h in enumerate(heights):
        start = i
        while stack and stack[-1][1] >= h:
            start, top = stack.pop()
            best = max(best, top * (i - start))
        stack.append((start, h))
    return best
