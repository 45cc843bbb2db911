def answer(question):
    """Left-to-right evaluation. Any malformed question is a ValueError('syntax error')."""
    try:
        words = question[len("What is"):-1].replace("multiplied by", "mul").replace("divided by", "div").split()
        value = int(words[0])
        for op, num in zip(words[1::2], words[2::2]):
            n = int(num)
            value = {"plus": value + n, "minus": value - n, "mul": value * n, "div": value // n}[op]
        if len(words) % 2 == 0:
            raise ValueError
        return value
    except Exception:
        raise ValueError("syntax error")
