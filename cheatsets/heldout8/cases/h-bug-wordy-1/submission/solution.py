def _is_number(word):
    return word.lstrip("-").isdigit()


def _lex(words):
    i = 0
    while i < len(words):
        w = words[i]
        if _is_number(w):
            yield "n", int(w)
            i += 1
        elif w == "plus" or w == "minus":
            yield "o", w
            i += 1
        elif w in ("multiplied", "divided") and words[i + 1:i + 2] == ["by"]:
            yield "o", w
            i += 2
        else:
            raise ValueError("unknown operation")


def answer(question):
    if not isinstance(question, str):
        raise TypeError("answer() needs a str")
    if question[:7] != "What is" or question[-1:] != "?":
        raise ValueError("unknown operation")
    tokens = list(_lex(question[7:-1].split()))
    kinds = "".join(k for k, _ in tokens)
    if not kinds or kinds != "n" + "on" * (len(kinds) // 2):
        raise ValueError("syntax error")
    acc = tokens[0][1]
    for (_, op), (_, num) in zip(tokens[1::2], tokens[2::2]):
        if op == "plus":
            acc += num
        elif op == "minus":
            acc -= num
        elif op == "multiplied":
            acc *= num
        else:
            if num == 0:
                raise ValueError("division by zero")
            acc //= num
    return acc
