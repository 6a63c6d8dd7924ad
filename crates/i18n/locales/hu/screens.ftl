# A konzol további képernyői: beállítás, helymenü, sérült napló,
# versenysáv és óra, terem.

setup-heading = Dealer Desk · új munkamenet
setup-log = Napló: { $path }
setup-floor = Floor (nem kötelező)
setup-name-hint = név
setup-pin-hint = PIN
setup-open = Asztal megnyitása (Ctrl+Enter)
setup-table-name = Asztal neve
setup-ruleset = Szabályok
setup-house-named = Házszabály: { $name }
setup-or-house = vagy házszabály-fájl
setup-house-hint = út/a/házhoz.yaml
setup-load = Betöltés
setup-stakes = Tétek
setup-ante = ante
setup-bring-in = bring-in
setup-small-bet = kis tét
setup-big-bet = nagy tét
setup-small-blind = kis vak
setup-big-blind = nagy vak
setup-seats = Helyek (üres név: üres hely)
setup-seat = { $seat }. hely
setup-stack = zseton
setup-too-few = ültessen le legalább két játékost (mindegyiket névvel és zsetonnal)
setup-no-stack = { $seat }. hely: { $name } zseton nélkül ül
setup-floor-needs-both = a floornak név és PIN is kell
setup-bad-stakes = tétek: { $error }

seats-bar = Helyek (Alt+1 … Alt+0):
seats-bar-busted = { $seat } { $name } · kiesett
seats-bar-out = { $seat } { $name } · kimarad
seats-bar-stack = { $seat } { $name } · { $stack }
seats-bar-hint = { $seat }. hely: leül, rebuy, kimarad, visszajön, átül, távozik
seats-window = { $seat }. hely
seats-empty = Üres hely: egy játékos buy-innal ül le.
seats-buy-in = Buy-in
seats-sit-down = Leül
seats-needs-name = a játékosnak név kell
seats-name = Név
seats-empty-tournament = Üres hely: egy játékos a kezdő zsetonokkal lép be.
seats-enter = Belépés a versenybe
seats-player-chips = { $name } · { $stack ->
    [one] { $stack } zseton
   *[other] { $stack } zseton
}
seats-no-chips = { $name } zseton nélkül maradt: rebuy, vagy a hely felszabadul.
seats-rebuy = Rebuy
seats-add-on = Add-on
seats-leave = Távozik
seats-top-up = Rebuy / feltöltés
seats-back-in = Visszajön
seats-sit-out = Kimarad
seats-move-to = Átül a helyre
seats-move = Átül
seats-not-a-seat = „{ $text }” nem helyszám
seats-not-chips = „{ $text }” nem zsetonszám

broken-heading = Ebbe a naplóba nem lehet írni
broken-explain = Semmi sem kerül bele. Hívja a floort: a naplót módosíthatták, és a tartalma bizonyíték. Nézze át csak olvasásra, vagy osszon tovább egy új naplófájlba.
broken-review = Átnézés csak olvasásra (F5)
broken-new-file = Új naplófájl:
broken-new-hint = egy új fájl útvonala
broken-start = Új napló indítása
broken-name-a-file = adjon meg fájlt az új naplónak
broken-exists = { $path } már létezik: új naplóhoz új fájl kell

tourney-ante-big-blind = , ante { $ante } (a nagy vak fizeti)
tourney-ante-each = , ante { $ante } fejenként
tourney-next-level = { $level }. szint: { $blinds }
tourney-next-level-ante = { $level }. szint: { $blinds }, ante { $ante }
tourney-last-level = utolsó szint
tourney-not-started = nem indult el
tourney-paused = SZÜNETEL
tourney-break = { $n }. szünet
tourney-level = { $n }. szint
tourney-next = következik { $next }
tourney-bar-counts = játékos { $players } · nevezés { $entries } · díjalap { $pool } { $currency } · átlag { $average }
tourney-clock-view = Óra
tourney-clock-view-hint = A verseny órája egy második képernyőre (F11: teljes képernyő)
tourney-deal-figures = Adatok egy megállapodáshoz: még kifizetendő { $left } { $currency }
tourney-head-seat = Hely
tourney-head-player = Játékos
tourney-head-chips = Zseton
tourney-head-chip-count = Zseton szerint
tourney-head-icm = ICM
tourney-deal-note = Kiindulópont egy megállapodáshoz; a floor a chop paranccsal rögzíti.
tourney-on-break = szünet
tourney-clock-next = Következik: { $next }
tourney-break-in = Szünet { $time } múlva
tourney-clock-counts = Játékos { $players }   ·   Nevezés { $entries }   ·   Átlag { $average }
tourney-prize-pool = Díjalap { $pool } { $currency }
tourney-window-title = #{ $id } verseny órája
