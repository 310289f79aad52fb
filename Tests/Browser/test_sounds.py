"""End-to-end: the Sounds demo in headless Chromium. An AVAudioPlayer's WAV bytes are served
to the tab and played by the page's audio element; the end of each play reaches the
player's delegate on the server."""
from playwright.sync_api import expect

from conftest import open_app


def test_a_tone_plays_in_the_page_and_its_end_reaches_the_delegate(page, gallery):
    open_app(page, gallery, "/demo/sounds")
    expect(page.get_by_text("Tone of 0.40 s, played 0 times")).to_be_visible()
    with page.expect_response(lambda response: "/_trellis/media?" in response.url) as served:
        page.get_by_text("Play tone").click()
    assert served.value.status == 200
    assert served.value.headers["content-type"] == "audio/wav"
    expect(page.get_by_text("Tone of 0.40 s, played 1 times")).to_be_visible(timeout=10000)
    page.get_by_text("Play tone").click()
    expect(page.get_by_text("Tone of 0.40 s, played 2 times")).to_be_visible(timeout=10000)


def test_a_video_player_plays_in_its_video_element(page, gallery):
    open_app(page, gallery, "/demo/sounds")
    video = page.locator("video[data-sound]")
    expect(video).to_have_count(1)
    assert video.get_attribute("src").startswith("/_trellis/media?")
    box = video.bounding_box()
    assert box["height"] > 100 and box["width"] > 200, box
    page.get_by_label("Play").click()
    expect(page.get_by_label("Pause")).to_be_visible()
    page.wait_for_function("() => { const v = document.querySelector('video[data-sound]'); return v && !v.paused && v.currentTime > 0; }",
                           timeout=10000)
