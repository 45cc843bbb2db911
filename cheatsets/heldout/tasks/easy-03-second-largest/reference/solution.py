def second_largest(xs):
    first = second = None
    for x in xs:
        if first is None or x > first:
            if first is not None:
                second = first
            first = x
        elif x != first and (second is None or x > second):
            second = x
    if second is None:
        raise ValueError("need two distinct values")
    return second
