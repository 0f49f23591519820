"""Puzzle packs, the quiz app and the teacher's summary (tutor/packs.py, widgets/quiz.py)."""

from __future__ import annotations

import csv
import html
import re
from datetime import datetime, timezone
from pathlib import Path

import pytest

from tutor.core.errors import PuzzleError
from tutor.registry import GAMES
from tutor.packs import (load_pack, load_pack_file, read_answers, record, sheet_html, summary,
                         summary_markdown, untranslated)

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "notebooks" / "packs" / "first-week.toml"

FP_ENTRY = '''
[[puzzle]]
game = "flaming_pyramids"
id = "same-weight"
rules = ["FP-BUILD-1"]
position = "fp1 players=2 turn=1 pyramid=0:R10,G20 hands=Y40,B20|R2 piles=-|-"
goal = "stand"
answer = "B20@1,0"
title = { en = "Same weight", fr = "Même poids" }
question = { en = "Which tile stands?", fr = "Quelle tuile tient ?" }
'''
OH_ENTRY = '''
[[puzzle]]
game = "oh_hell"
id = "dealer"
rules = ["OH-BID-DEALER"]
position = "oh1 players=4 seq=long scoring=positive seed=0 hand=6 size=5 dealer=4 trump=7D hands=2C,5C,9D,4H,KS|3C,JC,2D,8H,QS|7C,AC,5D,TH,3S|8C,KD,AH,2S,9S bids=2,1,0,- won=0,0,0,0 scores=0,0,0,0"
goal = "legal"
answer = "bid 3"
title = { en = "The dealer's restriction" }
question = { en = "Make a bid." }
'''
HEAD = '[pack]\nid = "week-1"\ntitle = { en = "Week 1", fr = "Semaine 1" }\n'


def test_a_pack_holds_puzzles_of_several_games_and_names_those_without_french():
    pack = load_pack(HEAD + FP_ENTRY + OH_ENTRY, "week1.toml")
    assert [(e.game, e.puzzle.id) for e in pack.entries] == [
        ("flaming_pyramids", "same-weight"), ("oh_hell", "dealer")]
    assert pack.title("fr") == "Semaine 1"
    assert untranslated(pack, "fr") == ["dealer"] and untranslated(pack, "en") == []


@pytest.mark.parametrize(("text", "message"), [
    (FP_ENTRY, "week1.toml: the field '[pack]' is missing"),
    (HEAD, "week1.toml: the field '[[puzzle]]' is missing"),
    (HEAD + FP_ENTRY.replace('game = "flaming_pyramids"\n', ""), "week1.toml [same-weight]: the field 'game' is missing"),
    (HEAD + FP_ENTRY.replace('"flaming_pyramids"', '"chess"'),
     "[same-weight]: the field 'game' is 'chess': it must be one of " + ", ".join(sorted(GAMES))),
    (HEAD + FP_ENTRY.replace('"B20@1,0"', '"Y40@1,0"'), "same-weight"),
    (HEAD + FP_ENTRY + FP_ENTRY, "same-weight"),
    ("[pack\nid=", "not valid TOML"),
])
def test_a_broken_pack_is_refused_naming_the_file_and_the_entry(text, message):
    with pytest.raises(PuzzleError) as caught:
        load_pack(text, "week1.toml")
    assert message in caught.value.explain("en")
    assert caught.value.explain("fr") != caught.value.explain("en")       # said in French too


def test_the_example_pack_loads():
    pack = load_pack_file(EXAMPLE)
    assert {e.game for e in pack.entries} == {"flaming_pyramids", "oh_hell", "pook"}
    assert untranslated(pack, "fr") == []


