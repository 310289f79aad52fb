"""Fixtures for the browser tests: a running Gallery and Debian's headless Chromium.

The Gallery binary comes from GALLERY_BIN, or `swift build --product Gallery` is run.
Chromium comes from CHROMIUM (default /usr/bin/chromium); Playwright drives it over CDP,
so Playwright's own browser download is never needed.
"""
import os
import re
import shutil
import signal
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "docs" / "screenshots"


# No test may hang the suite (one once waited over 15 minutes on a loaded machine): each
# test gets this many seconds, then fails with the reason, and the rest still run.
TEST_TIME_LIMIT = int(os.environ.get("TRELLIS_BROWSER_TEST_TIME_LIMIT", "300"))


@pytest.fixture(autouse=True)
def _time_limit(request):
    def expire(signum, frame):
        raise TimeoutError(f"{request.node.nodeid} ran longer than {TEST_TIME_LIMIT} s "
                           "(TRELLIS_BROWSER_TEST_TIME_LIMIT): stopped so that the other tests run")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(TEST_TIME_LIMIT)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _gallery_binary() -> str:
    if os.environ.get("GALLERY_BIN"):
        return os.environ["GALLERY_BIN"]
    subprocess.run(["swift", "build", "--product", "Gallery"], cwd=ROOT, check=True)
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout.strip()
    return str(Path(bin_path) / "Gallery")


class Gallery:
    def __init__(self, process: subprocess.Popen, port: int, log: Path):
        self.process = process
        self.port = port
        self.log = log
        self.url = f"http://127.0.0.1:{port}"

    def alive(self) -> bool:
        return self.process.poll() is None

    def session_of(self, path: str):
        """Loads a page over plain HTTP; returns its session id, token and HTML."""
        html = urllib.request.urlopen(self.url + path, timeout=5).read().decode()
        session = re.search(r'data-session="([0-9a-f]+)"', html).group(1)
        token = re.search(r'data-token="([0-9a-f]+)"', html).group(1)
        return session, token, html


def _serve(binary: str, log: Path, env=None, args=(), port=None) -> Gallery:
    """Starts a Trellis server binary on a free port (or `port`) and waits until it answers."""
    port = port or _free_port()
    with open(log, "w") as out:
        process = subprocess.Popen([binary, "--port", str(port), *args], stdout=out, stderr=subprocess.STDOUT,
                                   env={**os.environ, **(env or {})})
    deadline = time.time() + 60
    while time.time() < deadline:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/_trellis/client/main.js", timeout=1)
            return Gallery(process, port, log)
        except OSError:
            if process.poll() is not None:
                raise RuntimeError(f"{binary} exited:\n" + log.read_text())
            time.sleep(0.2)
    process.kill()
    raise RuntimeError(f"{binary} did not start:\n" + log.read_text())


def _stop(server: Gallery):
    server.process.terminate()
    try:
        server.process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.process.kill()


@pytest.fixture(scope="session")
def gallery(tmp_path_factory):
    # Its own data folder: what browsers keep (@AppStorage) starts empty and stays out of the user's.
    folder = tmp_path_factory.mktemp("gallery")
    server = _serve(_gallery_binary(), folder / "gallery.log", env={"XDG_DATA_HOME": str(folder)})
    yield server
    _stop(server)


def _example(name, tmp_path_factory):
    """An Examples/ app (written as for iOS), served by its own `@main` with a home of its
    own, so what it saves (UserDefaults) starts empty and stays out of the user's."""
    binary = str(Path(_gallery_binary()).parent / name)
    if not os.path.exists(binary):
        subprocess.run(["swift", "build", "--product", name], cwd=ROOT, check=True)
    home = tmp_path_factory.mktemp(name.lower() + "-home")
    server = _serve(binary, home / f"{name}.log",
                    env={"HOME": str(home), "XDG_CONFIG_HOME": str(home), "XDG_DATA_HOME": str(home)})
    yield server
    _stop(server)


@pytest.fixture(scope="session")
def calculator_app(tmp_path_factory):
    yield from _example("Calculator", tmp_path_factory)


@pytest.fixture(scope="session")
def todos_app(tmp_path_factory):
    yield from _example("Todos", tmp_path_factory)


@pytest.fixture(scope="session")
def shapes_app(tmp_path_factory):
    yield from _example("Shapes", tmp_path_factory)


@pytest.fixture(scope="session")
def tally_app(tmp_path_factory):
    yield from _example("Tally", tmp_path_factory)


@pytest.fixture(scope="session")
def browser():
    executable = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=["--no-sandbox"])
        yield browser
        browser.close()


@pytest.fixture
def context(browser):
    context = browser.new_context(viewport={"width": 1000, "height": 800})
    # The pages' console (the client warns there when the server refuses an event, or a
    # batch goes missing): printed at teardown, which pytest shows only for a failure.
    console = []
    context.on("console", lambda message: console.append(f"{message.type}: {message.text}"))
    yield context
    context.close()
    for line in console:
        print("console", line)


@pytest.fixture
def page(context, gallery):
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    page.on("dialog", lambda dialog: (page.errors.append("dialog: " + dialog.message), dialog.dismiss()))
    yield page
    assert page.errors == [], f"the page raised: {page.errors}"


def open_app(page, gallery, path):
    """Loads a Gallery page and waits until its socket is connected."""
    page.goto(gallery.url + path)
    page.wait_for_selector("#trellis-root[data-connected]")
    return page


def settled(page, quiet_ms=400, timeout_ms=3000):
    """Waits until no batch has arrived for `quiet_ms` (the engine's placements, then the
    texts' metrics and the placements they change, come a round trip or two after a page)."""
    waited, last = 0, None
    while waited < timeout_ms:
        seq = page.evaluate("() => document.getElementById('trellis-root').dataset.seq")
        if seq == last:
            return
        last = seq
        page.wait_for_timeout(quiet_ms)
        waited += quiet_ms


def screenshot(page, name):
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    settled(page)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=True, animations="disabled")
