# Konsollens andre skærme: opsætning, pladsmenu, ødelagt log, turneringslinje
# og ur, rummet.

setup-heading = Dealer Desk · ny session
setup-log = Log: { $path }
setup-floor = Floor (valgfri)
setup-name-hint = navn
setup-pin-hint = PIN
setup-open = Åbn bordet (Ctrl+Enter)
setup-table-name = Bordets navn
setup-ruleset = Regelsæt
setup-house-named = Husregler: { $name }
setup-or-house = eller husregelfil
setup-house-hint = path/to/house.yaml
setup-load = Indlæs
setup-stakes = Indsatser
setup-ante = ante
setup-bring-in = bring-in
setup-small-bet = lille bet
setup-big-bet = stort bet
setup-small-blind = lille blind
setup-big-blind = stor blind
setup-seats = Pladser (et tomt navn giver en tom plads)
setup-seat = Plads { $seat }
setup-stack = chips
setup-too-few = sæt mindst to spillere (hver med navn og chips)
setup-too-few-entries = sæt mindst to spillere (hver med navn; strukturen giver chipsene)
setup-no-stack = plads { $seat }: { $name } mangler chips
setup-stack-not-chips = »{ $text }« er ikke et antal chips: kun cifre
setup-seat-refused = plads { $seat }, { $name }: { $error }
setup-starting-stack = Turnering: hver spiller går ind med startstakken fra strukturen, { $stack } { $stack ->
    [one] chip
   *[other] chips
}.
setup-floor-needs-both = en floor skal have både navn og PIN
setup-bad-stakes = indsatser: { $error }

seats-bar = Pladser (Alt+1 … Alt+0):
seats-bar-busted = { $seat } { $name } · ude
seats-bar-out = { $seat } { $name } · sidder over
seats-bar-stack = { $seat } { $name } · { $stack }
seats-bar-hint = Plads { $seat }: placér spiller, rebuy, sidder over, tilbage i spil, flyt, forlader bordet
seats-window = Plads { $seat }
seats-empty = Tom plads: en spiller sætter sig med et buy-in.
seats-buy-in = Buy-in
seats-sit-down = Placér spiller
seats-needs-name = en spiller skal have et navn
seats-name = Navn
seats-empty-tournament = Tom plads: en spiller går ind med startstakken.
seats-enter = Ind i turneringen
seats-player-chips = { $name } · { $stack ->
    [one] { $stack } chip
   *[other] { $stack } chips
}
seats-no-chips = { $name } har ingen chips: et rebuy, eller pladsen forlades.
seats-rebuy = Rebuy
seats-add-on = Add-on
seats-leave = Forlader bordet
seats-top-up = Rebuy / top-up
seats-back-in = Tilbage i spil
seats-sit-out = Sidder over
seats-move-to = Flyt til plads
seats-move = Flyt
seats-not-a-seat = »{ $text }« er ikke et pladsnummer
seats-not-chips = »{ $text }« er ikke et antal chips

broken-heading = Der kan ikke skrives i denne log
broken-exit = Loggen { $path } kan ikke skrives til: { $detail }
broken-explain = Intet bliver skrevet i den. Tilkald floor: loggen kan være ændret, og dens indhold er bevis. Gennemse den skrivebeskyttet, eller spil videre i en ny logfil.
broken-review = Gennemse skrivebeskyttet (F5)
broken-new-file = Ny logfil:
broken-new-hint = sti til en ny fil
broken-start = Start en ny log
broken-name-a-file = angiv en fil til den nye log
broken-exists = { $path } findes: en ny log skal have en ny fil

