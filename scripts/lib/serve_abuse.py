#!/usr/bin/env python3
"""Abuse load for a served run (measurement only, loopback only): idle connections that never
say hello (from 127.0.0.2, reopened every few seconds as the server closes them), a read-only
viewer that floods commands and never reads (reconnecting when closed), and a stalled viewer
that says hello and never reads. Runs until killed; prints what it did every 10 s.

    python3 scripts/lib/serve_abuse.py PORT [IDLE=2000]
"""
import socket
import struct
import sys
import time

port = int(sys.argv[1])
idle_target = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
VERSION = 2


def frame(body: bytes) -> bytes:
    return struct.pack("<I", len(body)) + body


HELLO = frame(bytes([0, VERSION, 0]))  # Hello { version, token: None }
# Command(Set(Temperature(0.5))), 1,000 of them at a time.
FLOOD = frame(bytes([1, 0, 2]) + struct.pack("<d", 0.5)) * 1000


def connect(src="127.0.0.1", blocking=True):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.bind((src, 0))
    s.settimeout(2)
    s.connect(("127.0.0.1", port))
    s.setblocking(blocking)
    return s


def alive(s):
    try:
        return s.recv(1, socket.MSG_PEEK | socket.MSG_DONTWAIT) != b""
    except BlockingIOError:
        return True
    except OSError:
        return False


stalled = connect()
stalled.sendall(HELLO)  # and never reads
idle, flood = [], None
opened = floods = flood_connections = 0
last_refill = last_report = 0.0
while True:
    now = time.time()
    if now - last_refill > 3:
        idle = [s for s in idle if alive(s) or s.close()]
        while len(idle) < idle_target:
            try:
                idle.append(connect("127.0.0.2"))
                opened += 1
            except OSError:
                break
        last_refill = now
    if flood is None:
        try:
            flood = connect(blocking=False)
            flood.send(HELLO)
            flood_connections += 1
        except OSError:
            flood = None
    if flood is not None:
        try:
            flood.send(FLOOD)
            floods += 1000
        except BlockingIOError:
            pass
        except OSError:
            flood.close()
            flood = None
    if now - last_report > 10:
        print(f"abuse: {len(idle)} idle ({opened} opened), {floods} commands flooded over "
              f"{flood_connections} connections, 1 stalled", flush=True)
        last_report = now
    time.sleep(0.1)
