def largest_rectangle(heights):
    n = len(heights)
    if any(x < 0 for x in heights):
        raise ValueError("negative bar")
    if n == 0:
        return 0
    # left[i]: first index to the left lower than heights[i]; right[i] likewise to the right
    left = [-1] * n
    right = [n] * n
    for i in range(1, n):
        j = i - 1
        while j >= 0 and heights[j] >= heights[i]:
            j = left[j]
        left[i] = j
    for i in range(n - 2, -1, -1):
        j = i + 1
        while j < n and heights[j] >= heights[i]:
            j = right[j]
        right[i] = j
    return max(heights[i] * (right[i] - left[i] - 1) for i in range(n))