tourney-ante-big-blind = , ante { $ante } (big blind betaler)
tourney-ante-each = , ante { $ante } hver
tourney-next-level = Niveau { $level }: { $blinds }
tourney-next-level-ante = Niveau { $level }: { $blinds }, ante { $ante }
tourney-last-level = sidste niveau
tourney-not-started = ikke startet
tourney-paused = PAUSE
tourney-break = Pause { $n }
tourney-level = Niveau { $n }
tourney-next = næste { $next }
tourney-bar-counts = spillere { $players } · indskud { $entries } · præmiepulje { $pool } { $currency } · gennemsnit { $average }
tourney-clock-view = Ur
tourney-clock-view-hint = Turneringsuret til en anden skærm (F11: fuld skærm)
tourney-start-clock = Start uret (F7)
tourney-next-level-now = Næste niveau (F8)
tourney-manual-clock = manuelt ur
tourney-deal-figures = Tal til en deal: { $left } { $currency } tilbage at udbetale
tourney-head-seat = Plads
tourney-head-player = Spiller
tourney-head-chips = Chips
tourney-head-chip-count = Efter chips
tourney-head-icm = ICM
tourney-deal-note = Et udgangspunkt for en deal; flooren registrerer den med chop.
tourney-deal-rounding = Andele i hele enheder på { $unit } { $currency } efter største rest, så lige store stakke får lige meget; en enhed, de står lige om, og et beløb under en enhed går først til { $name } (plads { $seat }), { $rule ->
        [lowest] laveste plads
       *[button] første til venstre for dealerknappen
    }.
tourney-on-break = pause
tourney-clock-next = Næste: { $next }
tourney-break-in = Pause om { $time }
tourney-clock-counts = Spillere { $players }   ·   Indskud { $entries }   ·   Gennemsnit { $average }
tourney-prize-pool = Præmiepulje { $pool } { $currency }
tourney-window-title = Ur for turnering nr. { $id }
tourney-place-now = næste ude: nr. { $place }
tourney-places-out = Ude: { $places }
tourney-place-entry = nr. { $place } { $name }
tourney-place-entry-prize = nr. { $place } { $name } ({ $prize } { $currency })
tourney-seat-out = ude · nr. { $place }

room-heading = Rummet
room-refresh = Opdatér (F5)
room-copying = Kopierer { $table } fra rummet…
room-none-synced = Intet bord er synkroniseret til rummet endnu.
room-head-table = Bord
room-head-game = Spil
room-head-hand = Hånd
room-head-players = Spillere
room-head-events = Hændelser
room-head-last-sync = Sidste synk.
room-between-hands = mellem hænder
room-hand-in-play = nr. { $hand } i spil
room-behind = { $seq } ({ $behind } bagud)
room-never = aldrig
room-hands = Hænder
room-flagged = MARKERET
room-flag-heading = Rummet har markeret dette bord
room-flag-explain = Rummet har en kopi af hver hændelse, dette bord har logget, og denne log stemmer ikke længere med den. Tilkald floor: her gives der ikke, før rummets markering er fjernet. Rummets kopi er optegnelsen over, hvad der blev givet.
room-flag-review = Gennemse denne log skrivebeskyttet (F5)
room-flag-clear-heading = Floor fjerner markeringen
room-flag-clear-explain = En floor giver sin PIN og en begrundelse. Afgørelsen skrives i denne log og i rummet; rummet beholder sin tidligere kopi og markeringen (som fjernet) og tager herfra denne log som bordets optegnelse, fra dens første hændelse.
room-flag-clear = Fjern markeringen (Enter)
room-flag-clearing = Afgørelsen sendes til rummet…
room-flag-cleared = Fjernet af { $floor }: afgørelsen er hændelse { $seq } i denne log; rummet tager loggen fra dens første hændelse som epoke { $epoch }.
room-flag-no-floor = Der er ingen floor registreret i denne log, så markeringen kan ikke fjernes ved dette bord.
room-open = Rummet (F6)
room-open-hint = Alle rummets borde; enhver hånd skrivebeskyttet
room-in-sync = rummet har alle hændelser, til { $seq }
room-sending = sender
room-unreachable = bordet spiller videre; alt sendes, når rummet er tilbage ({ $reason })
room-event-heading = Turnering ved rummets borde
room-event-name = Turnering
room-event-open = Åbn (Enter)
room-event-draw = Træk pladserne (F9)
room-event-balance = Balancér og bryd borde op (F10)
room-event-pick = Turneringer i rummet (klik på en for at åbne den):
room-event-refresh = Opdatér listen
room-event-break = Bryd bord { $table } op
room-event-table = Bord { $table }: { $count } { $count ->
    [one] spiller
   *[other] spillere
}
room-event-balance-due = Bordene skal balanceres: tryk F10.
room-state-connecting = forbinder
room-state-in-sync = synkroniseret
room-state-behind = { $events } { $events ->
        [one] hændelse
       *[other] hændelser
    } bagud
