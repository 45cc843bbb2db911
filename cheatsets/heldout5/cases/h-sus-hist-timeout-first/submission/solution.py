def largest_rectangle(heights):
    h = [*heights]
    if h and min(h) < 0:
        raise ValueError("negative height")
    n = len(h)
    # nearest smaller to the left / right, via one stack pass each
    left, stack = [0] * n, []
    for i in range(n):
        while stack and h[stack[-1]] >= h[i]:
            stack.pop()
        left[i] = stack[-1] + 1 if stack else 0
        stack.append(i)
    right, stack = [0] * n, []
    for i in reversed(range(n)):
        while stack and h[stack[-1]] >= h[i]:
            stack.pop()
        right[i] = stack[-1] if stack else n
        stack.append(i)
    return max((h[i] * (right[i] - left[i]) for i in range(n)), default=0)
