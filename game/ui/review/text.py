"""The review screen's words (English and French) and its colours; the class and kind names come from the review."""

from __future__ import annotations

from game.labels import decimal
from game.review.classes import CLASS_NAMES, KIND_NAMES
from game.ui.i18n import STRINGS, lang

STRINGS.update({
    "rv:title": ("Game review: {name}", "Analyse de la partie : {name}"),
    "rv:title_plain": ("Game review", "Analyse de la partie"),
    "rv:as": ("Review of", "Analyse de"),
    "rv:quality": ("Judged by the Hard bot's search ({q} samples per option), from what {name} knew at each "
                   "decision", "Jugé par l'analyse du bot difficile ({q} tirages par option), d'après ce que "
                   "{name} savait à chaque décision"),
    "rv:running": ("Reviewing {name}'s decisions: {done} of {total}…", "Analyse des décisions de {name} : {done} sur "
                   "{total}…"),
    "rv:starting": ("Starting the review…", "Démarrage de l'analyse…"),
    "rv:cancel": ("Cancel", "Annuler"),
    "rv:cancelled": ("Review cancelled: nothing was kept.", "Analyse annulée : rien n'a été gardé."),
    "rv:again": ("Review again", "Relancer l'analyse"),
    "rv:failed": ("The review failed: {why}", "L'analyse a échoué : {why}"),
    "rv:bad": ("Cannot review this game: {why}", "Impossible d'analyser cette partie : {why}"),
    "rv:no_game": ("no game given", "aucune partie donnée"),
    "rv:no_seat": ("seat {seat} does not exist (seats 0 to {last})",
                   "la place {seat} n'existe pas (places 0 à {last})"),
    "rv:back": ("Back", "Retour"),
    "rv:graph": ("Projected final score after each action, seen by {name} (diamond markers: turning points)",
                 "Score final estimé après chaque action, vu par {name} (losanges : tournants)"),
    "rv:decisions": ("Decisions ({n}) — click one to see it on the table", "Décisions ({n}) — cliquez-en une pour "
                     "la voir sur la table"),
    "rv:scale": ("Classes by VP lost against the search's choice: best < {best} · good < {good} · inaccuracy < "
                 "{inacc} · mistake < {mistake} · blunder from {mistake}; a loss within its own ± is at most an "
                 "inaccuracy.",
                 "Classes par PV perdus face au choix de l'analyse : meilleur < {best} · bon < {good} · "
                 "imprécision < {inacc} · erreur < {mistake} · gaffe dès {mistake} ; une perte dans sa propre "
                 "marge ± est au plus une imprécision."),
    "rv:row_head": ("Round {r} · {phase} · action {ply}", "Ronde {r} · {phase} · action {ply}"),
    "rv:loss": ("−{v} ± {pm} VP", "−{v} ± {pm} PV"),
    "rv:played_best": ("Played: {played} — the search's choice", "Joué : {played} — le choix de l'analyse"),
    "rv:played_vs": ("Played: {played} → preferred: {best}", "Joué : {played} → préféré : {best}"),
    "rv:summary": ("Summary", "Bilan"),
    "rv:by_kind": ("VP lost by kind of decision", "PV perdus par type de décision"),
    "rv:kind_row": ("{kind}: {v} VP ({n})", "{kind} : {v} PV ({n})"),
    "rv:costliest": ("The three costliest moments", "Les trois moments les plus coûteux"),
    "rv:none": ("None: every decision was the search's choice or close to it.",
                "Aucun : chaque décision était le choix de l'analyse, ou presque."),
    "rv:moment": ("Action {ply}: {played} → {best} (−{v} VP)", "Action {ply} : {played} → {best} (−{v} PV)"),
    "rv:turning": ("Turning points (the largest swings of {name}'s projected lead): actions {plies}",
                   "Tournants (les plus grands écarts de l'avance estimée de {name}) : actions {plies}"),
    "rv:no_decisions": ("No decision with more than one option to review.",
                        "Aucune décision à plusieurs options à analyser."),
    "rv:play_here": ("Play from here", "Reprendre d'ici"),
    "rv:to_review": ("« Review", "< Analyse"),
    "rv:banner": ("{cls} at action {ply}: {loss}", "{cls} à l'action {ply} : {loss}"),
    "rv:banner_best": ("Best move at action {ply}: {played}", "Meilleur coup à l'action {ply} : {played}"),
    "rv:banner_none": ("Action {pos}: no decision of {name}'s to review here",
                       "Action {pos} : pas de décision de {name} à analyser ici"),
    "rv:made": ("Played: {move}", "Joué : {move}"),
    "rv:pref": ("preferred: {move}", "préféré : {move}"),
    "rv:blue": ("(blue outline)", "(contour bleu)"),
    "rv:gold": ("(gold outline)", "(contour doré)"),
    "rv:tag_made": ("played", "joué"),
    "rv:tag_best": ("preferred", "préféré"),
    "rv:play_failed": ("Cannot play from here: {why}", "Impossible de jouer d'ici : {why}"),
})

CLASS_COLOURS = {"best": (110, 210, 120), "good": (170, 215, 110), "inaccuracy": (235, 200, 80),
                 "mistake": (240, 140, 60), "blunder": (230, 80, 80)}
SEAT_COLOURS = ((90, 170, 240), (240, 130, 90), (170, 120, 230), (120, 210, 170), (230, 200, 90), (220, 110, 170))
MADE = (90, 170, 255)   # the move made, outlined on the replay table (the preferred one is gold)


def class_name(cls: str) -> str:
    return CLASS_NAMES[cls][lang() == "fr"]


def kind_name(kind: str) -> str:
    return KIND_NAMES[kind][lang() == "fr"]


def num(x: float) -> str:
    """A VP figure with one decimal, in the language's way."""
    return decimal(x, lang())
