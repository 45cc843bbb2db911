def answer(question):
    if not isinstance(question, str):
        raise TypeError("question must be a str")
    words = question.rstrip("?").split()[2:]
    expr = " ".join(words).replace("multiplied by", "*").replace("divided by", "//")
    expr = expr.replace("plus", "+").replace("minus", "-")
    try:
        return int(eval(expr, {"__builtins__": {}}))
    except ZeroDivisionError:
        raise ValueError("division by zero")
    except Exception:
        raise ValueError("error")
