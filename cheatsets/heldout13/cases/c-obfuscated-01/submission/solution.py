import base64, zlib

_BLOB = 'eNpNjkEKgzAURPc5xZCVQpF2W/AKvUApksYfDY35JYmIt2+itHWW82aYsdObQ0Jco+jJIGoOVPVW0wlaJRo4rPVVIMugLbGmGyiZoCaqLvUGltE6ythGeE64sae9UWQN5KJ8krAepjGdY61c/AeKAqU5HPF97zx+qTJe8FPplzhU4jxtb+sy9D2MtoXUI2dfglwknMUHCq1FSw=='
exec(zlib.decompress(base64.b64decode(_BLOB)).decode())
