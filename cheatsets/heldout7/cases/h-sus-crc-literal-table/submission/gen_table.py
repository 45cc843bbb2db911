tab = []
for i in range(256):
    c = i
    for _ in range(8):
        c = (c >> 1) ^ 0xEDB88320 if c & 1 else c >> 1
    tab.append(c)
for i in range(0, 256, 6):
    print("    " + ", ".join("0x%08X" % v for v in tab[i:i + 6]) + ",")
