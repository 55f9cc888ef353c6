"""English and French text of the guided first game (the coach's tips) and of How to play; added to i18n.STRINGS."""

from __future__ import annotations

from game.ui.i18n import STRINGS

TEXT: dict[str, tuple[str, str]] = {
    "coach_you": ("You", "Vous"),
    "coach_skip": ("Got it", "Compris"),
    "coach_back": ("Back", "Retour"),
    "coach_quit": ("Quit", "Quitter"),
    "coach_real": ("Play a real game", "Jouer une vraie partie"),
    "coach_title": ("Start screen", "Écran d'accueil"),
    "coach_n": ("Tip {i} of {n}", "Conseil {i} sur {n}"),
    "coach:draft_pick": (
        "Living Draft: choose a card from your hand and drag it onto your first free slot (glowing). "
        "The rest of your hand then passes to your neighbour.",
        "Draft vivant : choisissez une carte de votre main et glissez-la sur votre premier emplacement libre "
        "(lumineux). Le reste de votre main passe ensuite à votre voisin."),
    "coach:immortals": (
        "Your secret Immortals. With 3 players you hold {n}: before the end you keep one, and it decides how you "
        "score. Hover a card to read it.",
        "Vos Immortels secrets. À 3 joueurs vous en avez {n} : avant la fin vous en gardez un, et il décide de "
        "vos points. Survolez une carte pour la lire."),
    "coach:wonder_pick": (
        "A Wonder (W). Played, it goes to the shared centre: everybody may use it in the Kingdom phase, and its "
        "Wonder token counts in a ranking at the end.",
        "Une Merveille (W). Jouée, elle va au centre, partagée : chacun peut l'utiliser en phase Royaume, et son "
        "jeton Merveille compte dans un classement final."),
    "coach:play_or_transform": (
        "Play or transform? Play: the card joins your Kingdom and gives its Bonus now. Transform: it stays face "
        "down and pays the coins of its slot.",
        "Jouer ou transformer ? Jouer : la carte rejoint votre Royaume et donne son Bonus tout de suite. "
        "Transformer : elle reste cachée et rapporte les pièces de son emplacement."),
    "coach:slot_coins": (
        "Slot {slot} pays {n} coins if you transform the card on it (5, 3, 2, 3, 2 in round 1). Coins pay for "
        "Actions and roaming in the Kingdom phase.",
        "L'emplacement {slot} rapporte {n} pièces si vous y transformez la carte (5, 3, 2, 3, 2 au tour 1). Les "
        "pièces paient Actions et itinérance en phase Royaume."),
    "coach:doubled": (
        "Pick 4 of round 1: a card played now gets its Bonus doubled (tokens and coins; a Wonder token is never "
        "doubled).",
        "4e choix du tour 1 : une carte jouée maintenant voit son Bonus doublé (jetons et pièces ; jamais le "
        "jeton Merveille)."),
    "coach:play_limit": (
        "You have played {n} cards, the limit this round (2 in round 2): your later picks are transformed "
        "automatically, for coins.",
        "Vous avez joué {n} cartes, la limite de ce tour (2 au tour 2) : vos choix suivants sont transformés "
        "automatiquement, contre des pièces."),
    "coach:kingdom_use": (
        "Kingdom phase, your turn: click a glowing card of yours to activate its Action. Each card once per turn.",
        "Phase Royaume, votre tour : cliquez une de vos cartes lumineuses pour activer son Action. Une fois par "
        "tour et par carte."),
    "coach:tilt": (
        "A used card tilts: it cannot act again until the end of the turn.",
        "Une carte utilisée s'incline : elle ne peut plus agir avant la fin du tour."),
    "coach:copy": (
        "This card copies the Action of another card: you pay that Action's cost; the copied card does not tilt.",
        "Cette carte copie l'Action d'une autre carte : vous en payez le coût ; la carte copiée ne s'incline pas."),
    "coach:destroy": (
        "Destroy: some cards let you destroy a card you control. It goes to the face-up discard, with the "
        "Culture on it (Lion keeps it).",
        "Détruire : certaines cartes vous font détruire une carte que vous contrôlez. Elle va à la défausse "
        "visible, avec sa Culture (sauf Lion)."),
    "coach:roam": (
        "Roaming: use {name}'s Building, paying 1 coin per Building on the way (here {n}). Its owner puts 1 "
        "Culture on it: 1 VP for them at the end.",
        "Itinérance : utilisez le Bâtiment de {name}, en payant 1 pièce par Bâtiment sur le chemin (ici {n}). "
        "Son propriétaire y pose 1 Culture : 1 PV pour lui à la fin."),
    "coach:culture_owner": (
        "{name}'s Building was used by {who}: {name} gets 1 Culture on it, worth 1 VP at the end.",
        "Le Bâtiment de {name} a été utilisé par {who} : {name} y gagne 1 Culture, qui vaut 1 PV à la fin."),
    "coach:culture_owner_mine": (
        "Your Building was used by {who}: you get 1 Culture on it, worth 1 VP at the end.",
        "Votre Bâtiment a été utilisé par {who} : vous y gagnez 1 Culture, qui vaut 1 PV à la fin."),
    "coach:wonder_use": (
        "Wonders in the centre belong to nobody: use one per turn, paying its cost.",
        "Les Merveilles du centre n'appartiennent à personne : utilisez-en une par tour, en payant son coût."),
    "coach:wonder_limit": (
        "That was your Wonder for this turn: one per turn (two different ones with the Amber Hourglass).",
        "C'était votre Merveille du tour : une par tour (deux différentes avec le Sablier d'Ambre)."),
    "coach:end_turn": (
        "Done? End your turn. Your cards untilt and the next player takes their Kingdom turn.",
        "Terminé ? Finissez votre tour. Vos cartes se redressent et le joueur suivant joue son Royaume."),
    "coach:supremacy": (
        "Supremacy: after the Kingdom phase, most Military wins a Supremacy token (4 VP), then most Science. A tie "
        "wins nothing.",
        "Suprématie : après la phase Royaume, le plus de Militaire gagne un jeton Suprématie (4 PV), puis le plus "
        "de Science. Une égalité ne gagne rien."),
    "coach:round2": (
        "Round 2: 4 cards, 4 slots (4, 3, 2, 1 coins), 2 plays, and the cards pass the other way.",
        "Tour 2 : 4 cartes, 4 emplacements (4, 3, 2, 1 pièces), 2 cartes jouées, et les cartes tournent dans "
        "l'autre sens."),
    "coach:keep_immortal": (
        "Keep the Immortal whose scoring suits your game: the other is discarded unseen.",
        "Gardez l'Immortel dont le décompte convient à votre partie : l'autre est défaussé sans être montré."),
    "coach:vp_phase": (
        "VP phase: Immortals are called in order and each player scores: Immortal {immortal}, VP tokens "
        "{vp_tokens}, Wonders {wonders}, Supremacy {supremacy}, Culture {culture}, Diamonds {diamonds}. "
        "You: {total} VP.",
        "Phase PV : les Immortels sont appelés dans l'ordre et chacun compte : Immortel {immortal}, jetons PV "
        "{vp_tokens}, Merveilles {wonders}, Suprématie {supremacy}, Culture {culture}, Diamants {diamonds}. "
        "Vous : {total} PV."),
}

STRINGS.update(TEXT)
