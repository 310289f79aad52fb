"""Several Trellis processes behind HAProxy (deploy/run-local.sh): sessions land on every
process, each tab stays on its own across reconnects, and a process stopped with SIGTERM
sends its tabs to the others."""
import os
import re
import signal
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import expect

from conftest import ROOT, _free_port, _gallery_binary, open_app


class Deployment:
    def __init__(self, process, port, pids, url):
        self.process = process
        self.port = port
        self.pids = pids
        self.url = url


def _start(tmp_path, processes=2):
    port = _free_port()
    log = tmp_path / "deploy.log"
    out = open(log, "w")
    process = subprocess.Popen([str(ROOT / "deploy" / "run-local.sh"), "--processes", str(processes), "--port", str(port),
                                "--binary", _gallery_binary(), "--", "--drain-timeout", "10"],
                               stdout=out, stderr=subprocess.STDOUT, start_new_session=True,
                               env={**os.environ, "XDG_DATA_HOME": str(tmp_path)})
    url = f"http://127.0.0.1:{port}"
    deadline = time.time() + 60
    while time.time() < deadline:
        match = re.search(r"pids ([\d ]+)\)", log.read_text())
        try:
            if match and urllib.request.urlopen(url + "/_trellis/health", timeout=1).status == 200 \
                    and all(_healthy(port + k) for k in range(1, processes + 1)):
                # Every process answers on its own port (run-local.sh gives process k the port
                # after the balancer's k-th one); then HAProxy's checks (`inter 1s rise 2`) mark
                # each up, with a margin for a machine busy with the other suites.
                time.sleep(3.5)
                return Deployment(process, port, [int(p) for p in match.group(1).split()], url)
        except OSError:
            pass
        time.sleep(0.2)
    process.kill()
    raise RuntimeError("the deployment did not start:\n" + log.read_text())


def _healthy(port):
    try:
        return urllib.request.urlopen(f"http://127.0.0.1:{port}/_trellis/health", timeout=1).status == 200
    except OSError:
        return False


def _stop(deployment):
    deployment.process.send_signal(signal.SIGTERM)
    try:
        deployment.process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(deployment.process.pid, signal.SIGKILL)


@pytest.fixture
def deployment(tmp_path):
    deployment = _start(tmp_path)
    yield deployment
    _stop(deployment)


def process_cookie(context):
    return next((c["value"] for c in context.cookies() if c["name"] == "TRELLIS_PROCESS"), None)


def open_echo(browser, deployment):
    context = browser.new_context()
    page = context.new_page()
    page.goto(deployment.url + "/demo/echo")
    page.wait_for_selector("#trellis-root[data-connected]")
    # A mark that a reload would erase.
    page.evaluate("window.__sameDocument = true")
    return context, page


def same_document(page):
    try:
        return page.evaluate("window.__sameDocument === true")
    except Exception:
        return True  # mid-navigation


def drop_and_reconnect(page):
    """Closes the tab's socket and waits until it is open again. The closed spell lasts about
    the client's first retry delay (100 ms), which Playwright's polling of a selector (every
    500 ms after the first few tries) can miss on a loaded machine, so an observer in the page
    records the drop and the wait is for the record, not for the spell."""
    page.evaluate("""() => {
        const root = document.getElementById("trellis-root");
        window.__dropped = false;
        new MutationObserver((changes, observer) => {
            if (!root.hasAttribute("data-connected")) { window.__dropped = true; observer.disconnect(); }
        }).observe(root, { attributes: true, attributeFilter: ["data-connected"] });
        window.trellis.reconnect();
    }""")
    # The closing handshake goes through the balancer, which a loaded machine (the other
    # suites run beside this one) can stretch.
    page.wait_for_function("""() => window.__dropped
        && document.getElementById("trellis-root").hasAttribute("data-connected")""", timeout=30000)


def test_sessions_land_on_both_processes_and_stay_on_theirs(browser, deployment):
    tabs = [open_echo(browser, deployment) for _ in range(2)]
    assert {process_cookie(context) for context, _ in tabs} == {"p1", "p2"}
    for round in range(3):
        for context, page in tabs:
            page.get_by_role("textbox").first.fill(f"round {round} on {process_cookie(context)}")
            expect(page.get_by_text(f"You write round {round} on {process_cookie(context)}")).to_be_visible()
            # Drop the socket: the reconnect reaches the same process and the same session.
            drop_and_reconnect(page)
            assert page.evaluate("window.__sameDocument === true"), "the tab reloaded: its session was lost"
    for context, _ in tabs:
        context.close()


def test_a_stopped_process_sends_its_tabs_to_the_other(browser, deployment):
    tabs = [open_echo(browser, deployment) for _ in range(2)]
    on_first = next((context, page) for context, page in tabs if process_cookie(context) == "p1")
    context, page = on_first
    page.get_by_role("textbox").first.fill("before")
    os.kill(deployment.pids[0], signal.SIGTERM)
    # The tab is told to load the page again; HAProxy sends the load to p2.
    deadline = time.time() + 15
    while time.time() < deadline and same_document(page):
        page.wait_for_timeout(100)
    assert not same_document(page), "the tab was not moved"
    page.wait_for_selector("#trellis-root[data-connected]")
    assert process_cookie(context) == "p2"
    page.get_by_role("textbox").first.fill("after the move")
    expect(page.get_by_text("You write after the move")).to_be_visible()
    for context, _ in tabs:
        context.close()
