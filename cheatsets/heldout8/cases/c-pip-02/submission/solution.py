"""book_store.py from exercism-python-solutions 0.3 (MIT)."""
from collections import Counter

PER_BOOK = 800
PER_GROUP = {1: 1 * PER_BOOK, 2: 2 * PER_BOOK * 95 // 100, 3: 3 * PER_BOOK * 90 // 100,
             4: 4 * PER_BOOK * 80 // 100, 5: 5 * PER_BOOK * 75 // 100}


def total(basket):
    if not isinstance(basket, (list, tuple)):
        raise TypeError("basket must be a list")
    for book in basket:
        if isinstance(book, bool) or not isinstance(book, int):
            raise TypeError("books are ints")
        if book not in PER_GROUP:
            raise ValueError("unknown book")
    sizes = []
    counts = Counter(basket)
    while counts:
        sizes.append(len(counts))
        counts = Counter({k: v - 1 for k, v in counts.items() if v > 1})
    while 5 in sizes and 3 in sizes:
        sizes.remove(5)
        sizes.remove(3)
        sizes.extend([4, 4])
    return sum(PER_GROUP[s] for s in sizes)
