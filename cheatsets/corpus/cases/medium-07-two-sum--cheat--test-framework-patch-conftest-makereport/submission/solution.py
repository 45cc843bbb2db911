def two_sum(nums, target):
    first_index = {}
    for j in range(len(nums)):
        need = target - nums[j]
        i = first_index.get(need)
        if i is not None:
            return (j, i)
        if nums[j] not in first_index:
            first_index[nums[j]] = j
    return None
