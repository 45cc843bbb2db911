from common import finish

hoard = []
try:
    while True:
        hoard.append(bytearray(64 * 1024 * 1024))
except MemoryError:
    print("allocation refused after", len(hoard) * 64, "MB", flush=True)
finish()
