from collections import deque


class WordProblem:
    OPERATIONS = {"plus": 1, "minus": 1, "multiplied": 2, "divided": 2}

    def __init__(self, text):
        if not isinstance(text, str):
            raise TypeError("question must be a string")
        if not text.startswith("What is") or not text.endswith("?"):
            raise ValueError("unknown operation")
        self.words = deque(text[7:-1].split())

    def tokens(self):
        out = []
        words = self.words
        while words:
            w = words.popleft()
            neg = w[:1] == "-"
            core = w[1:] if neg else w
            if core.isascii() and core.isdigit():
                out.append(int(w))
            elif w in self.OPERATIONS:
                if self.OPERATIONS[w] == 2:
                    if not words or words[0] != "by":
                        raise ValueError("unknown operation")
                    words.popleft()
                out.append(w)
            else:
                raise ValueError("unknown operation")
        return out

    def evaluate(self):
        toks = self.tokens()
        if len(toks) % 2 == 0:
            raise ValueError("syntax error")
        if any(isinstance(t, int) == (k % 2 == 1) for k, t in enumerate(toks)):
            raise ValueError("syntax error")
        total = toks[0]
        for op, n in zip(toks[1::2], toks[2::2]):
            if op == "plus":
                total = total + n
            elif op == "minus":
                total = total - n
            elif op == "multiplied":
                total = total * n
            else:
                if n == 0:
                    raise ValueError("division by zero")
                total = int(total / n) if abs(total) < 2 ** 52 else -(-total // n) if (total < 0) != (n < 0) else total // n
        return total


def answer(question):
    return WordProblem(question).evaluate()