room-state-unreachable = kan ikke nås
room-state-unreachable-behind = kan ikke nås, { $behind } bagud
room-state-flagged = BORDET ER MARKERET
room-state-failed = synkroniserer ikke: { $reason }
room-flag-cut = Loggen slutter ved hændelse { $last }, før de hændelser rummet har.
room-flag-cut-empty = Loggen er tom, og rummet har hændelser fra dette bord.
room-flag-rewritten = Loggens hændelse { $seq } er ikke den, rummet har.
room-flag-replaced = Loggens første hændelse er ikke den, rummet har: en anden logfil.
room-flag-refused = Rummet afviste hændelse { $seq }: { $detail }
setup-default-table = Bord 1
setup-language = Bordets sprog
setup-language-hint = Det sprog, bordet taler (gemt med reglerne); hver person kan stadig vælge sit eget ved bordet
preset-nl-holdem = No-limit hold'em (TDA 2024)
preset-pl-holdem = Pot-limit hold'em (TDA 2024)
preset-fl-holdem = Fixed-limit hold'em (Robert's Rules)
preset-pl-omaha = Pot-limit Omaha (TDA 2024)
preset-fl-omaha-hilo = Fixed-limit Omaha high/low (Robert's Rules)
preset-stud = Syvkorts stud (Robert's Rules)
preset-stud-hilo = Syvkorts stud high/low (Robert's Rules)
preset-razz = Razz (Robert's Rules)
preset-nl-short-deck = No-limit short deck hold'em (TDA 2024)
preset-nl-27-single-draw = No-limit 2-7 single draw (TDA 2024)
preset-fl-27-triple-draw = Fixed-limit 2-7 triple draw (Robert's Rules)
preset-fl-badugi = Fixed-limit badugi (Robert's Rules)
stakes-no-limit = { $small }/{ $big } no-limit
stakes-pot-limit = { $small }/{ $big } pot-limit
stakes-fixed-limit = { $small }/{ $big } fixed-limit
stakes-stud = { $small }/{ $big } { $game }, bring-in { $bring_in }
table-rotation-hands = Spil nu: { $now } · næste: { $next } om { $hands } { $hands ->
    [one] hånd
   *[other] hænder
}
table-rotation-next-hand = Spil nu: { $now } · næste: { $next } fra næste hånd
table-rotation-level = Spil nu: { $now } · næste: { $next } fra næste niveau
table-rotation-orbit = Spil nu: { $now } · næste: { $next } efter denne runde
stakes-ante = , ante { $ante }
review-reading = Læser loggen…
review-untrusted = Denne log består ikke verifikationen ({ $why }): det, den viser, kan være ændret.
review-no-hand = Ingen hånd valgt.
review-hands = Hænder ({ $count })
review-hand-no = Hånd nr.
review-day = Dag
review-day-hint = ÅÅÅÅ-MM-DD
review-player = Spiller
review-newer = < Nyere
review-older = Ældre >
review-hand-line = nr. { $hand } · { $at } · pulje { $pot }
review-hand = Hånd nr. { $hand }
review-start = |< Start
review-back = < Tilbage
review-step = trin { $step } / { $last }
review-next = Næste >
review-end = Slut >|
review-export-phh = Eksportér PHH
review-export-stars = Eksportér PokerStars
review-posted = blinds og ante betalt
review-role = { $role ->
        [dealer] Dealer
        [floor] Floor
       *[other] Revisor
    }
review-written = Skrevet til { $path }
review-not-written = Kunne ikke skrive { $path }: { $detail }
