"""A school without internet: the course's app pages (Voilà, ``make classroom``) ask
nothing of any server but the classroom's own, and render fully when everything else is
unreachable.

The classroom server runs on a copy of ``notebooks/`` (as ``make classroom`` starts it);
the browser records every request the pages make and refuses any that leaves 127.0.0.1
(as an offline network would). Voilà's "lab" template linked Font Awesome from a CDN
(cdn.jsdelivr.net): offline, each page waited on it and failed. The pages' own template
(``share/jupyter/voila/templates/rules_tutor``) drops the links; Voilà serves Font Awesome
itself. Screenshots of the pages (English and French) go to ``artifacts/browser/``.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest

from conftest import exhaustive

from . import lab as L
from .test_classroom import classroom, wait_all_rendered

pytestmark = pytest.mark.browser

#: The welcome page of each language, and one course in each (boards, verdicts, buttons).
#: A day-to-day run opens the English welcome and the French course (each Voilà page runs
#: its whole notebook: 5-10 s); CI and the deep run open the four (:func:`exhaustive`).
PAGES = (("en/index.ipynb", "Learn, teach and test the rules"),
         ("fr/index.ipynb", "Apprendre, enseigner et vérifier les règles"),
         ("en/kingdom_builder.ipynb", "Kingdom Builder"),
         ("fr/bang.ipynb", "BANG!"))


def test_the_app_pages_ask_nothing_of_the_internet_and_render_offline(browser):
    with classroom(L.free_port()) as (url, _proc):
        base = url.split("/voila/")[0]
        page = L.new_page(browser, timeout_ms=120_000)
        asked: list[str] = []
        refused: list[str] = []
        page.on("request", lambda request: asked.append(request.url))

        def offline(route):
            refused.append(route.request.url)
            route.abort("internetdisconnected")

        page.context.route(lambda u: urlsplit(u).hostname not in ("127.0.0.1", None), offline)
        try:
            for name, heading in PAGES if exhaustive() else (PAGES[0], PAGES[3]):
                page.goto(f"{base}/voila/render/{name}")
                page.get_by_text(heading).first.wait_for()
                if "index" not in name:
                    wait_all_rendered(page)
                    assert L.canvas_count(page) > 0, f"{name}: no board rendered offline"
                L.screenshot(page, f"offline.{name.replace('/', '.')}")
        finally:
            page.context.close()
        elsewhere = sorted({u for u in asked if urlsplit(u).scheme in ("http", "https")
                            and urlsplit(u).hostname != "127.0.0.1"})
        assert not elsewhere, f"the pages asked other servers: {elsewhere}"
        assert not refused, refused
        assert any(re.search(r"/voila/", u) for u in asked)      # the recording records
