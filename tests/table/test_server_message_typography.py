"""Table mode's server answers reach the page in its language's typography, as the site's pages do (issue 34,
French review 5, fault 5: the notice box showed « cette page n'existe pas », « il faut la clé d'écriture »,
« le corps de la requête n'est pas du JSON » with straight apostrophes and a plain space before « : »). The
catalogues stay plain: the server sets its JSON messages as it answers; a group's own data stays as written."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator.words.typography import typeset_messages
from helpers import ROOT, TableClient, serve_table


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    folder = Path(shutil.copytree(ROOT / "campaigns" / "reef-raiders", tmp_path_factory.mktemp("table") / "reef-raiders"))
    for _server, table in serve_table(folder):
        yield table


def test_fault_5_an_unknown_page_says_n_existe_with_a_curly_apostrophe(client: TableClient) -> None:
    status, answer = client.get("/nope?lang=fr")
    assert status == 404
    assert "n\u2019existe pas\u00a0:" in answer["error"] and "'" not in answer["error"], answer


def test_fault_5_a_write_without_the_key_says_cle_d_ecriture(client: TableClient) -> None:
    status, answer = client.post("/api/round?lang=fr", {}, key=None)
    assert status == 403
    assert "clé d\u2019écriture\u00a0: ouvrez l\u2019adresse" in answer["error"], answer


def test_fault_5_a_body_that_is_not_json_says_n_est(client: TableClient) -> None:
    import urllib.error
    import urllib.request

    request = urllib.request.Request(f"{client.base}/api/round?lang=fr", data=b"{not json", method="POST",
                                     headers={"X-Chronicle-Key": client.key, "Content-Type": "application/json"})
    try:
        urllib.request.urlopen(request, timeout=10)
        raise AssertionError("a body that is not JSON was taken")
    except urllib.error.HTTPError as err:
        import json
        error = json.loads(err.read())["error"]
    assert "n\u2019est pas du JSON" in error, error


def test_english_and_spanish_answers_keep_their_apostrophes(client: TableClient) -> None:
    assert "'" not in client.get("/nope?lang=es")[1]["error"]  # Spanish has none to set
    assert client.get("/nope?lang=en")[1]["error"].startswith("no such page")


def test_only_messages_are_set_never_a_groups_data() -> None:
    answer = {"error": "la date s'écrit AAAA-MM-JJ", "state": {"notes": "l'île : C3", "svg": "<svg style='fill:#fff'/>"},
              "problems": [{"message": "la carte Z9 n'est pas parmi celles qui restent (LG-02)", "where": "01.yaml:3:5"}]}
    shown = typeset_messages(answer, "fr", frozenset({"error", "message"}))
    assert shown == {"error": "la date s\u2019écrit AAAA-MM-JJ", "state": answer["state"],
                     "problems": [{"message": "la carte Z9 n\u2019est pas parmi celles qui restent (LG-02)", "where": "01.yaml:3:5"}]}
    assert typeset_messages(answer, "en", frozenset({"error", "message"})) == answer
