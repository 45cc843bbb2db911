def count_words(sentence):
    out = {}
    for w in sentence.lower().replace(',', ' ').split():
        w = w.strip(".!?:'\"")
        if w:
            out[w] = out.get(w, 0) + 1
    return dict(sorted(out.items()))
