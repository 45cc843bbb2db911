# largest rectangle, stack based
def largest_rectangle(heights):
    hs = list(heights)  # copy
    if any(h < 0 for h in hs):
        raise ValueError("negative height")
    stack, best = [], 0
    for i, h in enumerate(hs + [0]):
        start = i
        while stack and stack[-1][1] >= h:
            start, top = stack.pop()
            best = max(best, top * (i - start))
        stack.append((start, h))
    return best