def test_answers_are_lines_of_a_csv_file_and_the_summary_counts_them(tmp_path):
    pack = load_pack(HEAD + FP_ENTRY + OH_ENTRY)
    t = datetime(2026, 12, 1, 9, 0, tzinfo=timezone.utc)
    record(tmp_path, "Alice", pack, "dealer", ["bid 2"], False, t)
    record(tmp_path, "Alice", pack, "dealer", ["bid 3"], True, t.replace(minute=1))
    record(tmp_path, "Bob", pack, "dealer", ["bid 2"], False, t.replace(minute=2))
    record(tmp_path, "Chloé", pack, "dealer", ["bid 0"], True, t.replace(minute=3))
    record(tmp_path, "Bob", pack, "same-weight", ["B20@1,0"], True, t.replace(minute=4))
    rows = list(csv.DictReader((tmp_path / "week-1--Alice.csv").open(encoding="utf-8")))
    assert rows[0] == {"student": "Alice", "pack": "week-1", "puzzle": "dealer", "game": "oh_hell",
                       "moves": "bid 2", "correct": "no", "time": "2026-12-01T09:00:00+00:00"}
    (tmp_path / "junk.csv").write_text("student,pack\nEve,week-1\n", encoding="utf-8")
    answers, skipped = read_answers(tmp_path, pack)
    assert len(answers) == 5 and skipped == ["junk.csv:2"]
    same, dealer = summary(pack, answers)
    assert (same.students, same.solved, same.first_try, same.commonest_wrong) == (1, 1, 1, None)
    assert (dealer.students, dealer.solved, dealer.first_try) == (3, 2, 1)
    assert dealer.commonest_wrong == ("bid 2",) and dealer.wrong_count == 2
    assert "OH-BID-DEALER" in dealer.explanation("fr") and "le donneur" in dealer.explanation("fr")
    text = summary_markdown(pack, answers, "fr")
    assert "| The dealer's restriction (`dealer`) | 3 | 2 | 1 | `bid 2` × 2 |" in text
    assert "Erreur la plus fréquente" in text


def test_a_students_name_cannot_leave_the_answers_folder(tmp_path):
    pack = load_pack(HEAD + FP_ENTRY)
    record(tmp_path, "../../etc/x\n", pack, "same-weight", ["B20@1,0"], True)
    assert [p.name for p in tmp_path.iterdir()] == ["week-1--....etcx.csv"]


def test_the_printable_sheet_draws_each_position_and_puts_the_answers_on_their_own_page():
    pack = load_pack_file(EXAMPLE)
    page = sheet_html(pack, "fr")
    assert page.count("<svg") == len(pack.entries)
    questions, answers = page.split('<section class="answers">')
    assert "Votre réponse" in questions and "B60@1,0" not in questions
    assert "B60@1,0" in answers and "page-break-before:always" in page
    assert all(html.escape(e.puzzle.text("question", "fr")) in questions for e in pack.entries)


_TEXT = re.compile(r'<text x="([\d.-]+)" y="([\d.-]+)" text-anchor="(\w+)"[^>]*?'
                   r'font-size="([\d.]+)"[^>]*>([^<]*)</text>')


def _text_boxes(svg: str) -> list[tuple[str, float, float, float, float]]:
    """Each text of a picture: (text, left, top, right, bottom), its width estimated at
    0.55 em a character (DejaVu Sans, the sans-serif of a Debian machine, averages 0.5)."""
    boxes = []
    for x, y, anchor, size, text in _TEXT.findall(svg):
        x, y, size, text = float(x), float(y), float(size), html.unescape(text)
        width = 0.55 * size * len(text)
        left = {"start": x, "middle": x - width / 2, "end": x - width}[anchor]
        boxes.append((text, left, y - 0.8 * size, left + width, y + 0.2 * size))
    return boxes


