# What a rule the engine applied did (the notes of its rulings), with the
# seats, cards and counts as arguments. Players are named by name and seat ($seat, and $seat-of for the possessive).

note-short-all-in = { $seat-of } all-in to { $to } is less than a full raise: it does not reopen the betting for players who have acted.
note-open-pair-big = { $seat } made the big bet on an open pair: every raise on fourth street is now the big bet.
note-held = { $seat } acted out of turn ({ $act }): held; it binds when { $seat-of } turn comes if the action has not changed.
note-held-bound = { $seat-of } out-of-turn { $act } binds: the action had not changed.
note-held-unbound = { $seat-of } out-of-turn { $act } does not bind: the action changed, so { $seat } had every option and chose { $chose }.
note-omaha-read = Each hand is read as two hole cards and three board cards.
note-draw-reshuffle = The stub cannot give the next draw and keep its last card back: its last card, the muck, the discards of earlier draws and the burns are shuffled to make a new stub.
note-draw-exposed = { $card } was exposed as the draw was dealt to { $seat }: it cannot be kept and goes to the discards; { $seat } gets the card owed after everyone else has drawn.
note-draw-extra-back = { $seat } was given a card too many in the draw: it is taken back to the discards.
note-draw-extra-dead = { $seat } holds a card too many after the betting on the draw began: the hand is dead and its chips stay in the pot.
note-draw-short-completed = { $seat } was given a card too few in the draw: { $seat } gets the next card from the stub after everyone else has drawn.
note-draw-short-dead = { $seat } holds a card too few after the betting on the draw began: the hand is dead and its chips stay in the pot.
note-stud-short-stub = The stub holds { $stub } cards, fewer than the { $need } needed for a burn, { $players } players and { $spares } { $spares ->
        [one] spare
       *[other] spares
    }: the { $burns } earlier burns go back into it and it is scrambled, { $cards } cards.
note-stud-common-card = { $cards } cards are still short of { $need }: after the burn one common card is dealt face up for all { $players } players.
note-dead-hand = { $seat-of } hand is dead; the chips { $seat } put in stay in the pot.
note-floor-award = The floor awards the pot to { $seat }.
note-asked-to-see = { $seat-of } hand is asked to be seen: it must be tabled and may not be mucked.
note-first-two-exposed = { $card } to { $seat } was one of the first two cards off the deck: misdeal.
note-two-exposed = Two hole cards have been exposed: misdeal.
note-exposed-set-aside = { $card } is set aside as the burn for the flop; { $seat } gets a replacement after everyone else has { $cards } cards.
note-misdeal = Misdeal: cards back, bets back to the blinds and antes as posted, same button; the redeal is exact.
note-second-boxed = A second boxed card in this deal: misdeal.
note-boxed = { $card } was face up in the deck: it is set aside and the deal goes on.
note-fouled-deck = Fouled deck: the hand is void and every chip goes back.
note-premature-turn = Premature turn { $cards }: set aside; the turn comes after a burn, then { $cards } goes back into the stub and the river comes without a burn.
note-premature-back = Premature { $count ->
        [one] card
       *[other] cards
    } { $cards }: shuffled back into the stub; the burn stays and the street is redealt without a burn.
note-premature-turn-back = { $card }, set aside as a premature turn, is back in the stub; the river comes without a burn.
note-four-flop-pick = Four-card flop { $cards }: the floor picks one at random as the turn's burn; the other three are the flop.
note-four-flop-redeal = Four-card flop { $cards }: all four go back into the stub and the flop is redealt; the burn stays.
note-no-burn-reshuffle = { $cards } came without a burn: { $exposed ->
        [yes] exposed flop cards cannot be put back in order: they
       *[no] they
    } go back into the stub, which is reshuffled; a card is burned and the street is dealt again.
note-no-burn-scramble = { $cards } came without a burn: the dealer scrambles the three face down and draws one at random as the burn, to be entered; the other two stay on the flop and the next card of the stub completes it.
note-flop-down-scramble = The flop came face down without a burn: the dealer scrambles the three cards and draws one at random as the burn, to be entered; the other two and the next card of the stub are the flop.
note-flop-down-first-burn = The flop came face down without a burn, nothing exposed: its first card is the burn; the other two and the next card of the stub are the flop.
note-no-burn-is-burn = { $cards } came without a burn: it is the burn, and the next card of the stub is the street's.
note-burn-drawn = { $card } was drawn as the burn: { $stay } stay on the flop and the next card of the stub completes it.
note-second-burn-first = { $card } was burned second: it is the street's first card.
note-second-burn-back = A second card was burned: it is scrambled back into the stub and the street comes as usual.
note-extra-dead = { $seat } holds a card too many after substantial action: the hand is dead and its chips stay in the pot.
note-second-extra = A second extra hole card in this deal: misdeal.
note-extra-misdeal = { $seat } was dealt a card too many: misdeal.
note-extra-burn = The extra card dealt to { $seat } becomes the burn for the flop.
note-short-dead = { $seat } acted on a short hand: the hand is dead and its chips stay in the pot.
note-short-completed = { $seat } was dealt short and has not acted: { $seat } gets the next card from the deck before the action goes on.
note-second-down-exposed = A second down card has been exposed in this deal: misdeal.
note-down-exposed-misdeal = { $card }, a down card of { $seat }, was exposed: misdeal.
note-down-exposed-up = { $card }, a down card of { $seat }, was exposed: it is { $seat-of } up card and the third-street card is dealt down.
note-seventh-plays = { $card }, { $seat-of } seventh-street card, was exposed: it plays.
note-seventh-replaced = { $card }, { $seat-of } seventh-street card, was exposed: it is out of play and { $seat } gets a replacement down card after everyone else.
cards-face-down = { $count } { $count ->
        [one] card
       *[other] cards
    } dealt face down
note-draw-reshuffle-current = The stub is still short without this draw's discards: the other players' discards of this draw are shuffled into it too, all but those of { $seat }, who is dealt next.
