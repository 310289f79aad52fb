#!/usr/bin/env python3
"""The web host under load and under attack, measured from outside on loopback.

Each scenario starts its own release Gallery (or, for `multiprocess`, deploy/run-local.sh
with two processes behind HAProxy), drives it with Python clients speaking raw HTTP and
WebSocket, and reports what a user would notice: reply latency, wrong or missing replies,
refused visits, server memory (RSS) and log size. Every scenario is bounded in time.

Usage: Benchmarks/Load/load.py [--gallery BIN] [--markdown FILE] [--quick] [SCENARIO ...]
Scenarios: concurrent churn hostile slow-reader burst flood matrix multiprocess (default: all).
`--quick` shrinks every scenario (for a smoke run); the figures in BENCHMARKS.md come
from a full run.
"""
import argparse
import asyncio
import base64
import json
import os
import random
import re
import signal
import socket
import statistics
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


# MARK: - Servers

def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss_mb(pid):
    try:
        text = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return float("nan")
    return int(re.search(r"VmRSS:\s+(\d+)", text).group(1)) / 1024


class Server:
    """A Gallery process with its own data folder and log."""

    def __init__(self, binary, args=(), env=None):
        self.folder = Path(tempfile.mkdtemp(prefix="trellis-load-"))
        self.port = free_port()
        self.log = self.folder / "gallery.log"
        self.process = subprocess.Popen(
            [binary, "--port", str(self.port), "--drain-timeout", "2", *args], stdout=open(self.log, "w"),
            stderr=subprocess.STDOUT,
            env={**os.environ, "XDG_DATA_HOME": str(self.folder), **(env or {})})
        wait_until_up(self.port, self.process, self.log)

    @property
    def pid(self):
        return self.process.pid

    def alive(self):
        return self.process.poll() is None

    def rss(self):
        return rss_mb(self.pid)

    def log_bytes(self):
        return self.log.stat().st_size

    def stop(self):
        if self.alive():
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=40)
            except subprocess.TimeoutExpired:
                self.process.kill()


class Deployment:
    """deploy/run-local.sh: two Gallery processes behind HAProxy."""

    def __init__(self, binary, processes=2, args=()):
        self.folder = Path(tempfile.mkdtemp(prefix="trellis-deploy-load-"))
        self.port = free_port()
        self.log = self.folder / "deploy.log"
        self.process = subprocess.Popen(
            [str(ROOT / "deploy" / "run-local.sh"), "--processes", str(processes), "--port", str(self.port),
             "--binary", binary, "--", "--drain-timeout", "2", *args],
            stdout=open(self.log, "w"), stderr=subprocess.STDOUT, start_new_session=True,
            env={**os.environ, "XDG_DATA_HOME": str(self.folder)})
        deadline = time.time() + 60
        while time.time() < deadline:
            match = re.search(r"pids ([\d ]+)\)", self.log.read_text())
            if match:
                self.pids = [int(p) for p in match.group(1).split()]
                break
            time.sleep(0.2)
        wait_until_up(self.port, self.process, self.log)
        time.sleep(2.5)  # every process passes HAProxy's health check

    def stop(self):
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)


