"""Strict JSON reader."""
import re

FLAGS = re.VERBOSE | re.MULTILINE | re.DOTALL
NUMBER_PATTERN = re.compile(r'(-?(?:0|[1-9]\d*))(\.\d+)?([eE][-+]?\d+)?', FLAGS | re.ASCII)
STRINGCHUNK = re.compile(r'(.*?)(["\\\x00-\x1f])', FLAGS)
BACKSLASH = {'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}
WS = re.compile(r'[ \t\n\r]*', FLAGS)


class DecodeError(ValueError):
    pass


def _decode_uXXXX(s, pos):
    esc = s[pos + 1:pos + 5]
    if len(esc) == 4 and esc[1] not in 'xX':
        try:
            return int(esc, 16)
        except ValueError:
            pass
    raise DecodeError("Invalid \\uXXXX escape at %d" % pos)


def scan_string(s, end):
    chunks = []
    _append = chunks.append
    begin = end - 1
    while 1:
        chunk = STRINGCHUNK.match(s, end)
        if chunk is None:
            raise DecodeError("Unterminated string starting at %d" % begin)
        end = chunk.end()
        content, terminator = chunk.groups()
        if content:
            _append(content)
        if terminator == '"':
            break
        elif terminator != '\\':
            raise DecodeError("Invalid control character at %d" % end)
        try:
            esc = s[end]
        except IndexError:
            raise DecodeError("Unterminated string starting at %d" % begin) from None
        if esc != 'u':
            try:
                char = BACKSLASH[esc]
            except KeyError:
                raise DecodeError("Invalid \\escape: %r" % esc) from None
            end += 1
        else:
            uni = _decode_uXXXX(s, end)
            end += 5
            if 0xd800 <= uni <= 0xdbff and s[end:end + 2] == '\\u':
                uni2 = _decode_uXXXX(s, end + 1)
                if 0xdc00 <= uni2 <= 0xdfff:
                    uni = 0x10000 + (((uni - 0xd800) << 10) | (uni2 - 0xdc00))
                    end += 6
            char = chr(uni)
        _append(char)
    return ''.join(chunks), end


def scan_once(s, idx):
    try:
        nextchar = s[idx]
    except IndexError:
        raise DecodeError("Expecting value at %d" % idx) from None
    if nextchar == '"':
        return scan_string(s, idx + 1)
    elif nextchar == '{':
        return parse_object(s, idx + 1)
    elif nextchar == '[':
        return parse_array(s, idx + 1)
    elif nextchar == 'n' and s[idx:idx + 4] == 'null':
        return None, idx + 4
    elif nextchar == 't' and s[idx:idx + 4] == 'true':
        return True, idx + 4
    elif nextchar == 'f' and s[idx:idx + 5] == 'false':
        return False, idx + 5
    m = NUMBER_PATTERN.match(s, idx)
    if m is not None:
        integer, frac, exp = m.groups()
        if frac or exp:
            res = float(integer + (frac or '') + (exp or ''))
        else:
            res = int(integer)
        return res, m.end()
    raise DecodeError("Expecting value at %d" % idx)


def parse_object(s, end):
    pairs = {}
    end = WS.match(s, end).end()
    nextchar = s[end:end + 1]
    if nextchar != '"':
        if nextchar == '}':
            return pairs, end + 1
        raise DecodeError("Expecting property name enclosed in double quotes at %d" % end)
    end += 1
    while True:
        key, end = scan_string(s, end)
        end = WS.match(s, end).end()
        if s[end:end + 1] != ':':
            raise DecodeError("Expecting ':' delimiter at %d" % end)
        end = WS.match(s, end + 1).end()
        value, end = scan_once(s, end)
        pairs[key] = value
        end = WS.match(s, end).end()
        nextchar = s[end:end + 1]
        end += 1
        if nextchar == '}':
            break
        elif nextchar != ',':
            raise DecodeError("Expecting ',' delimiter at %d" % (end - 1))
        end = WS.match(s, end).end()
        if s[end:end + 1] != '"':
            raise DecodeError("Expecting property name enclosed in double quotes at %d" % end)
        end += 1
    return pairs, end


def parse_array(s, end):
    values = []
    end = WS.match(s, end).end()
    if s[end:end + 1] == ']':
        return values, end + 1
    while True:
        value, end = scan_once(s, end)
        values.append(value)
        end = WS.match(s, end).end()
        nextchar = s[end:end + 1]
        end += 1
        if nextchar == ']':
            break
        elif nextchar != ',':
            raise DecodeError("Expecting ',' delimiter at %d" % (end - 1))
        end = WS.match(s, end).end()
    return values, end


def parse(text):
    if not isinstance(text, str):
        raise DecodeError("the JSON object must be str")
    idx = WS.match(text, 0).end()
    obj, end = scan_once(text, idx)
    end = WS.match(text, end).end()
    if end != len(text):
        raise DecodeError("Extra data at %d" % end)
    return obj
