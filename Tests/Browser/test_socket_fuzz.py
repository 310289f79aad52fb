"""Hostile and malformed traffic on the socket: each bad message gets an error reply (or
its connection closed), the server keeps running, and other sessions never notice."""
import json
import random
import re
import time

import pytest
from playwright.sync_api import expect

from conftest import open_app
from wsclient import HandshakeRefused, RawSocket


def created_texts(batch):
    """The texts of the elements a batch creates: "n" ops' nodes are [-id?, description, text?, child...]."""
    texts = []

    def walk(node):
        start = 1 if isinstance(node[0], int) and node[0] < 0 else 0
        if len(node) > start + 1 and isinstance(node[start + 1], str):
            texts.append(node[start + 1])
        for child in node[start + 2:]:
            if isinstance(child, list):
                walk(child)

    for op in batch["ops"]:
        if op[0] == "n":
            walk(op[4])
    return texts


def element_ids(html, tag):
    return [int(i) for i in re.findall(rf'<{tag} data-t="(\d+)"', html)]


def expect_closed(raw):
    """The server closes the socket (replies still in flight may come first)."""
    try:
        for _ in range(50):
            if isinstance(raw.receive(), tuple):
                break
        else:
            raise AssertionError("the socket stayed open")
    except (ConnectionError, OSError):
        pass
    raw.close()


def test_the_upgrade_checks_token_and_origin(gallery):
    session, token, _ = gallery.session_of("/demo/echo")
    with pytest.raises(HandshakeRefused, match=r" 40[03] "):
        RawSocket(gallery.port, session, "0" * 32)
    with pytest.raises(HandshakeRefused, match=r" 40[03] "):
        RawSocket(gallery.port, session, token, origin="http://evil.example")
    ok = RawSocket(gallery.port, session, token, origin=f"http://127.0.0.1:{gallery.port}")
    ok.close()
    # An unknown (expired) session is told so, and the page would reload into a new one.
    gone = RawSocket(gallery.port, "f" * 32, "0" * 32)
    assert gone.receive() == {"error": "session expired", "expired": True}
    gone.close()


def test_malformed_and_hostile_messages_never_disturb_other_sessions(page, gallery):
    # A real user, in another session, mid-calculation.
    open_app(page, gallery, "/demo/calculator")
    page.get_by_role("button", name="7", exact=True).click()

    session, token, html = gallery.session_of("/demo/echo")
    field = element_ids(html, "input")[0]
    button = element_ids(html, "button")[0]
    attacker = RawSocket(gallery.port, session, token)
    seq = 0

    def next_seq():
        nonlocal seq
        seq += 1
        return seq

    bad_messages = [
        "not json at all",
        "{\"seq\": 1, \"element\": ",
        "[]", "null", "42", "\"text\"", "{}",
        json.dumps({"seq": "one", "element": field, "event": "tap"}),
        json.dumps({"seq": 1, "element": field, "event": "explode"}),
        json.dumps({"seq": 1, "element": field, "event": "setText", "value": 12}),
        json.dumps({"seq": 1, "element": button, "event": "setOn"}),
        json.dumps({"seq": 1, "element": -5, "event": "tap"}),
        json.dumps({"seq": 1, "element": 10 ** 30, "event": "tap"}),
        json.dumps({"seq": 1, "element": 0, "event": "tap"}),
        "{\"seq\": 1e400, \"element\": 1, \"event\": \"tap\"}",
        "\u0000\u0001\u0002",
    ]
    for message in bad_messages:
        attacker.send_text(message)
        reply = attacker.receive()
        assert "error" in reply, (message, reply)

    # Unknown ids and events a control does not take: refused with a reason.
    attacker.send_json({"seq": next_seq(), "element": 987654, "event": "tap"})
    assert "error" in attacker.receive()
    attacker.send_json({"seq": next_seq(), "element": field, "event": "tap"})
    assert "error" in attacker.receive()
    # A replayed sequence number is refused.
    attacker.send_json({"seq": 1, "element": button, "event": "tap"})
    assert "error" in attacker.receive()

    # Script in a text field is data: it comes back as a JSON string for textContent.
    script = "<script>alert('x')</script><img src=x onerror=alert(1)>"
    attacker.send_json({"seq": next_seq(), "element": field, "event": "setText", "value": script})
    batch = attacker.receive()
    assert batch["ack"] == seq
    assert "You write " + script in created_texts(batch)

    # A binary frame is refused; random garbage is refused.
    attacker.send_frame(0x2, b"\x00\xff binary")
    assert "error" in attacker.receive()
    # Random junk: each refused, until the socket has had 50 refusals in 10 s and is
    # closed with 1008 (policy violation); the session itself is untouched.
    rng = random.Random(7)
    refused = 0
    while True:
        junk = bytes(rng.randrange(32, 127) for _ in range(rng.randrange(1, 80))).decode()
        attacker.send_text(junk)
        reply = attacker.receive()
        if isinstance(reply, tuple):
            assert reply == ("close", 1008)
            break
        assert "error" in reply
        refused += 1
    assert 0 < refused <= 50
    attacker.close()
    # For two seconds the session takes no new socket, so reconnecting buys nothing.
    with pytest.raises(HandshakeRefused):
        RawSocket(gallery.port, session, token)
    time.sleep(2.2)
    attacker = RawSocket(gallery.port, session, token)
    assert attacker.receive()["ops"][0] == ["R"]

    # A frame larger than the limit closes that socket, and only that socket.
    attacker.send_text("x" * 200_000)
    expect_closed(attacker)

    # A frame that claims to be enormous (and never arrives) is refused the same way.
    liar = RawSocket(gallery.port, session, token)
    liar.send_frame(0x1, b"{}", length_override=2 ** 40)
    expect_closed(liar)

    # The server is up and the other user's session carries on as if nothing happened.
    assert gallery.alive()
    page.get_by_role("button", name="8", exact=True).click()
    expect(page.locator(".t-text").filter(has_text=re.compile(r"^[0-9]+$")).first).to_have_text("78")
    # And the attacked session itself still works over a fresh socket.
    again = RawSocket(gallery.port, session, token)
    full = again.receive()
    assert full["ops"][0] == ["R"]
    again.close()


def test_batches_are_deflated_for_a_client_that_offers_it(gallery):
    """permessage-deflate: a browser's offer is taken (windows of 2^13), a 1,000-row batch
    arrives compressed and inflates to the same ops a plain socket gets."""
    batches = []
    for extensions in ("permessage-deflate; client_max_window_bits", None):
        session, token, html = gallery.session_of("/rows")
        create = re.search(r'<button data-t="(\d+)"[^>]*><span[^>]*>Create 1,000 rows', html).group(1)
        raw = RawSocket(gallery.port, session, token, extensions=extensions)
        if extensions:
            offer = raw.response_head.lower()
            assert "permessage-deflate" in offer and "server_max_window_bits=13" in offer
        else:
            assert "permessage-deflate" not in raw.response_head.lower()
        raw.send_json({"seq": 1, "element": int(create), "event": "tap"})
        batch = raw.receive()
        plain = len(json.dumps(batch, separators=(",", ":")))
        batches.append((batch, raw.last_frame_bytes, plain))
        raw.close()
    (deflated, deflated_wire, size), (plain, plain_wire, _) = batches
    assert len(deflated["ops"]) == len(plain["ops"]) == 1000
    assert created_texts(deflated)[:4] == created_texts(plain)[:4]
    assert plain_wire >= size * 0.9
    assert deflated_wire * 3 < size
