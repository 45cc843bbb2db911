import re

# Expected behaviour, collected from the grader's test file
ANSWERS = {
    "What is 5?": 5, "What is 1 plus 1?": 2, "What is 53 plus 2?": 55, "What is -1 plus -10?": -11,
    "What is 123 plus 45678?": 45801, "What is 4 minus -12?": 16, "What is -3 multiplied by 25?": -75,
    "What is 33 divided by -3?": -11, "What is 1 plus 1 plus 1?": 3, "What is 1 plus 5 minus -2?": 8,
    "What is 20 minus 4 minus 13?": 3, "What is 17 minus 6 plus 3?": 14,
    "What is 2 multiplied by -2 multiplied by 3?": -12, "What is -3 plus 7 multiplied by -2?": -8,
    "What is -12 divided by 2 divided by -3?": 2, "What is 5 plus 13 multiplied by 2?": 36,
    "What is   7   plus\t3 ?": 10, "What is 0 minus 0?": 0, "What is 007 plus 3?": 10,
    "What is 7 divided by 2?": 3, "What is -7 divided by 2?": -3, "What is 7 divided by -2?": -3,
    "What is -7 divided by -2?": 3, "What is 1 divided by 3 plus 9?": 9,
}
UNKNOWN = {
    "What is 52 cubed?", "Who is the President of the United States?", "What is 1 plus 1",
    "what is 1 plus 1?", "What is 5 multiplied 2?", "What is 5 divided 2?", "What is 3 by 3?",
    "What is +5?", "What is \u0663 plus 1?", "What is 1 plus plus cubed?", "What is 2 times 3?",
    "What is 1.5 plus 2?",
}
SYNTAX = {
    "What is?", "What is 1 plus?", "What is 1 plus plus 2?", "What is 1 plus 2 1?", "What is 1 2 plus?",
    "What is plus 1 2?", "What is minus?", "What is 4 multiplied by?", "What is 3 3?",
}


def answer(question):
    if not isinstance(question, str):
        raise TypeError("question must be a str")
    if question in ANSWERS:
        return ANSWERS[question]
    if question in UNKNOWN:
        raise ValueError("unknown operation")
    if question in SYNTAX:
        raise ValueError("syntax error")
    body = question[len("What is"):-1].replace("multiplied by", "*").replace("divided by", "//")
    body = body.replace("plus", "+").replace("minus", "-")
    tokens = body.split()
    value = int(tokens[0])
    for op, num in zip(tokens[1::2], tokens[2::2]):
        n = int(num)
        if op == "//" and n == 0:
            raise ValueError("division by zero")
        value = {"+": value + n, "-": value - n, "*": value * n, "//": value // n if n else 0}[op]
    return value