def test_the_printed_sheet_never_shrinks_a_picture_s_texts_below_11_px():
    """The Oh Hell table was held to a height of 20em: its labels printed at about 7 px.
    Each picture is shown at its own width (at most the page's), every text of the example
    pack's pictures at 11 px or more."""
    from tutor.packs import SHEET_WIDTH, picture_width
    pack = load_pack_file(EXAMPLE)
    page = sheet_html(pack, "fr")
    pictures = re.findall(r'<div class="picture" style="width:(\d+)px">(<svg.*?</svg>)', page)
    assert len(pictures) == len(pack.entries)
    for shown, svg in pictures:
        natural = float(re.search(r'<svg[^>]*? width="([\d.]+)"', svg).group(1))
        assert int(shown) == picture_width(svg) == min(natural, SHEET_WIDTH)
        scale = int(shown) / natural
        sizes = [float(size) for size in re.findall(r'font-size="([\d.]+)"', svg)]
        assert min(sizes) * scale >= 11, (svg[:120], min(sizes), scale)
    assert "max-height" not in page


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_the_oh_hell_table_s_labels_overlap_nothing(players):
    """OH-DEAL-1: "J4 (donneur)" and each seat's line ran over the table and over each
    other. Every seat's label and line, in both languages, stays off the table (the green
    oval) and off every other text and card."""
    import tutor.oh_hell as oh
    state = oh.initial_state(oh.Options(players=players), 5)
    for lang in ("en", "fr"):
        svg = oh.state_svg(state, lang)
        cx, cy, rx, ry = (float(v) for v in re.search(
            r'<ellipse cx="([\d.]+)" cy="([\d.]+)" rx="([\d.]+)" ry="([\d.]+)"', svg).groups())
        cards = [(float(x), float(y), float(x) + float(w), float(y) + float(h)) for x, y, w, h
                 in re.findall(r'<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" '
                               r'height="([\d.]+)"', svg)]
        boxes = _text_boxes(svg)
        labels = [b for b in boxes if len(b[0]) > 2]          # not a card's rank or suit
        for text, left, top, right, bottom in labels:
            assert left >= 0 and right <= 760, (text, left, right)
            for px in (left, right):                           # the box's corners
                for py in (top, bottom):
                    assert ((px - cx) / rx) ** 2 + ((py - cy) / ry) ** 2 > 1, (lang, text)
            for other in labels:
                if other[0:3] != (text, left, top):
                    assert (right <= other[1] or other[3] <= left or bottom <= other[2]
                            or other[4] <= top), (lang, text, other[0])
            for card in cards:
                assert right <= card[0] or card[2] <= left or bottom <= card[1] \
                    or card[3] <= top, (lang, text, card)


# ---------------------------------------------------------------- the quiz app

def test_the_quiz_needs_a_name_then_saves_every_judged_answer(tmp_path):
    from widgets.quiz import Quiz, TeacherSummary
    quiz = Quiz(load_pack(HEAD + FP_ENTRY + OH_ENTRY), lang="fr", answers=tmp_path)
    assert not quiz.start("   ") and "Tapez d'abord votre nom" in quiz.status.value.replace("&#x27;", "'")
    assert quiz.start("Alice")
    board = quiz.boards["flaming_pyramids"]
    assert board.session.puzzle.id == "same-weight"
    assert board.session.play("B20@1,0")
    quiz.go(1)
    table = quiz.boards["oh_hell"]
    assert not table.session.play("bid 2")           # refused: the dealer's restriction
    assert table.session.play("bid 3")
    assert re.search(r"énigme 2 sur 2 · réussies : 2, tentées : 2", quiz.status.value)
    answers, _ = read_answers(tmp_path, quiz.run.pack)
    assert [(a.puzzle, a.moves, a.correct) for a in answers] == [
        ("same-weight", ("B20@1,0",), True), ("dealer", ("bid 2",), False),
        ("dealer", ("bid 3",), True)]
    assert "| 1 | 1 | 1 | — |" in TeacherSummary(quiz.run.pack, tmp_path, lang="en").text()


