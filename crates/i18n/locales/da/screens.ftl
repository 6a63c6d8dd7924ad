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
setup-house-hint = sti/til/hus.yaml
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
setup-no-stack = plads { $seat }: { $name } mangler chips
setup-floor-needs-both = en floor skal have både navn og PIN
setup-bad-stakes = indsatser: { $error }

seats-bar = Pladser (Alt+1 … Alt+0):
seats-bar-busted = { $seat } { $name } · ude
seats-bar-out = { $seat } { $name } · sidder over
seats-bar-stack = { $seat } { $name } · { $stack }
seats-bar-hint = Plads { $seat }: sæt dig, rebuy, sid over, tilbage, flyt, forlad
seats-window = Plads { $seat }
seats-empty = Tom plads: en spiller sætter sig med et buy-in.
seats-buy-in = Buy-in
seats-sit-down = Sæt dig
seats-needs-name = en spiller skal have et navn
seats-name = Navn
seats-empty-tournament = Tom plads: en spiller går ind med startstakken.
seats-enter = Gå ind i turneringen
seats-player-chips = { $name } · { $stack ->
    [one] { $stack } chip
   *[other] { $stack } chips
}
seats-no-chips = { $name } har ingen chips: et rebuy, eller pladsen forlades.
seats-rebuy = Rebuy
seats-add-on = Add-on
seats-leave = Forlad
seats-top-up = Rebuy / top-up
seats-back-in = Tilbage i spil
seats-sit-out = Sid over
seats-move-to = Flyt til plads
seats-move = Flyt
seats-not-a-seat = '{ $text }' er ikke et pladsnummer
seats-not-chips = '{ $text }' er ikke et antal chips

broken-heading = Der kan ikke skrives i denne log
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
tourney-deal-figures = Tal til en aftale: { $left } { $currency } tilbage at udbetale
tourney-head-seat = Plads
tourney-head-player = Spiller
tourney-head-chips = Chips
tourney-head-chip-count = Efter chips
tourney-head-icm = ICM
tourney-deal-note = Et udgangspunkt for en aftale; floor registrerer den med chop.
tourney-on-break = pause
tourney-clock-next = Næste: { $next }
tourney-break-in = Pause om { $time }
tourney-clock-counts = Spillere { $players }   ·   Indskud { $entries }   ·   Gennemsnit { $average }
tourney-prize-pool = Præmiepulje { $pool } { $currency }
tourney-window-title = Ur for turnering nr. { $id }
