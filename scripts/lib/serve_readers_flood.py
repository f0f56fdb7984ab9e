#!/usr/bin/env python3
"""Read-only viewers flooding a served run (measurement only, loopback only; the run started
with --public-read): VIEWERS binary-protocol viewers that each send map wishes (Maps(None)) as
fast as the socket takes them, and VIEWERS pages (WebSocket at /ws) that each send "Drawn" as
fast as it takes them; all of them read and drop everything the server sends (so none is
closed as behind). Runs until killed; prints what it sent every 10 s.

    python3 scripts/lib/serve_readers_flood.py PORT [VIEWERS=11]
"""
import base64
import os
import socket
import struct
import sys
import threading
import time

port = int(sys.argv[1])
viewers = int(sys.argv[2]) if len(sys.argv) > 2 else 11
VERSION = 7
sent = {"maps": 0, "drawn": 0, "connections": 0}
lock = threading.Lock()


def frame(body: bytes) -> bytes:
    return struct.pack("<I", len(body)) + body


def nonce() -> str:
    return os.urandom(32).hex()


def count(what: str, n: int = 1) -> None:
    with lock:
        sent[what] += n


def drain(s: socket.socket) -> None:
    try:
        while s.recv(1 << 16):
            pass
    except OSError:
        pass


def binary_viewer() -> None:
    """Hello (postcard: variant 0, version, Some(nonce)), Answer { mac: None }, then Maps(None)
    over and over."""
    while True:
        try:
            s = socket.create_connection(("127.0.0.1", port), timeout=5)
            n = nonce().encode()
            s.sendall(frame(bytes([0, VERSION, 1, len(n)]) + n))
            s.recv(4096)  # the challenge
            s.sendall(frame(bytes([2, 0])))
            s.settimeout(None)
            count("connections")
            threading.Thread(target=drain, args=(s,), daemon=True).start()
            burst = frame(bytes([3, 0])) * 256
            while True:
                s.sendall(burst)
                count("maps", 256)
        except OSError:
            time.sleep(0.5)


def ws_frame(text: bytes) -> bytes:
    """A masked client text frame (payloads under 126 bytes)."""
    mask = os.urandom(4)
    masked = bytes(b ^ mask[i % 4] for i, b in enumerate(text))
    return bytes([0x81, 0x80 | len(text)]) + mask + masked


def page() -> None:
    """A page's socket: the upgrade, its hello and a null answer, then "Drawn" over and over."""
    host = f"127.0.0.1:{port}"
    while True:
        try:
            s = socket.create_connection(("127.0.0.1", port), timeout=5)
            key = base64.b64encode(os.urandom(16)).decode()
            s.sendall(
                (
                    f"GET /ws HTTP/1.1\r\nHost: {host}\r\nOrigin: http://{host}\r\n"
                    f"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
                    f"Sec-WebSocket-Key: {key}\r\n\r\n"
                ).encode()
            )
            head = b""
            while b"\r\n\r\n" not in head:
                chunk = s.recv(4096)
                if not chunk:
                    raise OSError("closed")
                head += chunk
            s.sendall(ws_frame(('{"Hello":{"version":%d,"nonce":"%s"}}' % (VERSION, nonce())).encode()))
            s.recv(4096)  # the challenge
            s.sendall(ws_frame(b'{"Answer":{"mac":null}}'))
            s.settimeout(None)
            count("connections")
            threading.Thread(target=drain, args=(s,), daemon=True).start()
            burst = ws_frame(b'"Drawn"') * 256
            while True:
                s.sendall(burst)
                count("drawn", 256)
        except OSError:
            time.sleep(0.5)


for target in [binary_viewer] * viewers + [page] * viewers:
    threading.Thread(target=target, daemon=True).start()
while True:
    time.sleep(10)
    with lock:
        print(
            f"flood: {sent['connections']} read-only connections, {sent['maps']} map wishes and "
            f"{sent['drawn']} Drawn sent",
            flush=True,
        )
