def first_mismatch(text):
    def scan(i, stack):
        if i == len(text):
            return stack[0] if stack else -1
        ...
