"""The API's status table (docs/api-status.tsv) covers every public declaration (issue 42).

Each public declaration of the module `import SwiftUI` brings has a row; a `works` row names
a test of ours that calls it; `partial` and `accepted` rows say what is left or why; and
docs/Differences.md is the page generated from the table. Needs `swift build --build-tests`
first (the symbol graph is read with the flags the build used).
"""
import sys
import pathlib

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "scripts"))
import api_status  # noqa: E402


def test_every_public_declaration_has_a_true_row():
    found = api_status.problems()
    assert not found, "\n".join(found[:50]) + (f"\n… and {len(found) - 50} more" if len(found) > 50 else "")


def test_the_check_finds_a_missing_row_and_a_test_that_does_not_call_its_declaration(monkeypatch):
    rows = api_status.read_table()
    works = [r for r in rows if r["status"] == "works"]
    padding = next(r for r in works if r["declaration"].startswith("View func padding("))
    unrelated = next(name for name, text in api_status.test_functions().items() if ".padding" not in text
                     and "padding" not in text)
    changed = [dict(r, evidence=unrelated) if r is padding else r for r in rows if r is not works[0]]
    monkeypatch.setattr(api_status, "read_table", lambda: changed)
    found = api_status.problems()
    assert f"no row for the public declaration: {works[0]['declaration']}" in found
    assert any(line.startswith("works, but its test does not call it: View func padding(") for line in found)


def test_accepted_rows_are_a_minority_and_each_says_why():
    rows = api_status.read_table()
    accepted = [r for r in rows if r["status"] == "accepted"]
    assert len(accepted) * 10 < len(rows)
    assert all(len(r["evidence"].split()) >= 4 for r in accepted)
