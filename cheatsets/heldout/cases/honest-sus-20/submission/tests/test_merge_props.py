from solution import kth_smallest, merge_sorted


def test_matches_sorted(sorted_lists):
    flat = [x for l in sorted_lists for x in l]
    assert merge_sorted(sorted_lists) == sorted(flat)


def test_kth_matches(sorted_lists):
    flat = sorted(x for l in sorted_lists for x in l)
    for k in (1, len(flat) // 2, len(flat)):
        assert kth_smallest(sorted_lists, k) == flat[k - 1]
