"""English and French text of the guided first game (the coach's tips) and of How to play; added to i18n.STRINGS."""

from __future__ import annotations

from game.ui.i18n import STRINGS

TEXT: dict[str, tuple[str, str]] = {
    "coach_you": ("You", "Vous"),
    "coach_skip": ("Got it", "Compris"),
    "coach_back": ("Back", "Retour"),
    "coach_quit": ("Quit", "Quitter"),
    "coach_title": ("Start screen", "Écran d'accueil"),
    "coach_n": ("Tip {i} of {n}", "Astuce {i} sur {n}"),
    "coach_easy": ("Play: Easy bots", "Jouer : bots faciles"),
    "coach_normal": ("Play: Normal bots", "Jouer : bots normaux"),
    "coach:draft_pick": (
        "Living Draft: each pick, you take one card from your hand and pass the rest to your neighbour. Take "
        "{card} now: drag it onto your first free slot (glowing), or click it.",
        "Living Draft : à chaque choix, vous prenez une carte de votre main et passez le reste à votre voisin. "
        "Prenez la carte {card} maintenant : glissez-la sur votre premier emplacement libre (lumineux), ou "
        "cliquez-la."),
    "coach:immortals": (
        "Your secret Immortals. With 3 players you hold {n}: before the end you keep one, and it decides how you "
        "score. Hover a card to read it, then click Got it.",
        "Vos Immortels secrets. À 3 joueurs vous en avez {n} : avant la fin vous en gardez un, et il décide de "
        "vos points. Survolez une carte pour la lire, puis cliquez sur Compris."),
    "coach:wonder_pick": (
        "Take the Wonder {card} and play it. A played Wonder goes to the shared centre: everybody may use it in "
        "the Kingdom phase, and its Wonder token counts in a ranking at the end.",
        "Prenez la Merveille {card} et jouez-la. Jouée, une Merveille va au centre, partagée : chacun peut "
        "l'utiliser en phase de Royaume, et son jeton Merveille compte dans un classement final."),
    "coach:play_or_transform": (
        "Now you choose what this pick becomes (you choose every pick). Play: the card joins your Kingdom and "
        "gives its Bonus now. Transform: it stays face down and pays its slot's coins. Click Play.",
        "À vous de choisir ce que devient ce choix (vous choisissez à chaque fois). Jouer : la carte rejoint votre "
        "Royaume et donne son Bonus tout de suite. Transformer : elle reste cachée et rapporte les pièces de son "
        "emplacement. Cliquez sur Jouer."),
    "coach:slot_coins": (
        "This time, transform: slot {slot} pays {n} coins (5, 3, 2, 3, 2 in round 1). Coins pay for Actions and "
        "roaming in the Kingdom phase. Click Transform.",
        "Cette fois, transformez : l'emplacement {slot} rapporte {n} pièces (5, 3, 2, 3, 2 à la ronde 1). Les "
        "pièces paient Actions et itinérance en phase de Royaume. Cliquez sur Transformer."),
    "coach:doubled": (
        "Pick 4 of round 1: a card you play now gets its Bonus doubled (tokens and coins; never a Wonder token). "
        "Take {card} and play it.",
        "4e choix de la ronde 1 : une carte que vous jouez maintenant voit son Bonus doublé (jetons et pièces ; "
        "jamais le jeton Merveille). Prenez la carte {card} et jouez-la."),
    "coach:play_limit": (
        "You have played {n} cards: the limit of round 1 (2 in round 2). Up to the limit, you choose for each "
        "pick whether to play or transform it; past it, the round's last picks can only be transformed, for their "
        "slot's coins. Click Got it.",
        "Vous avez joué {n} cartes : la limite de la ronde 1 (2 à la ronde 2). Jusqu'à la limite, vous "
        "choisissez pour chaque carte de la jouer ou de la transformer ; au-delà, les derniers choix de la ronde "
        "ne peuvent être que transformés, contre les pièces de leur emplacement. Cliquez sur Compris."),
    "coach:kingdom_use": (
        "Kingdom phase, your turn: click {card} (glowing) to activate its Action. Each card acts once per turn.",
        "Phase de Royaume, votre tour : cliquez sur la carte {card} (lumineuse) pour activer son Action. Chaque carte "
        "agit une fois par tour."),
    "coach:tilt": (
        "{card} has tilted: a used card cannot act again until your next Kingdom turn. Click Got it.",
        "La carte {card} s'est inclinée : une carte utilisée ne peut plus agir avant votre prochain tour de Royaume. "
        "Cliquez sur Compris."),
    "coach:copy": (
        "{card} copies the Action of another card: click it now, then choose which Action to copy. You pay that "
        "Action's cost; the copied card does not tilt.",
        "La carte {card} copie l'Action d'une autre carte : cliquez-la maintenant, puis choisissez l'Action à copier. "
        "Vous en payez le coût ; la carte copiée ne s'incline pas."),
    "coach:destroy": (
        "{card} destroys a card you control: click it now, then choose which card. The destroyed card goes to "
        "the face-up discard, and you gain what {card} gives for it.",
        "La carte {card} détruit une carte que vous contrôlez : cliquez-la maintenant, puis choisissez laquelle. "
        "La carte détruite va à la défausse visible, et vous gagnez ce que la carte {card} donne en échange."),
    "coach:roam": (
        "Roaming: you may use another player's Building. Click {name}'s {the_card} now: it costs 1 coin per Building "
        "on the way (here {n}), and its owner puts 1 Culture on it, 1 VP for them at the end.",
        "Itinérance : vous pouvez utiliser le Bâtiment d'un autre joueur. Cliquez sur {the_card} de {name} "
        "maintenant : 1 pièce par Bâtiment sur le chemin (ici {n}), et son propriétaire y pose 1 Culture, 1 PV "
        "pour lui à la fin."),
    "coach:culture_owner": (
        "You roamed to {name}'s Building, so {name} put 1 Culture on it (the flower): 1 VP for {name} at the "
        "end. Click Got it.",
        "Vous avez utilisé le Bâtiment de {name}, donc {name} y a posé 1 Culture (la fleur) : 1 PV pour {name} "
        "à la fin. Cliquez sur Compris."),
    "coach:wonder_use": (
        "Wonders in the centre belong to nobody: anyone may use one per turn, paying its cost. Click {the_card} now.",
        "Les Merveilles du centre n'appartiennent à personne : chacun peut en utiliser une par tour, en payant "
        "son coût. Cliquez sur {the_card} maintenant."),
    "coach:wonder_limit": (
        "That was your Wonder for this turn: one per turn (two different ones with the Amber Hourglass). Click "
        "Got it.",
        "C'était votre Merveille du tour : une par tour (deux différentes avec le Sablier d'Ambre). Cliquez "
        "sur Compris."),
    "coach:end_turn": (
        "Done for this turn? Click End turn: your cards untilt, and the next player takes their Kingdom turn.",
        "Terminé pour ce tour ? Cliquez sur Fin du tour : vos cartes se redressent et le joueur suivant joue son "
        "Royaume."),
    "coach:supremacy": (
        "Supremacy: after each Kingdom phase, most Military wins a Supremacy token (4 VP), then most Science. A "
        "tie wins nothing. Your tokens are here. Click Got it.",
        "Suprématie : après chaque phase de Royaume, qui a le plus de Militaire gagne un jeton Suprématie (4 PV), "
        "puis celui qui a le plus de Science. En cas d'égalité, personne ne gagne. Vos jetons sont ici. Cliquez "
        "sur Compris."),
    "coach:round2": (
        "Round 2: 4 cards, 4 slots (4, 3, 2, 1 coins), 2 plays, and the cards pass the other way. Take {card} "
        "now: drag it onto slot {slot}.",
        "Ronde 2 : 4 cartes, 4 emplacements (4, 3, 2, 1 pièces), 2 cartes jouées, et les cartes tournent dans "
        "l'autre sens. Prenez la carte {card} maintenant : glissez-la sur l'emplacement {slot}."),
    "coach:keep_immortal": (
        "Keep the Immortal that suits your game; under each, your points with it. The other goes unseen.",
        "Gardez l'Immortel qui vous convient ; sous chacun, vos points avec lui. L'autre part sans être vu."),
    "coach:vp_phase": (
        "VP phase: Immortals are called in order and each player scores: Immortal {immortal}, VP tokens "
        "{vp_tokens}, Wonders {wonders}, Supremacy {supremacy}, Culture {culture}, Diamonds {diamonds}. "
        "You: {total} VP. Click Got it.",
        "Phase de PV : les Immortels sont appelés dans l'ordre et chacun compte : Immortel {immortal}, jetons PV "
        "{vp_tokens}, Merveilles {wonders}, Suprématie {supremacy}, Culture {culture}, Diamants {diamonds}. "
        "Vous : {total} PV. Cliquez sur Compris."),
    "coach:wrap_up": (
        "You have played a whole game: the Living Draft (pick, play or transform, slot coins, the doubled 4th "
        "pick, the play limit), the Kingdom (Actions, tilting, roaming and Culture, Wonders, copying, "
        "destroying), Supremacy and the VP phase. Ready for a real game? Choose your opponents.",
        "Vous avez joué une partie entière : le Living Draft (choisir, jouer ou transformer, pièces des "
        "emplacements, 4e choix doublé, limite de cartes jouées), le Royaume (Actions, inclinaison, itinérance "
        "et Culture, Merveilles, copie, destruction), la Suprématie et la phase de PV. Prêt pour une vraie "
        "partie ? Choisissez vos adversaires."),
}

STRINGS.update(TEXT)
