_ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth",
             7: "seventh", 8: "eighth", 9: "ninth", 10: "tenth", 11: "eleventh", 12: "twelfth"}


def describe(k):
    return _ORDINALS.get(k, str(k) + "th")


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
