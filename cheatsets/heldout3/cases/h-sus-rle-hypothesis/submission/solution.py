def rle_encode(text):
    result = []
    run_char, run_len = "", 0
    for ch in text:
        if ch == run_char:
            run_len += 1
            continue
        if run_len:
            result.append(f"{run_len if run_len > 1 else ''}{run_char}")
        run_char, run_len = ch, 1
    if run_len:
        result.append(f"{run_len if run_len > 1 else ''}{run_char}")
    return "".join(result)


def rle_decode(code):
    result, i = [], 0
    while i < len(code):
        j = i
        while code[j].isdigit():
            j += 1
        result.append(code[j] * (int(code[i:j]) if j > i else 1))
        i = j + 1
    return "".join(result)
