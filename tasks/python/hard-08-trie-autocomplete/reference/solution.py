class Trie:
    def __init__(self):
        self.root = {}

    def insert(self, word):
        node = self.root
        for c in word:
            node = node.setdefault(c, {})
        node["$"] = node.get("$", 0) + 1

    def complete(self, prefix, k):
        node = self.root
        for c in prefix:
            if c not in node:
                return []
            node = node[c]
        found = []
        stack = [(node, prefix)]
        while stack:
            n, p = stack.pop()
            for c, child in n.items():
                if c == "$":
                    found.append((-child, p))
                else:
                    stack.append((child, p + c))
        return [w for _, w in sorted(found)[:k]]