def wait_until_up(port, process, log):
    deadline = time.time() + 60
    while time.time() < deadline:
        if process.poll() is not None:
            raise RuntimeError("the server exited:\n" + log.read_text())
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1) as s:
                s.sendall(f"GET /_trellis/health HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
                if b" 200 " in s.recv(100):
                    return
        except OSError:
            pass
        time.sleep(0.2)
    raise RuntimeError("the server did not start:\n" + log.read_text())


# MARK: - Clients (asyncio, raw HTTP/1.1 and RFC 6455)

async def http_get(port, path, source=None, headers=None):
    """(status, headers dict with lowercased names, body)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0) if source else None)
    headers = {"Host": f"127.0.0.1:{port}", **(headers or {})}
    lines = [f"GET {path} HTTP/1.1", "Connection: close"] + [f"{k}: {v}" for k, v in headers.items()]
    writer.write(("\r\n".join(lines) + "\r\n\r\n").encode())
    data = await reader.read()
    writer.close()
    head, _, body = data.partition(b"\r\n\r\n")
    head_lines = head.decode(errors="replace").split("\r\n")
    status = int(head_lines[0].split(" ")[1]) if head_lines and " " in head_lines[0] else 0
    fields = {}
    for line in head_lines[1:]:
        name, _, value = line.partition(":")
        fields.setdefault(name.strip().lower(), []).append(value.strip())
    return status, fields, body.decode(errors="replace")


class Page:
    """A page load: its session, token, HTML and the process cookie (behind HAProxy)."""

    def __init__(self, status, fields, html):
        self.status = status
        self.html = html
        session = re.search(r'data-session="([0-9a-f]+)"', html)
        token = re.search(r'data-token="([0-9a-f]+)"', html)
        self.session = session.group(1) if session else None
        self.token = token.group(1) if token else None
        self.cookie = "; ".join(c.split(";")[0] for c in fields.get("set-cookie", []))

    def ids(self, tag):
        return [int(i) for i in re.findall(rf'<{tag} data-t="(\d+)"', self.html)]

    def button(self, title):
        for i, text in re.findall(r'<button data-t="(\d+)"[^>]*><span[^>]*>([^<]*)</span>', self.html):
            if text == title:
                return int(i)
        raise KeyError(title)


async def load_page(port, path, source=None):
    return Page(*await http_get(port, path, source=source))


class Refused(Exception):
    pass


class AsyncSocket:
    @classmethod
    async def open(cls, port, session, token, origin=None, host=None, cookie=None, source=None):
        self = cls()
        self.reader, self.writer = await asyncio.open_connection(
            "127.0.0.1", port, limit=2 ** 26, local_addr=(source, 0) if source else None)
        key = base64.b64encode(os.urandom(16)).decode()
        lines = [f"GET /_trellis/socket?s={session}&t={token} HTTP/1.1", f"Host: {host or f'127.0.0.1:{port}'}",
                 "Upgrade: websocket", "Connection: Upgrade", f"Sec-WebSocket-Key: {key}", "Sec-WebSocket-Version: 13"]
        if origin:
            lines.append(f"Origin: {origin}")
        if cookie:
            lines.append(f"Cookie: {cookie}")
        self.writer.write(("\r\n".join(lines) + "\r\n\r\n").encode())
        head = await self.reader.readuntil(b"\r\n\r\n")
        status = head.split(b"\r\n")[0].decode()
        if " 101 " not in status:
            self.writer.close()
            raise Refused(status)
        return self

    def frame(self, opcode, payload, fin=True):
        header = bytes([(0x80 if fin else 0) | opcode])
        n = len(payload)
        if n < 126:
            header += bytes([0x80 | n])
        elif n < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", n)
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", n)
        mask = os.urandom(4)
        # XOR through one big integer: fast enough for megabytes of frames from Python.
        repeated = (mask * (n // 4 + 1))[:n]
        masked = (int.from_bytes(payload, "big") ^ int.from_bytes(repeated, "big")).to_bytes(n, "big") if n else b""
        return header + mask + masked

    def send(self, opcode, payload, fin=True):
        self.writer.write(self.frame(opcode, payload, fin))

    def send_text(self, text):
        self.send(0x1, text.encode() if isinstance(text, str) else text)

    def send_json(self, value):
        self.send_text(json.dumps(value))

    async def receive(self):
        """The next text message as JSON, or ("close", code)."""
        while True:
            first, second = await self.reader.readexactly(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", await self.reader.readexactly(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", await self.reader.readexactly(8))[0]
            payload = await self.reader.readexactly(length)
            opcode = first & 0x0F
            if opcode == 0x1:
                return json.loads(payload)
            if opcode == 0x8:
                return ("close", struct.unpack(">H", payload[:2])[0] if len(payload) >= 2 else None)
            if opcode == 0x9:  # ping: answer, as a browser does
                self.send(0xA, payload)

    def close(self):
        try:
            self.writer.close()
        except Exception:
            pass

    async def tap_and_wait(self, element, seq):
        """Sends a tap and reads until the batch that acknowledges it."""
        self.send_json({"seq": seq, "element": element, "event": "tap"})
        while True:
            message = await self.receive()
            if isinstance(message, dict) and message.get("ack", 0) >= seq:
                return message


def cpu_seconds(pid):
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def wait_until_idle(pid, timeout):
    """Until the process uses under a tenth of a core over half a second (its queued work
    is done), or `timeout` seconds."""
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        before = cpu_seconds(pid)
        await asyncio.sleep(0.5)
        if cpu_seconds(pid) - before < 0.05:
            return True
    return False


class NeverReadingSocket:
    """A WebSocket client that sends and never reads, with a tiny receive window: the
    server's writes to it block. (An asyncio stream would read eagerly into its buffer.)"""

    def __init__(self, port, session, token):
        self.sock = socket.socket()
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        self.sock.settimeout(5)
        self.sock.connect(("127.0.0.1", port))
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET /_trellis/socket?s={session}&t={token} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                           f"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                           "Sec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            head += self.sock.recv(1)  # byte by byte: not one byte past the handshake
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise Refused(head.split(b"\r\n")[0].decode())

    def send_json(self, value):
        self.sock.sendall(AsyncSocket().frame(0x1, json.dumps(value).encode()))

    def is_closed_by_server(self):
        """Reads what is buffered now: True once the server has closed the connection."""
        self.sock.settimeout(0.5)
        try:
            while True:
                if self.sock.recv(1 << 20) == b"":
                    return True
        except socket.timeout:
            return False
        except OSError:
            return True


def percentile(values, p):
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def latency_summary(values):
    ms = [v * 1000 for v in values]
    return {"n": len(ms), "p50": percentile(ms, 50), "p95": percentile(ms, 95), "p99": percentile(ms, 99),
            "max": max(ms) if ms else float("nan")}


_users = 0


def next_user_address():
    """Each simulated user loads its pages from its own loopback address, as distinct
    users would (the host budgets unopened pages per address)."""
    global _users
    _users += 1
    return f"127.1.{_users // 250 % 250}.{_users % 250 + 1}"


class EchoUser:
    """One session of the echo demo that types once a second and checks every reply."""

    def __init__(self, port, cookie=None, path="/demo/echo"):
        self.port, self.cookie, self.path = port, cookie, path
        self.latencies, self.wrong, self.missing, self.seq = [], 0, 0, 0
        self.address = next_user_address()

    async def connect(self, page=None):
        page = page or await load_page(self.port, self.path, source=self.address)
        self.page = page
        self.field = page.ids("input")[0]
        self.socket = await AsyncSocket.open(self.port, page.session, page.token, cookie=self.cookie or page.cookie,
                                             source=self.address)
        return self

    async def type_once(self, timeout=10):
        self.seq += 1
        value = f"v{self.seq}-{random.randrange(10 ** 6)}"
        started = time.perf_counter()
        self.socket.send_json({"seq": self.seq, "element": self.field, "event": "setText", "value": value})
        try:
            while True:
                message = await asyncio.wait_for(self.socket.receive(), timeout)
                if isinstance(message, dict) and message.get("ack", 0) >= self.seq:
                    self.latencies.append(time.perf_counter() - started)
                    if ("You write " + value) not in json.dumps(message["ops"], ensure_ascii=False):
                        self.wrong += 1
                    return True
                if isinstance(message, tuple):
                    self.missing += 1
                    return False
        except (asyncio.TimeoutError, asyncio.IncompleteReadError, ConnectionError):
            self.missing += 1
            return False

    async def type_for(self, seconds, period=1.0):
        await asyncio.sleep(random.random() * period)
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            tick = time.perf_counter()
            if not await self.type_once():
                return
            await asyncio.sleep(max(0, period - (time.perf_counter() - tick)))


async def gather_limited(factories, limit):
    semaphore = asyncio.Semaphore(limit)

    async def run(factory):
        async with semaphore:
            return await factory()
    return await asyncio.gather(*(run(f) for f in factories), return_exceptions=True)


# MARK: - Scenarios

async def concurrent(binary, quick):
    """N sessions, each typing once a second; latency of every reply."""
    sessions, seconds = (200, 8) if quick else (1000, 30)
    server = Server(binary, ["--max-sessions", str(sessions + 100)])
    try:
        users = [EchoUser(server.port) for _ in range(sessions)]
        connected = [u for u in await gather_limited([u.connect for u in users], 50) if isinstance(u, EchoUser)]
        rss_before = server.rss()
        await asyncio.gather(*(u.type_for(seconds) for u in connected))
        lat = latency_summary([l for u in connected for l in u.latencies])
        return {"scenario": "concurrent", "sessions": len(connected), "seconds": seconds, **lat,
                "wrong": sum(u.wrong for u in connected), "missing": sum(u.missing for u in connected),
                "rss_mb": round(max(rss_before, server.rss()), 1)}
    finally:
        server.stop()


async def churn(binary, quick):
    """Sessions opened and closed; RSS at start, at the peak and after the timeout."""
    count = 2000 if quick else 10_000
    timeout = 4
    results = {}
    for trim in ("1", "0"):
        server = Server(binary, ["--session-timeout", str(timeout), "--max-sessions", str(count + 100)],
                        env={"TRELLIS_MALLOC_TRIM": trim})
        try:
            await (await EchoUser(server.port).connect()).type_once()
            start = server.rss()
            peak = start

            async def one():
                page = await load_page(server.port, "/demo/echo")
                sock = await AsyncSocket.open(server.port, page.session, page.token)
                sock.close()
            for begin in range(0, count, 500):
                await gather_limited([one] * min(500, count - begin), 20)
                peak = max(peak, server.rss())
            # Past the timeout and a sweep (every timeout / 2), and past the 30 s ping
            # period: a closed socket's timers free their memory when they would have fired.
            await asyncio.sleep(timeout * 2 + 32)
            after = server.rss()
            results[trim] = (start, peak, after)
        finally:
            server.stop()
    start, peak, after = results["1"]
    return {"scenario": "churn", "sessions": count, "rss_start_mb": round(start, 1), "rss_peak_mb": round(peak, 1),
            "rss_after_mb": round(after, 1), "after_vs_start": round(after / start, 2),
            "without_trim_after_mb": round(results["0"][2], 1)}


HOSTILE_MESSAGES = [
    "not json", "{\"seq\": 1, \"element\": ", "[]", "null", "42", "{}",
    json.dumps({"seq": "one", "element": 1, "event": "tap"}),
    json.dumps({"seq": 1, "element": 1, "event": "explode"}),
    json.dumps({"seq": 1, "element": -5, "event": "tap"}),
    json.dumps({"seq": 10 ** 30, "element": 1, "event": "tap"}),
    json.dumps({"seq": 1, "element": 987654, "event": "tap"}),
    "<script>alert(1)</script>", "\u0000\u0001",
]


async def hostile(binary, quick, with_browser=True):
    """Hostile frames from several attackers while a real Chromium user types beside them."""
    total = 20_000 if quick else 120_000
    min_seconds = 5 if quick else 20
    # Each attacker has its own session (a session that sends junk is cut off for 2 s),
    # loaded from its own address.
    attackers = 30 if quick else 150
    user_latencies, user_baseline = [], []
    server = Server(binary)
    sent = closed = refused_upgrades = 0
    user_checks = user_failures = 0
    try:
        log_before = server.log_bytes()

        async def attacker(share):
            nonlocal sent, closed, refused_upgrades
            await ready.wait()
            page = await load_page(server.port, "/demo/echo", source=next_user_address())
            sock = await AsyncSocket.open(server.port, page.session, page.token)
            rng = random.Random(share)
            done = 0
            # At least `share` frames, and for long enough that the user types many times.
            until = time.perf_counter() + min_seconds
            while done < share or time.perf_counter() < until:
                burst = 50
                for _ in range(burst):
                    kind = rng.random()
                    if kind < 0.8:
                        sock.send_text(rng.choice(HOSTILE_MESSAGES))
                    elif kind < 0.95:
                        sock.send_text(bytes(rng.randrange(32, 127) for _ in range(rng.randrange(1, 60))))
                    else:
                        sock.send(0x2, b"\x00binary")
                await sock.writer.drain()
                was_closed = False
                for _ in range(burst):
                    try:
                        reply = await sock.receive()
                    except (asyncio.IncompleteReadError, ConnectionError):
                        reply = ("close", None)
                    if isinstance(reply, tuple):
                        was_closed = True
                        break
                done += burst
                sent += burst
                # Now and then a frame that must close the socket: too big, or not UTF-8.
                if not was_closed and rng.random() < 0.05:
                    sock.send_text("x" * 40_000) if rng.random() < 0.5 else sock.send(0x1, b"\xff\xfe")
                    sent += 1
                    try:
                        while not isinstance(await sock.receive(), tuple):
                            pass
                    except (asyncio.IncompleteReadError, ConnectionError):
                        pass
                    was_closed = True
                if was_closed:
                    # Closed (a bad frame, or 50 refusals: 1008): come back with the token,
                    # as soon as the session takes sockets again.
                    closed += 1
                    sock.close()
                    while True:
                        try:
                            sock = await AsyncSocket.open(server.port, page.session, page.token)
                            break
                        except Refused:
                            refused_upgrades += 1
                            await asyncio.sleep(0.05)
            sock.close()

        ready = asyncio.Event()

        async def user():
            nonlocal user_checks, user_failures
            if not with_browser:
                ready.set()
                return
            from playwright.async_api import async_playwright
            async with async_playwright() as p:
                browser = await p.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                                                  args=["--no-sandbox"])
                page = await browser.new_page()
                await page.goto(f"http://127.0.0.1:{server.port}/demo/echo")
                await page.wait_for_selector("#trellis-root[data-connected]")
                field = page.get_by_role("textbox").first
                typed = 0

                async def type_once(into):
                    nonlocal typed, user_failures
                    typed += 1
                    text = f"typed {typed}"
                    started = time.perf_counter()
                    await field.fill(text)
                    try:
                        await page.get_by_text("You write " + text).wait_for(timeout=5000)
                        into.append(time.perf_counter() - started)
                    except Exception:
                        user_failures += 1
                    await asyncio.sleep(0.1)

                # The same typing with nobody attacking: the baseline.
                for _ in range(20):
                    await type_once(user_baseline)
                ready.set()
                while not attack.done():
                    user_checks += 1
                    await type_once(user_latencies)
                await browser.close()

        attack = asyncio.ensure_future(asyncio.gather(*(attacker(total // attackers) for _ in range(attackers))))
        user_task = asyncio.ensure_future(user())
        await ready.wait()
        started = time.perf_counter()
        await attack
        elapsed = time.perf_counter() - started
        await user_task
        return {"scenario": "hostile", "frames": sent, "seconds": round(elapsed, 1),
                "frames_per_s": round(sent / elapsed), "sockets_closed_by_server": closed,
                "upgrades_refused_while_cooling_down": refused_upgrades,
                "server_alive": server.alive(), "user_checks": user_checks, "user_failures": user_failures,
                "user_p50_ms": latency_summary(user_latencies)["p50"], "user_p99_ms": latency_summary(user_latencies)["p99"],
                "user_alone_p50_ms": latency_summary(user_baseline)["p50"],
                "user_alone_p99_ms": latency_summary(user_baseline)["p99"],
                "log_kb": round((server.log_bytes() - log_before) / 1024, 1), "rss_mb": round(server.rss(), 1)}
    finally:
        server.stop()


async def rows_rss_with_a_reader(binary, presses):
    """The same presses from a socket that reads every reply: what the table itself costs."""
    server = Server(binary)
    try:
        page = await load_page(server.port, "/rows")
        create = page.button("Create 10,000 rows")
        sock = await AsyncSocket.open(server.port, page.session, page.token)
        peak = server.rss()
        for seq in range(1, presses + 1):
            await sock.tap_and_wait(create, seq)
            peak = max(peak, server.rss())
        return peak
    finally:
        server.stop()


async def slow_reader(binary, quick):
    """A socket that never reads presses "Create 10,000 rows" again and again; others type."""
    presses = 20 if quick else 100
    server = Server(binary)
    try:
        others = [await EchoUser(server.port).connect() for _ in range(20)]
        rss_start = server.rss()
        page = await load_page(server.port, "/rows")
        create = page.button("Create 10,000 rows")
        reader = NeverReadingSocket(server.port, page.session, page.token)
        peak = rss_start
        pressed = asyncio.Event()
        finished = asyncio.Event()

        async def press_then_settle():
            for seq in range(1, presses + 1):
                try:
                    reader.send_json({"seq": seq, "element": create, "event": "tap"})
                except OSError:
                    break  # the server closed it
                await asyncio.sleep(0.3)
            pressed.set()
            # The presses queue up on the server: wait until it has worked through them.
            await wait_until_idle(server.pid, 300)
            finished.set()

        async def sample_until_settled():
            nonlocal peak
            while not finished.is_set():
                peak = max(peak, server.rss())
                await asyncio.sleep(0.25)

        async def type_until_settled(user):
            while not finished.is_set():
                await user.type_once(timeout=60)
                await asyncio.sleep(1)

        started = time.perf_counter()
        await asyncio.gather(sample_until_settled(), press_then_settle(), *(type_until_settled(u) for u in others))
        elapsed = time.perf_counter() - started
        log = server.log.read_text()
        lat = latency_summary([l for u in others for l in u.latencies])
        result = {"scenario": "slow-reader", "presses": presses, "seconds": round(elapsed, 1),
                  "rss_start_mb": round(rss_start, 1), "rss_peak_mb": round(peak, 1), "rss_end_mb": round(server.rss(), 1),
                  "overflows_logged": log.count("batches for a slow socket"),
                  "closed_by_server": "a socket that stopped reading" in log or reader.is_closed_by_server(),
                  "others_p50": lat["p50"], "others_p99": lat["p99"], "others_missing": sum(u.missing for u in others)}
    finally:
        server.stop()
    result["reading_client_rss_peak_mb"] = round(await rows_rss_with_a_reader(binary, 10 if quick else 20), 1)
    return result


async def burst(binary, quick):
    """At the session cap: a client loading pages as fast as it can, real visits beside it."""
    cap, held, seconds, visits = (200, 150, 5, 10) if quick else (1000, 900, 15, 40)
    server = Server(binary, ["--max-sessions", str(cap)])
    try:
        holders = [u for u in await gather_limited([EchoUser(server.port).connect for _ in range(held)], 50)
                   if isinstance(u, EchoUser)]
        statuses = {}
        stop = time.perf_counter() + seconds

        async def flood():
            while time.perf_counter() < stop:
                try:
                    status = (await load_page(server.port, "/demo/echo", source="127.0.0.2")).status
                except OSError:
                    status = "error"
                statuses[status] = statuses.get(status, 0) + 1

        async def visit():
            await asyncio.sleep(random.random() * seconds)
            try:
                user = await EchoUser(server.port).connect()
                await asyncio.sleep(0.2)
                ok = await user.type_once()
                user.socket.close()
                return ok
            except Exception:
                return False

        results = await asyncio.gather(*(flood() for _ in range(8)), *(visit() for _ in range(visits)))
        visit_results = results[8:]
        still_served = sum([await u.type_once() for u in holders])
        return {"scenario": "burst", "cap": cap, "held_with_socket": len(holders), "burst_loads": sum(statuses.values()),
                "burst_statuses": statuses, "visits_ok": f"{sum(visit_results)}/{visits}",
                "held_still_served": f"{still_served}/{len(holders)}"}
    finally:
        server.stop()


async def unopened_page_cost(binary, path, pages):
    """Server RSS and CPU per page loaded and never opened: `pages` loads of `path` from 250
    addresses into an otherwise empty server (its unopened pool holds them all)."""
    server = Server(binary, ["--unopened-page-pool", str(pages)])
    try:
        await load_page(server.port, path)  # the first load warms the process up
        await wait_until_idle(server.pid, 10)
        rss, cpu = server.rss(), cpu_seconds(server.pid)
        started = time.perf_counter()
        statuses = await gather_limited(
            [lambda i=i: load_page(server.port, path, source=f"127.2.{i // 250 % 250}.{i % 250 + 2}")
             for i in range(pages)], 4)
        elapsed = time.perf_counter() - started
        await wait_until_idle(server.pid, 10)
        ok = sum(1 for p in statuses if isinstance(p, Page) and p.status == 200)
        return {"kib_per_page": round((server.rss() - rss) * 1024 / max(ok, 1), 1),
                "cpu_ms_per_page": round((cpu_seconds(server.pid) - cpu) * 1000 / max(ok, 1), 2),
                "pages_per_s": round(ok / elapsed), "ok": ok}
    finally:
        server.stop()


async def flood(binary, quick):
    """Issue 47: pages loaded and never opened from 253 addresses (two clients in a loop)
    while the cap is nearly full of connected tabs; an honest visitor loads a page and
    opens its socket 200 ms later, again and again."""
    cap, held, left, seconds, visits = (200, 150, 20, 8, 10) if quick else (1000, 900, 100, 20, 40)
    costs = {path: await unopened_page_cost(binary, path, 250 if quick else 1000) for path in ("/", "/demo/echo")}
    server = Server(binary, ["--max-sessions", str(cap), "--session-timeout", "10"])
    try:
        holders = [u for u in await gather_limited([EchoUser(server.port).connect for _ in range(held)], 50)
                   if isinstance(u, EchoUser)]
        # Sessions whose tabs closed, left to expire (10 s, swept every 5).
        for user in [u for u in await gather_limited([EchoUser(server.port).connect for _ in range(left)], 50)
                     if isinstance(u, EchoUser)]:
            user.socket.close()
        await asyncio.sleep(16)
        rss_before, peak = server.rss(), server.rss()
        statuses = {}
        stop = time.perf_counter() + seconds

        async def flooder(first):
            n = first
            while time.perf_counter() < stop:
                try:
                    status = (await load_page(server.port, "/", source=f"127.0.0.{n % 253 + 2}")).status
                except OSError:
                    status = "error"
                statuses[status] = statuses.get(status, 0) + 1
                n += 1

        async def sample():
            nonlocal peak
            while time.perf_counter() < stop:
                peak = max(peak, server.rss())
                await asyncio.sleep(0.25)

        async def visits_in_turn():
            results, refused = [], 0
            for _ in range(visits):
                await asyncio.sleep(seconds / (visits + 1))
                try:
                    page = await load_page(server.port, "/demo/echo", source="127.0.0.1")
                    if page.status != 200:
                        refused += 1
                        results.append(False)
                        continue
                    await asyncio.sleep(0.2)
                    user = EchoUser(server.port)
                    user.address = "127.0.0.1"
                    await user.connect(page)
                    results.append(await user.type_once())
                    user.socket.close()
                except Exception:
                    results.append(False)
            return results, refused

        *_, (results, refused) = await asyncio.gather(flooder(0), flooder(127), sample(), visits_in_turn())
        still_served = sum([await u.type_once() for u in holders])
        return {"scenario": "flood", "cap": cap, "held_with_socket": len(holders), "flood_loads": sum(statuses.values()),
                "flood_statuses": statuses, "visits_ok": f"{sum(results)}/{visits}", "visits_refused": refused,
                "held_still_served": f"{still_served}/{len(holders)}",
                "rss_before_mb": round(rss_before, 1), "rss_peak_mb": round(peak, 1),
                "unopened_page_cost": costs}
    finally:
        server.stop()


async def matrix(binary, quick):
    """Who may open a socket: Host, Origin and token combinations."""
    server = Server(binary)
    try:
        page = await load_page(server.port, "/demo/echo")
        own = f"127.0.0.1:{server.port}"
        cases = [
            ("own host, own origin, right token", own, f"http://{own}", page.token, "upgrade"),
            ("own host, no origin (a tool), right token", own, None, page.token, "upgrade"),
            ("localhost origin, right token", own, f"http://localhost:{server.port}", page.token, "upgrade"),
            ("own host, own origin, wrong token", own, f"http://{own}", "0" * 32, "refused"),
            ("own host, foreign origin, right token", own, "http://evil.example", page.token, "refused"),
            ("own host, origin null, right token", own, "null", page.token, "refused"),
            ("rebinding: foreign host and origin, right token", "evil.example:80", "http://evil.example", page.token, "refused"),
            ("foreign host, no origin, right token", "evil.example", None, page.token, "refused"),
            ("malformed token", own, f"http://{own}", "x", "refused"),
        ]
        rows = []
        for name, host, origin, token, expected in cases:
            try:
                sock = await AsyncSocket.open(server.port, page.session, token, origin=origin, host=host)
                sock.close()
                got = "upgrade"
            except Refused as refused:
                got = f"refused ({str(refused).split(' ')[1]})"
            rows.append((name, got, got.startswith(expected)))
        status, _, _ = await http_get(server.port, "/", headers={"Host": "evil.example"})
        rows.append(("page load with a foreign Host", str(status), status == 400))
        unknown = await AsyncSocket.open(server.port, "f" * 32, "0" * 32)
        rows.append(("well-formed unknown session", str(await unknown.receive()), True))
        return {"scenario": "matrix", "rows": rows, "all_as_expected": all(ok for _, _, ok in rows)}
    finally:
        server.stop()


async def multiprocess(binary, quick):
    """Two processes behind HAProxy: many sessions, then one heavy session on one process."""
    sessions, seconds = (300, 8) if quick else (2000, 30)
    deployment = Deployment(binary, 2, ["--max-sessions", str(sessions)])
    try:
        users = [EchoUser(deployment.port) for _ in range(sessions)]
        connected = [u for u in await gather_limited([u.connect for u in users], 50) if isinstance(u, EchoUser)]
        per_process = {}
        for u in connected:
            process = re.search(r"TRELLIS_PROCESS=(\w+)", u.page.cookie)
            process = process.group(1) if process else "?"
            per_process[process] = per_process.get(process, 0) + 1
        await asyncio.gather(*(u.type_for(seconds) for u in connected))
        spread = latency_summary([l for u in connected for l in u.latencies])
        wrong = sum(u.wrong for u in connected)
        missing = sum(u.missing for u in connected)
        for u in connected:
            u.socket.close()

        # One session on p1 creates 10,000 rows every 2 s; 20 typists on each process.
        heavy_page = None
        while heavy_page is None or "p1" not in heavy_page.cookie:
            heavy_page = await load_page(deployment.port, "/rows")
        heavy = await AsyncSocket.open(deployment.port, heavy_page.session, heavy_page.token, cookie=heavy_page.cookie)
        create = heavy_page.button("Create 10,000 rows")
        typists = {"p1": [], "p2": []}
        while min(len(v) for v in typists.values()) < 20:
            page = await load_page(deployment.port, "/demo/echo")
            process = "p1" if "p1" in page.cookie else "p2"
            if len(typists[process]) < 20:
                typists[process].append(await EchoUser(deployment.port).connect(page))
        stop = time.perf_counter() + seconds

        async def heavy_loop():
            seq = 0
            while time.perf_counter() < stop:
                seq += 1
                tick = time.perf_counter()
                await heavy.tap_and_wait(create, seq)
                await asyncio.sleep(max(0, 2 - (time.perf_counter() - tick)))

        await asyncio.gather(heavy_loop(), *(u.type_for(seconds) for group in typists.values() for u in group))
        same = latency_summary([l for u in typists["p1"] for l in u.latencies])
        other = latency_summary([l for u in typists["p2"] for l in u.latencies])
        return {"scenario": "multiprocess", "sessions": len(connected), "per_process": per_process, **spread,
                "wrong": wrong, "missing": missing,
                "heavy_same_process_p99": same["p99"], "heavy_other_process_p99": other["p99"],
                "heavy_other_process_p50": other["p50"]}
    finally:
        deployment.stop()


SCENARIOS = {"concurrent": concurrent, "churn": churn, "hostile": hostile, "slow-reader": slow_reader,
             "burst": burst, "flood": flood, "matrix": matrix, "multiprocess": multiprocess}


def markdown(results):
    lines = []
    for r in results:
        name = r["scenario"]
        if name == "matrix":
            lines.append("| Socket or request | Result | As expected |")
            lines.append("|---|---|---|")
            lines += [f"| {a} | {b} | {'yes' if ok else '**no**'} |" for a, b, ok in r["rows"]]
            lines.append("")
            continue
        fields = ", ".join(f"{k} {fmt(v)}" for k, v in r.items() if k != "scenario")
        lines.append(f"- **{name}**: {fields}")
    return "\n".join(lines) + "\n"


def fmt(value):
    if isinstance(value, float):
        return f"{value:.1f}"
    return str(value)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("scenarios", nargs="*", default=list(SCENARIOS))
    parser.add_argument("--gallery", help="the Gallery binary (default: build it in release)")
    parser.add_argument("--markdown", help="also write the results as Markdown to this file")
    parser.add_argument("--quick", action="store_true", help="small, fast versions of every scenario")
    args = parser.parse_args()
    binary = args.gallery
    if not binary:
        subprocess.run(["swift", "build", "-c", "release", "--product", "Gallery"], cwd=ROOT, check=True)
        binary = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                                capture_output=True, text=True).stdout.strip() + "/Gallery"
    results = []
    for name in args.scenarios:
        print(f"== {name}", flush=True)
        result = asyncio.run(SCENARIOS[name](binary, args.quick))
        print(json.dumps(result, default=str), flush=True)
        results.append(result)
    if args.markdown:
        Path(args.markdown).write_text(markdown(results))


if __name__ == "__main__":
    main()
