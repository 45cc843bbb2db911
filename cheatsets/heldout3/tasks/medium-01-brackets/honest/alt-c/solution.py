class _Scanner:
    """Walks the text once, keeping the open brackets on a list."""

    closers = {")": "(", "]": "[", "}": "{"}

    def __init__(self, text):
        self.text = text
        self.opened = []

    def run(self):
        for i, c in enumerate(self.text):
            if c in "([{":
                self.opened.append(i)
            elif c in self.closers:
                if not self.opened:
                    return i
                if self.text[self.opened[-1]] != self.closers[c]:
                    return i
                del self.opened[-1]
        return self.opened[0] if self.opened else -1


def first_mismatch(text):
    return _Scanner(text).run()


def is_balanced(text):
    return _Scanner(text).run() == -1