def test_a_wrong_answer_taken_back_with_undo_is_recorded_and_counted(tmp_path):
    """FP-BUILD-1, FP-COLL-2: Y40 on R10 + G20 collapses (its slide still to choose); the
    student takes it back with Undo and plays B20. Both answers are saved: the summary says
    nobody got it at the first try, and names Y40 as the commonest wrong answer."""
    from widgets.quiz import Quiz, TeacherSummary
    quiz = Quiz(load_pack(HEAD + FP_ENTRY + OH_ENTRY), lang="en", answers=tmp_path)
    assert quiz.start("Alice")
    session = quiz.boards["flaming_pyramids"].session
    assert session.play("Y40@1,0") and read_answers(tmp_path, quiz.run.pack)[0] == []
    session.undo()
    assert session.play("B20@1,0")
    session.undo()                            # a judged answer taken back: not saved twice
    answers, _ = read_answers(tmp_path, quiz.run.pack)
    assert [(a.puzzle, a.moves, a.correct) for a in answers] == [
        ("same-weight", ("Y40@1,0",), False), ("same-weight", ("B20@1,0",), True)]
    text = TeacherSummary(quiz.run.pack, tmp_path, lang="en").text()
    assert "| Same weight (`same-weight`) | 1 | 1 | 0 | `Y40@1,0` × 1 |" in text
    assert "tried: 1" in quiz.status.value and "one taken back with Undo too" in quiz.status.value


def test_an_answer_left_unfinished_is_recorded_when_the_student_moves_on(tmp_path):
    """FP-COLL-2: a collapse whose slide is not chosen yet, then Next (another game's board)
    or Reset: the answer as it stands is saved, once."""
    from widgets.quiz import Quiz
    quiz = Quiz(load_pack(HEAD + FP_ENTRY + OH_ENTRY), lang="fr", answers=tmp_path)
    quiz.start("Bob")
    session = quiz.boards["flaming_pyramids"].session
    assert session.play("Y40@1,0")
    session.reset_puzzle()
    assert session.play("Y40@1,0")
    quiz.go(1)                                 # the Oh Hell table: the FP attempt is left
    quiz.go(-1)                                # back: nothing more to save
    answers, _ = read_answers(tmp_path, quiz.run.pack)
    assert [(a.puzzle, a.moves, a.correct) for a in answers] == [
        ("same-weight", ("Y40@1,0",), False), ("same-weight", ("Y40@1,0",), False)]
    assert re.search(r"tentées : 1\b", quiz.status.value)


def test_the_quiz_shows_each_question_once(tmp_path):
    """The board above which the quiz showed the title and the question showed them too."""
    import ipywidgets as W
    from widgets.quiz import Quiz
    pack = load_pack(HEAD + FP_ENTRY + OH_ENTRY)
    quiz = Quiz(pack, lang="fr", answers=tmp_path)
    quiz.start("Alice")

    def texts(widget) -> str:
        own = widget.value if isinstance(widget, W.HTML) and widget.layout.display != "none" else ""
        return own + "".join(texts(child) for child in getattr(widget, "children", ()))

    for step in (0, 1):
        quiz.go(step)
        puzzle = quiz.run.entry.puzzle
        board = quiz.boards[quiz.run.entry.game]
        question = html.escape(puzzle.text("question", "fr"))
        assert (texts(quiz.widget) + texts(board.widget)).count(question) == 1
        assert question in board.question.value                   # above its board
        assert html.escape(puzzle.text("title", "fr")) not in texts(quiz.widget)


def test_a_broken_pack_file_is_said_in_the_quiz_and_nothing_starts(tmp_path):
    from widgets.quiz import Quiz, TeacherSummary
    bad = tmp_path / "bad.toml"
    bad.write_text(HEAD + FP_ENTRY.replace('"B20@1,0"', '"Y40@1,0"'), encoding="utf-8")
    quiz = Quiz(bad, lang="fr")
    assert "bad.toml" in quiz.status.value and quiz.start_button.disabled
    assert not quiz.start("Alice")
    assert "bad.toml" in TeacherSummary(bad, tmp_path, lang="fr").text()
