"""All UI text in English and French; `tr(key, **fmt)` in the current language."""

from __future__ import annotations

from game import storage
from game.labels import elide

_lang = "en"

STRINGS: dict[str, tuple[str, str]] = {
    # menus
    "title": ("Immortal 8", "Immortal 8"),
    "tagline": ("Draft a civilization, rule your Kingdom, let your Immortal triumph — 3 to 6 players",
                "Draftez une civilisation, régnez sur votre Royaume, menez votre Immortel au triomphe — 3 à 6 joueurs"),
    "new_game": ("New game", "Nouvelle partie"),
    "continue": ("Continue", "Continuer"),
    "while_away": ("Since you last had the screen:", "Depuis votre dernier passage :"),
    "continue_over": ("Finished game: see the scores", "Partie terminée : voir les scores"),
    "settings": ("Settings", "Réglages"),
    # the Start screen's labels for screens loaded on first use (their other strings live with them)
    "learn": ("Learn to play", "Apprendre à jouer"),
    "learn_resume": ("Learn to play (resume)", "Apprendre à jouer (reprendre)"),
    "howto": ("How to play", "Comment jouer"),
    "replays": ("Replays", "Revoir une partie"),
    "rv:my_game": ("Review my game", "Analyser ma partie"),   # the game review (game/ui/review/)
    "rv:review_btn": ("Review", "Analyser"),
    "statistics": ("Statistics", "Statistiques"),
    "calculator": ("Score a table game", "Compter les points"),
    "rules": ("Rules", "Règles"),
    "quit": ("Quit", "Quitter"),
    "back": ("Back", "Retour"),
    "start": ("Start", "Commencer"),
    "players": ("Players", "Joueurs"),
    "seed": ("Seed (optional)", "Graine (facultative)"),
    "levels_help": ("Easy: to learn the game  ·  Normal: a steady opponent  ·  Hard: looks ahead, for seasoned players",
                    "Facile : pour apprendre  ·  Normal : un adversaire solide  ·  Difficile : anticipe, pour joueurs "
                    "aguerris"),
    "human": ("Human", "Humain"),
    "bot:easy": ("Bot Easy", "Bot facile"),
    "bot:normal": ("Bot Normal", "Bot normal"),
    "bot:hard": ("Bot Hard", "Bot difficile"),
    "bot:expert": ("Bot Expert", "Bot expert"),
    "level:easy": ("easy", "facile"),
    "level:normal": ("normal", "normal"),
    "level:hard": ("hard", "difficile"),
    "level:expert": ("expert", "expert"),
    "player_n": ("Player {n}", "Joueur {n}"),
    "kv": ("{k}: {v}", "{k} : {v}"),
    "language": ("Language", "Langue"),
    "anim_speed": ("Animation speed", "Vitesse des animations"),
    "instant": ("instant", "instantané"),
    "fullscreen": ("Fullscreen (F11)", "Plein écran (F11)"),
    "sound_fx": ("Sound effects", "Effets sonores"),
    "volume": ("Volume", "Volume"),
    "cb_icons": ("Colour-blind-safe icons (shapes + colours)", "Icônes lisibles par les daltoniens"),
    "always_on": ("always on", "toujours actif"),
    "on": ("on", "oui"),
    "off": ("off", "non"),
    "no_save": ("No saved game yet.", "Aucune partie sauvegardée."),
    "not_saved": ("This game is not being saved: {why}", "Cette partie n'est pas enregistrée : {why}"),
    "not_saved_tag": ("Not saved", "Non enregistrée"),
    "not_kept": ("This game could not be kept or counted: {why}",
                 "Cette partie n'a pas pu être gardée ni comptée : {why}"),
    "export_failed": ("Cannot export: {why}", "Exportation impossible : {why}"),
    "settings_bad": ("{why}; using the default settings", "{why} ; réglages par défaut utilisés"),
    "bad_save": ("The saved game cannot be read ({why}). It was left untouched: {path}",
                 "La sauvegarde est illisible ({why}). Elle n'a pas été modifiée : {path}"),
    "save_unwritable": ("The game cannot be saved ({why}). Make the folder writable or free some space: {path}",
                        "La partie ne peut pas être enregistrée ({why}). Rendez le dossier accessible en écriture "
                        "ou libérez de la place : {path}"),
    "main_menu": ("Main menu", "Menu principal"),
    "resume": ("Resume", "Reprendre"),
    "menu": ("Menu", "Menu"),
    "icon_row": ("Token icons used in the game", "Icônes des jetons du jeu"),
    "card_list": ("Cards (click to zoom)", "Cartes (cliquez pour agrandir)"),
    # table
    "round": ("Round {n}/2", "Ronde {n}/2"),
    "phase:draft": ("Living Draft", "Living Draft"),
    "phase:kingdom": ("Kingdom", "Royaume"),
    "phase:supremacy": ("Supremacy", "Suprématie"),
    "phase:vp": ("VP phase", "Phase de PV"),
    "phase:over": ("Game over", "Partie terminée"),
    "pick_n": ("Pick {n}/{total}", "Choix {n}/{total}"),
    "to_act": ("{name} to act", "À {name} de jouer"),
    "turn_of": ("{name}'s turn", "Tour de {name}"),
    "you": ("you", "vous"),
    "waiting_for": ("Waiting for {name}…", "En attente de {name}…"),
    "thinking": ("{name} is thinking…", "{name} réfléchit…"),
    "passes_left": ("hands pass left", "les mains passent à gauche"),
    "passes_right": ("hands pass right", "les mains passent à droite"),
    "deck": ("Deck", "Pioche"),
    "discard": ("Discard", "Défausse"),
    "commerce": ("Commerce", "Commerce"),
    "commerce_short": ("Comm.", "Comm."),
    "wonders": ("Wonders", "Merveilles"),
    "diamonds_left": ("diamonds left: {n}", "diamants restants : {n}"),
    "hand": ("hand", "main"),
    "log": ("Game log", "Journal"),
    "play": ("Play", "Jouer"),
    "transform": ("Transform (+{n})", "Transformer (+{n})"),
    "transform_tip": ("Leave the card face down: +{n} coins, paid at the end of the draft.",
                      "Laissez la carte face cachée : +{n} pièces, versées à la fin du draft."),
    "transform_tip1": ("Leave the card face down: +1 coin, paid at the end of the draft.",
                       "Laissez la carte face cachée : +1 pièce, versée à la fin du draft."),
    "pending_coins": ("(+{n} at end of draft)", "(+{n} à la fin du draft)"),
    "civ_cap_tip": ("(Military + Science + Chaos: {n} of at most {cap}; more is lost)",
                    "(Militaire + Science + Chaos : {n} sur {cap} au plus ; le reste est perdu)"),
    "coin_cap_tip": ("({n} of at most {cap}; more is lost)", "({n} sur {cap} au plus ; le reste est perdu)"),
    "facedown": ("Face-down card", "Carte face cachée"),
    "facedown_coins": ("Face-down card: transformed into {n} coins", "Carte face cachée : transformée en {n} pièces"),
    "facedown_coins1": ("Face-down card: transformed into 1 coin", "Carte face cachée : transformée en 1 pièce"),
    "hidden_immortal_tip": ("Hidden Immortal", "Immortel caché"),
    "x2_tip": ("Pick 4 of round 1: the Bonus of the card played here counts twice (never a Wonder token).",
               "4e choix de la ronde 1 : le Bonus de la carte jouée ici compte double (jamais le jeton Merveille)."),
    "first_tip": ("First player: {name} takes the first Kingdom turn.",
                  "Premier joueur : {name} joue le premier tour de Royaume."),
    "two_immortals": ("You hold two Immortals", "Vous avez deux Immortels"),
    "two_immortals_sub": ("With 3 players each of you holds two Immortals and keeps one at the end of the game.",
                          "À 3 joueurs, chacun a deux Immortels et en garde un à la fin de la partie."),
    "end_turn": ("End turn", "Fin du tour"),
    "confirm_end_none": ("End your turn? (Enter: yes, Esc: no)", "Finir votre tour ? (Entrée : oui, Échap : non)"),
    "yes": ("Yes", "Oui"),
    "no": ("No", "Non"),
    "undo": ("Undo", "Défaire"),   # never "Annuler": Cancel may show just above it
    "undo_none": ("Nothing to undo: something new has been revealed since (a card, a hand, another player's "
                  "action, a phase), or the last action was not yours.",
                  "Rien à défaire pour vous maintenant : du nouveau est apparu depuis (une carte, une main, l'action "
                  "d'un autre, une phase), ou ce n'est pas votre action."),
    "hint_tip": ("The Hard bot's suggestion for this decision, with its reason.",
                 "La suggestion du bot difficile pour cette décision, avec son explication."),
    "cancel_choice": ("Cancel", "Annuler"),
    "cancel_tip": ("Take back the action that opened this choice (its cost is refunded).",
                   "Annuler l'action qui a ouvert ce choix (coût rendu)."),
    "cap_lost": ("{n} lost to the cap", "{n} perdues au plafond"),
    "cap_lost1": ("1 lost to the cap", "1 perdue au plafond"),
    "cap_lost_tip": ("You are near the {cap}-coin cap: {n} of these coins would be lost.",
                     "Vous approchez du plafond de {cap} pièces : {n} de ces pièces seraient perdues."),
    "cap_lost_tip1": ("You are near the {cap}-coin cap: 1 of these coins would be lost.",
                      "Vous approchez du plafond de {cap} pièces : 1 de ces pièces serait perdue."),
    "reveal_tip": ("Reveal Justice now: gain 1 Supremacy token; from then on she wins every tie she is part of.",
                   "Révéler Justice maintenant : gagnez 1 Suprématie ; elle gagne ensuite toutes ses égalités."),
    "confirm_end_named": ("End your turn? You could still activate: {cards}.",
                          "Finir votre tour ? Vous pourriez encore activer : {cards}."),
    "last_pick_next": ("After this pick, the one card left goes to your last slot by itself.",
                       "Après ce choix, la dernière carte restante ira seule sur votre dernier emplacement."),
    "last_pick_done": ("Your last card, {card}, went to slot {n} by itself",
                       "Votre dernière carte, {card}, est allée seule sur l'emplacement {n}"),
    "variants_used": ("Rule variants: {rules}", "Variantes de règles : {rules}"),
    "your_immortal": ("Your Immortal: {name}", "Votre Immortel : {name}"),
    "seen_immortal": ("Seen: {name}", "Vu : {name}"),
    "scores_now": ("scores now: {n} VP", "rapporte maintenant : {n} PV"),
    "imm_keep": ("{name}: {n} VP in all", "{name} : {n} PV au total"),
    "skip": ("Skip >> (Space)", "Passer >> (Espace)"),
    "reveal": ("Reveal Justice", "Révéler Justice"),
    "ok": ("OK", "OK"),
    "cancel": ("Cancel", "Annuler"),
    "pass_to": ("Pass to {name}", "Passez la main à {name}"),
    "click_ready": ("click when ready", "cliquez quand vous êtes prêt"),
    "doubled": ("pick 4: Bonus doubled (never a Wonder token)!",
                "4e choix : Bonus doublé (jamais le jeton Merveille) !"),
    "no_bonus": ("{card} has no Bonus", "La carte {card} n'a pas de Bonus"),
    "hint:pick": ("Drag a card from your hand onto your glowing slot (or click the card, then the slot).",
                  "Glissez une carte de votre main sur l'emplacement lumineux (ou cliquez-la, puis cliquez "
                  "sur l'emplacement)."),
    "hint:pick_drag": ("Drag a card from your hand onto your glowing slot.",
                       "Glissez une carte de votre main sur l'emplacement lumineux."),
    "click_slot": ("Click your glowing slot to draft it.", "Cliquez sur l'emplacement lumineux pour la prendre."),
    "hint:play": ("Play the card (gain its Bonus) or transform it into coins (paid at the end of the draft).",
                  "Jouez la carte (gagnez son Bonus) ou transformez-la en pièces (versées à la fin du draft)."),
    "hint:kingdom": ("Click a glowing card to activate it. Opponents' Buildings cost coins (roaming).",
                     "Cliquez sur une carte lumineuse pour l'activer. Les Bâtiments adverses coûtent des pièces."),
    "hint:choose": ("Choose one of the buttons below (glowing cards on the table can be clicked too).",
                    "Choisissez un des boutons ci-dessous (ou cliquez sur une carte lumineuse)."),
    # the same said shorter, where the panel has no room for the whole sentence (many answers, a small window)
    "hint:kingdom_short": ("Click a glowing card to activate it.", "Cliquez sur une carte lumineuse pour l'activer."),
    "hint:choose_short": ("Choose one of the buttons below.", "Choisissez un des boutons ci-dessous."),
    "sup_won": ("{name} gains a Supremacy token", "{name} gagne une Suprématie"),
    "sup_tie": ("Tie for the most: nobody gains it", "Égalité : personne ne la gagne"),
    "guess_who": ("Which Immortal does {name} hold?", "Quel est l'Immortel de {name} ?"),
    "narashima_note_destroyed": ("Narashima: destroy any number of your cards before scoring (2 VP per card "
                                 "destroyed this game).",
                                 "Narashima : détruisez autant de vos cartes que voulu avant le décompte "
                                 "(2 PV par carte détruite dans la partie)."),
    "narashima_note": ("Narashima: destroy any number of your cards before scoring (2 VP per card in the "
                       "discard).",
                       "Narashima : détruisez autant de vos cartes que voulu avant le décompte (2 PV par carte de "
                       "la défausse)."),
    "peek_note": ("Look at one Immortal first ({named} VP if all correct), or don't ({blind} VP).",
                  "Regardez un Immortel d'abord ({named} PV si tout est juste), ou non ({blind} PV)."),
    "space_table": ("Hold Space to see the table", "Maintenez Espace pour voir la table"),
    "your_turn": ("Your turn", "À vous de jouer"),
    "you_to_act": ("Your move", "À vous"),
    "hint:wait": ("Nothing to do: watch the others.", "Rien à faire : regardez les autres."),
    "play_limit": ("No more plays this round: this card must be transformed.",
                   "Plus de cartes à jouer cette ronde : transformez celle-ci."),
    "plays_left": ("Plays left: {n} of {total}", "Cartes à jouer : {n} sur {total}"),
    "limit_reached": ("Play limit reached", "Limite de cartes jouées atteinte"),
    "auto_transform": ("You have played {total} cards this round — this card becomes {coins}.",
                       "Vous avez joué {total} cartes cette ronde — cette carte devient {coins}."),
    "drop_here": ("Drop it on your glowing slot.", "Déposez-la sur l'emplacement lumineux."),
    "not_now": ("Not now: {name} is the one choosing.", "Pas maintenant : c'est à {name} de choisir."),
    "cant_use": ("{card} cannot be activated now{why}.", "La carte {card} ne peut pas être activée maintenant{why}."),
    "why_tilted": (": already used this turn", " : déjà utilisée ce tour"),
    "why_not_turn": (": it is not your Kingdom turn", " : ce n'est pas votre tour"),
    "why_wonder": (": Wonder limit reached this turn", " : limite de Merveilles atteinte"),
    "why_cost": (": its cost or target is not available now", " : son coût ou sa cible n'est pas disponible"),
    "why:cost": (": it costs {what}", " : elle coûte {what}"),
    "why:capped": (": you are at the cap ({what})", " : vous êtes au plafond ({what})"),
    "why:zero": (": it would give you nothing now", " : elle ne vous rapporterait rien maintenant"),
    "why:no_receiver": (": nobody can receive the token", " : personne ne peut recevoir le jeton"),
    "why:no_building": (": there is no Building to put Culture on", " : aucun Bâtiment où placer la Culture"),
    "why:no_target": (": there is no card it could target", " : aucune carte ne peut être ciblée"),
    "why:nothing_to_copy": (": there is nothing to copy", " : il n'y a rien à copier"),
    "why:no_hero": (": there is no Hero to take", " : aucun Héros à prendre"),
    "copy_none_action": ("Nothing to copy: {card} has no Action.", "Rien à copier : la carte {card} n'a pas d'Action."),
    "copy_none": ("Nothing to copy: no card here has an Action you may copy.",
                  "Rien à copier : aucune carte ici n'a d'Action que vous pouvez copier."),
    "copy_revealed": ("Revealed: {card}", "Carte révélée : {card}"),
    "peeked_card": ("You looked: {name} holds {imm}", "Vous avez regardé : {name} a {imm}"),
    "why:empty_deck": (": the deck is empty", " : la pioche est vide"),
    "why:condition": (": its condition is not met", " : sa condition n'est pas remplie"),
    "why_hero": (": other players' Heroes cannot be activated (only copied)",
                 " : les Héros adverses ne s'activent pas (ils se copient)"),
    "why_no_action": (": it has no Action (its effect works on its own)", " : elle n'a pas d'Action (effet permanent)"),
    "why_coins": (": it needs {what}, you have {have}", " : il faut {what}, vous en avez {have}"),
    "why_cap": (": you already hold {cap} civilization tokens", " : vous avez déjà {cap} jetons Civilisation"),
    "roam_cost": ("Roaming: {coins}", "Itinérance : {coins}"),
    "wonders_left": ("{n} usable this turn", "{n} utilisables ce tour"),   # the centre row's label, Kingdom
    "wonders_left1": ("1 usable this turn", "1 utilisable ce tour"),
    "wonders_left0": ("none left this turn", "plus aucune ce tour"),
    "immortal": ("Immortal", "Immortel"),
    "hidden_immortal": ("hidden", "caché"),
    "first_player": ("first player", "premier joueur"),
    "zoom_hint": ("Right-click or hover a card for details", "Clic droit ou survol : détails"),
    # final
    "final": ("Final scores", "Scores finaux"),
    "winner": ("{name} wins!", "{name} gagne !"),
    "cat:immortal": ("Immortal", "Immortel"),
    "cat:vp": ("VP tokens", "Jetons PV"),
    "cat:wonder": ("Wonder ranking", "Classement Merveilles"),
    "cat:sup": ("Supremacy", "Suprématie"),
    "cat:culture": ("Culture", "Culture"),
    "cat:diamond": ("Diamonds", "Diamants"),
    "total": ("Total", "Total"),
    # decisions
    "dk:pick": ("Choose a card to draft", "Choisissez une carte"),
    "dk:play": ("Play or transform", "Jouer ou transformer"),
    "dk:kingdom": ("Your Kingdom turn", "Votre tour de Royaume"),
    "dk:tie": ("Supremacy tie: reveal Justice to win it?", "Égalité : révéler Justice pour l'emporter ?"),
    "dk:branch": ("Choose one option", "Choisissez une option"),
    "dk:tokens": ("Which tokens do you keep?", "Quels jetons gardez-vous ?"),
    "dk:pay": ("Which tokens do you pay?", "Quels jetons payez-vous ?"),
    "dk:give": ("Give to whom?", "Donner à qui ?"),
    "dk:culture": ("Put Culture on which Building?", "Culture sur quel Bâtiment ?"),
    "dk:destroy": ("Destroy which card?", "Détruire quelle carte ?"),
    "dk:copy": ("Copy which Action?", "Copier quelle Action ?"),
    "dk:commerce": ("Take which Commerce reward?", "Quelle récompense Commerce ?"),
    "dk:look": ("Put which card into play?", "Mettre quelle carte en jeu ?"),
    "dk:swap": ("Swap with which Hero?", "Échanger avec quel Héros ?"),
    "dk:immortal": ("Keep which Immortal?", "Garder quel Immortel ?"),
    "dk:narashima": ("Narashima: destroy your own cards?", "Narashima : détruire vos cartes ?"),
    "dk:peek": ("Tomorrow: look at someone's Immortal?", "Tomorrow : regarder un Immortel ?"),
    "dk:guess": ("Tomorrow: name every Immortal", "Tomorrow : nommez chaque Immortel"),
    "a:continue": ("Continue", "Continuer"),
    "dk:tie_wait": ("Supremacy: a tie is being settled", "Suprématie : une égalité se règle"),
    "peeked": ("{name} holds {imm}", "{name} a {imm}"),
    "saved_at": ("Autosaved", "Sauvegarde auto"),
    "screenshot": ("Screenshot saved: {path}", "Capture enregistrée : {path}"),
}


def set_lang(lang: str) -> None:
    global _lang
    _lang = "fr" if lang == "fr" else "en"


def lang() -> str:
    return _lang


def colon() -> str:
    """The colon between a label and what follows: ': ' in English, ' : ' in French."""
    return " : " if _lang == "fr" else ": "


def semicolon() -> str:
    """The semicolon between two clauses: '; ' in English, ' ; ' in French."""
    return " ; " if _lang == "fr" else "; "


def tr(key: str, **fmt: object) -> str:
    """The string for key in the current language, formatted."""
    pair = STRINGS.get(key)
    if pair is None:
        return key
    text = pair[1] if _lang == "fr" else pair[0]
    return elide(text.format(**fmt), _lang) if fmt else text


def tr_n(key: str, n: int, **fmt: object) -> str:
    """The string for a count: `key + "1"` (its singular, "1 perdue au plafond") when n is exactly one, else `key`;
    n is given to the text as {n}."""
    return tr(key + "1" if n == 1 else key, n=n, **fmt)


def said(exc: BaseException) -> str:
    """Why a file cannot be read, used or written, in the current language (game/storage.py `Problem`); any other
    exception's own message."""
    return storage.said(exc, _lang)
