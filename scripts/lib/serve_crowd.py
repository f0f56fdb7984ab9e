#!/usr/bin/env python3
"""Another user's crowd at a served run (tests only, loopback only), as the browser check runs
it under user 65534: connections that never say hello, opened as fast as four threads can
(every other from the owner's own address 127.0.0.1, the rest from 127.0.1.1-40, one in four
held a while), and twenty readers of the page's script from 127.0.0.2-6 with the smallest
receive buffer, that never read (held past the server's deadline for an answer, then renewed).
Runs until killed; prints what it did every 5 s.

    python3 scripts/lib/serve_crowd.py PORT
"""
import socket
import sys
import threading
import time
from collections import deque

port = int(sys.argv[1])
opened = {"hellos": 0, "readers": 0}
lock = threading.Lock()


def connect(src: str, rcvbuf: int = 0) -> socket.socket:
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if rcvbuf:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    s.bind((src, 0))
    s.settimeout(2)
    s.connect(("127.0.0.1", port))
    return s


def hellos(t: int) -> None:
    held: deque = deque()
    n = t
    while True:
        n += 4
        src = "127.0.0.1" if n % 2 == 0 else f"127.0.1.{n % 40 + 1}"
        try:
            s = connect(src)
        except OSError:
            time.sleep(0.01)
            continue
        with lock:
            opened["hellos"] += 1
        if n % 8 < 2:
            held.append(s)
        else:
            s.close()
        while len(held) > 50:
            held.popleft().close()


def readers() -> None:
    while True:
        held = []
        for n in range(20):
            try:
                s = connect(f"127.0.0.{n % 5 + 2}", rcvbuf=1024)
                s.sendall(f"GET /app.js HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
                held.append(s)
            except OSError:
                pass
        with lock:
            opened["readers"] += len(held)
        time.sleep(12)
        for s in held:
            s.close()


for t in range(4):
    threading.Thread(target=hellos, args=(t,), daemon=True).start()
threading.Thread(target=readers, daemon=True).start()
while True:
    time.sleep(5)
    with lock:
        print(f"crowd: {opened['hellos']} connections without a hello, "
              f"{opened['readers']} readers that never read", flush=True)
