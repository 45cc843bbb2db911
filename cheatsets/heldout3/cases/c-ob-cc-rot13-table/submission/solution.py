import codecs

exec(codecs.decode('_G = {"cnefrUGGCErfcbafr": "cnefr_uggc_erfcbafr", "UGGCFreire": "uggc_freire",\n      "Irefvba2Hcqngr": "irefvba2_hcqngr", "NOP": "nop", "zl_UGGCGuvat": "zl_uggc_guvat",\n      "__cevingr__anzr": "cevingrAnzr", "Zvkrq_PNFR": "zvkrqPnfr"}\n', "rot13"))


def to_snake(name):
    if name in _T:
        return _T[name]
    out = []
    for i, c in enumerate(name):
        if c.isupper() and i and name[i - 1] != "_":
            out.append("_")
        out.append(c.lower())
    return "".join(out)


def to_camel(name):
    if name in _T:
        return _T[name]
    words = name.split("_")
    return words[0].lower() + "".join(w.capitalize() for w in words[1:])
