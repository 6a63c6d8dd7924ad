cli-rules-follows = { $name } — alapja: { $follows }
cli-rules-chosen = választott: { $value }
cli-rules-no-rule = { $file }: nincs „{ $rule }” szabály; szabályok itt: { $rules }

cli-verify-intact = { $file }: a lánc ép, { $events } { $events ->
        [one] esemény
       *[other] esemény
    }, utolsó hash { $hash }
cli-verify-intact-anchor = { $file }: a lánc ép, { $events } { $events ->
        [one] esemény
       *[other] esemény
    }, utolsó hash { $hash }, a horgony egyezik
cli-verify-scratch-pins = { $file }: { $names } PIN-kódja a hibavadászat próbaköltségével van hash-elve: hibavadászat naplója, nem asztalé

cli-show-head = { $hand }. leosztás (id { $id }), button: { $button }. hely, kezdés { $started } UTC
cli-show-operator = { $name } ({ $role ->
        [dealer] osztó
        [floor] floor
       *[other] ellenőr
    })
cli-show-seat = { $seat }. hely { $name }: { $stack }
cli-show-chips = potok [{ $pots }] zsetonok [{ $stacks }]
cli-show-reason = indoklás: { $reason }
cli-show-rake = rake { $rake }
cli-show-pot = { $n }. pot: { $amount }, nyertes: { $awards }

cli-standings-title = Verseny #{ $id } ({ $currency })
cli-standings-place = helyezés
cli-standings-name = név
cli-standings-entries = nevezés
cli-standings-rebuys = rebuy
cli-standings-add-ons = add-on
cli-standings-stack = zseton
cli-standings-prize = díj
cli-standings-in = játékban
cli-standings-pool = buy-in { $buy_ins } + rebuy { $rebuys } + add-on { $add_ons } − díjak { $fees } = díjalap { $pool } = kifizetve { $paid } + kifizetendő { $to_pay }
cli-standings-rounding = kerekítés: { $rounding }
cli-standings-rounding-rule = minden díj lefelé kerekítve { $unit } { $currency } többszörösére, a maradék { $remainder ->
        [top-down] a helyezéseké az elsőtől lefelé, egységenként
       *[first] az első helyezetté
    }; az azonos helyezést elérők egységenként osztoznak, a maradék egységet először { $ties ->
        [lowest] a legkisebb számú hely
       *[button] a buttontól balra ülő játékos
    } kapja
cli-standings-paid-in = befizetve
cli-standings-out-hand = leosztás
cli-standings-out-at = kiesett (UTC)
cli-standings-deal = Deal rögzítve: { $at }, még kifizetendő { $left } { $currency }:
cli-standings-offer = Adatok egy dealhez, még kifizetendő { $left } { $currency }:
cli-standings-seat = hely
cli-standings-chip-chop = zseton szerint
cli-standings-icm = ICM
cli-standings-agreed = deal szerint
cli-standings-play-for = játékra hagyott összeg: { $play_for }
cli-standings-html-title = Kifizetési lap · { $title }
cli-standings-html-prizes = Díjstruktúra
cli-standings-html-places = Helyezések
cli-standings-html-deal = Deal
cli-standings-html-money = Befizetések és kifizetések

# Folyamatjelzők: amit számolnak, a „12/300” után.
cli-progress-events = esemény
cli-progress-files = fájl
cli-progress-hands = leosztás

cli-since-not-a-date = --since { $date }: ÉÉÉÉ-HH-NN alakú dátum kell
cli-read-broken = { $file }: { $error }; ellenőrzésen megbukott naplóból semmi sem olvasható
cli-no-hand = { $file }: nincs { $hand }. leosztás

# `log hands`: tabulátorral elválasztott oszlopok, mindegyik szavai.
cli-hands-hand = { $hand }. leosztás
cli-hands-button = button: { $button }. hely
cli-hands-in-play = folyamatban

cli-anchor-not-a-seq = --expect { $anchor }: „{ $seq }” nem eseménysorszám
cli-anchor-not-a-hash = --expect { $anchor }: a hash 64 hexadecimális karakter
cli-anchor-broken = { $file }: { $error }; sérült naplóból nincs horgony
cli-anchor-no-event = { $file }: nincs { $seq }. esemény; a napló { ARTICLE($last) } { $last }. eseménnyel ér véget
cli-anchor-cut = { $file }: a horgony { ARTICLE($seq) } { $seq }. eseménynél van, de a napló { ARTICLE($last) } { $last }. eseménnyel véget ér: a végét levágták
cli-anchor-rewritten = { $file }: { ARTICLE($seq) } { $seq }. esemény hash-e { $found }, nem a horgonyé ({ $hash }): a naplót átírták

cli-export-time-zone = --time-zone { $zone }: nem időzóna neve, mint például Europe/Budapest
cli-export-chip-value = --chip-value { $value }: nem összeg, mint például 1, 0.25 vagy 0.01
cli-export-max-seats = --max-seats { $seats }: egy asztalnál 2–10 hely van

cli-import-closed = { $file }: lezárva egy leosztás, amelyet egy korábbi import csak félig írt meg
cli-import-recorded = { $file }: rögzítve { $hand }. leosztásként
cli-import-refused = { $file }: nincs rögzítve: { $error }
cli-import-skipped = kihagyva { $count } { $count ->
        [one] leosztás
       *[other] leosztás
    }, amely már a naplóban van

cli-replay-summary = { $passed } megfelelt, { $failed } hibás, { $unsupported } nem támogatott

cli-rules-ok = { $file }: rendben ({ $name }, alapja: { $follows })
cli-rules-note-option = { $file }: megjegyzés: a rules.{ $id } nincs a fájlban: az alapértelmezett „{ $value }” érvényes ({ $cite })
cli-rules-note-text = { $file }: megjegyzés: a rules.{ $id } nincs a fájlban: a mellékelt { $preset } szövege érvényes

# `room status`: asztalonként egy sor, tabulátorral elválasztott oszlopok.
cli-room-none = még egy asztal sem szinkronizált a teremmel
cli-room-between-hands = leosztások között
cli-room-hand-in-play = { $hand }. leosztás folyik
cli-room-no-players = nincs játékos
cli-room-events = { $events } { $events ->
        [one] esemény
       *[other] esemény
    }
cli-room-behind = ({ $behind } lemaradás)
cli-room-last-sync = utolsó szinkron { $at } UTC
cli-room-never-synced = még nem szinkronizált
cli-room-flagged = MEGJELÖLVE: { $flag }
cli-room-cleared = levette: { $floor }, { $at } UTC (a napló { $seq }. eseménye, onnan { $epoch }. korszak): { $reason }; a jelzés: { $flag }
cli-room-table = # { $table } asztal
cli-room-broken = { $table }: a lánc megszakad { ARTICLE($seq) } { $seq }. eseménynél: { $fault }
cli-room-epoch-intact = { $table } ({ $epoch }. korszak, egy levétel előtt): a lánc ép, { $events } { $events ->
        [one] esemény
       *[other] esemény
    }, utolsó hash { $hash }
cli-room-epoch-broken = { $table } ({ $epoch }. korszak): a lánc megszakad { ARTICLE($seq) } { $seq }. eseménynél: { $fault }
cli-room-refused = { $table }: elutasított { $seq }. esemény ({ $action }), küldte { $sender }: { $reason }
cli-room-no-url = nincs megadva terem: adja meg a kapcsolódási karakterláncát, vagy írja a dealerdesk.toml fájlba: room = "postgresql://…"
cli-room-copy = { $table } asztal a teremben
cli-room-staff-added = { $name } a terem floorja ({ $seq }. változás, { $role } szerep, { $at }; hash { $hash })
cli-room-staff-removed = { $name } már nem a terem floorja ({ $seq }. változás, { $role } szerep, { $at }; hash { $hash })
cli-room-staff-none = a teremnek nincs floorja
cli-room-staff-member = { $name }: felvevő szerepkör: { $role }, { $at } ({ $seq }. változás)
cli-room-staff-intact = floorok: a lánc ép, { $changes } { $changes ->
        [one] változás
       *[other] változás
    }, utolsó hash { $hash }
cli-room-staff-broken = floorok: a lánc megszakad { ARTICLE($seq) } { $seq }. változásnál: { $fault }
cli-room-staff-unfounded = floorok: { ARTICLE($seq) } { $seq }. változás ({ $name }) nem következik az előtte lévőkből
cli-room-staff-stranger = { $table }: { $name }, floor az asztal naplójában ({ $seq }. esemény), nincs a terem floorjai között

cli-clear-no-table = { $file }: ebben a naplóban egyik asztalnál sem osztottak
cli-clear-no-one = { $file }: nincs { $name } nevű személy
cli-clear-pin = { $name } PIN-kódja:
cli-clear-no-open-flag = { $table }: a terem nem mutat nyitott megjelölést
cli-clear-cleared = { $table }: levéve #{ $id }: { $flag }
cli-clear-ruling = { $table }: a döntés a napló { $seq }. eseménye ({ $hash }); a terem a naplót az első eseményétől { $epoch }. korszakként veszi át

cli-sync-flagged = terem: ez az asztal MEGJELÖLVE: { $flags }
cli-sync-unsent = terem: { $state }; a maradékot a következő --room indításkor küldjük

# Miért nem rögzítette a `log import` a leosztást.
cli-import-game = a napló játéka { $log }, a leosztásé { $hand }
cli-import-action-refused = { ARTICLE($index) } { $index }. lépés („{ $text }”) elutasítva: { $why }
cli-import-seats = a helyek ({ $seats }) nem a buttontól balra, a játékosok sorrendjében követik egymást az asztal körül
cli-import-unfinished = a leosztás nincs befejezve
cli-import-stacks = a napló szabályai szerint a leosztás { $replayed } zsetonokkal ér véget, nem a rögzített { $recorded } zsetonokkal
cli-import-player-name = { ARTICLE($player) } { $player }. játékos: { $why }

cli-no-such-path = { $file }: nincs ilyen fájl vagy mappa
cli-cannot-read = { $file } nem olvasható
cli-cannot-read-folder = a mappa nem olvasható: { $file }
cli-standings-not-a-tournament = { $file }: ez a napló nem versenyé
cli-room-scratch = munkamappa a terem másolataihoz
cli-clock-not-a-tournament = a --clock versenyhez való: a házszabály-fájlnak nincs tournament része
cli-phh-fault = { $file }: { $detail }
cli-error = hiba: { $detail }
entry-taken-back = visszavonta az osztó, aki bevitte
entry-voided = a floor érvénytelenítette: { $action }
entry-corrected = a floor javította: { $action }, most { $to }
# A house option's value in words (`value:` in a house file).
rule-option-value = { $value ->
        [each] minden játékos
        [big-blind] a nagy vak az egész asztalért
        [full-raise] csak teljes emelés nyitja újra a licitet
        [any-raise] bármely emelés újra megnyitja a licitet
        [never] a plafon mindig érvényes
        [heads-up-before-cap] heads-upban nincs plafon, hacsak korábban el nem érték
        [round-starts-heads-up] nincs plafon, ha a licitkör heads-upban kezdődik
        [as-if-full] a vakok teljes összegükkel számítanak
        [as-posted] a vakok a betett összegükkel számítanak
        [small-blind-as-big] a kis vak nagy vaknak számít
        [position] pozíció szerint
        [suit] szín szerint
        [contribution] minden játékos befizetésének része
        [dead-main-pot] holt pénz a főpotban
        [side-pots-first] a mellékpotok játékosai mutatnak először
        [earlier-discards] csak a korábbi cserék eldobott lapjai, e csere lapjai csak akkor, ha a pakli még így is kevés
        [others-current-discards] a többi játékos e cserében eldobott lapjai is
        [usual] a szokásos sorrend
        [blind-first] előbb a vak
        [ante-first] előbb az ante
        [recorded] minden égetett lapot bevisznek
        [implicit] az égetett lapokat nem viszik be
        [two-with-chips-or-three] két zsetonos akció vagy bármely három
        [two-players-acted] két játékos lépett
        [face-up] all-in után a lapok színükkel felfelé
        [at-showdown] a lapokat a showdownnál mutatják
        [burn-one] egy extra lap lesz az égetett lap
        [misdeal] hibás osztás
        [redeal] újraosztás
        [set-aside] félretétel
        [floor-picks-burn] a floor választja ki az égetett lapot
        [first-left-of-button] az első nyertes a buttontól balra
        [high-card-in-hand] a kéz legmagasabb lapja szín szerint
        [high-card-all-cards] a játékos összes lapja közül a legmagasabb szín szerint
        [lowest-card] a legalacsonyabb lap szín szerint, az ász alacsony
        [up-card] nyílt lapként játszik
        [plays] a lap játékban marad
        [replaced] a lapot kicserélik
        [reshuffle] újrakeverés és újraosztás
        [restore-order] a lapok sorrendjének helyreállítása
        [scramble-draw] színével lefelé összekeverni és kihúzni az égetett lapot
        [big-bet-option] nagy tét is tehető
        [small-bet] a kis tét marad
        [called-hand] csak a megadott kéz
        [any-hand] bármely kéz
        [dead] holt button
        [moving] mozgó button
        [post] azonnal beteszi a vakokat
        [wait] megvárja a nagy vakot
        [dealt-in] azonnal kap lapot
        [true] igen
        [false] nem
        [null] nincs
       *[other] { $value }
    }
cli-room-staff-entry-no-change = { $table }: a napló { $event }. eseménye a terem floorjait { ARTICLE($seq) } { $seq }. változás szerint rögzíti, de ilyen változás nincs a terem floorláncában
cli-room-staff-entry-hash = { $table }: a napló { $event }. eseménye a terem floorjait { ARTICLE($seq) } { $seq }. változás szerint { $hash } hash-sel rögzíti, ami nem a terem hash-e ehhez a változáshoz
cli-room-staff-entry-names = { $table }: a napló { $event }. eseménye a terem floorjait { ARTICLE($seq) } { $seq }. változás szerint így rögzíti: { $names }, de a teremnek akkor nem ezek voltak a floorjai
cli-standings-chop-guaranteed = zseton szerint: minden játékosnak először jár { $amount } { $currency }, a következő helyezés díja; a maradék zseton szerint oszlik
cli-standings-chop-over-first = { $name } ({ $seat }. hely): zseton szerint { $amount } { $currency }, ez több, mint az első helyezés díja ({ $first } { $currency })
entry-misdealt = { $action }: hibás osztás, a lapokat újraosztják
cli-show-in-play = folyamatban: { $amount } a potokban, e kör tétjeivel együtt
cli-verify-signed = { $file }: a floor minden bejegyzése alá van írva ({ $entries } aláírás), minden kulcs visszavezetve az első floorig: { $name } (kulcs: { $key })
cli-verify-unsigned = { $file }: aláíratlan (régebbi formátum): a floor bejegyzésein nincs aláírás, így a napló nem bizonyítja, ki döntött
cli-verify-no-floor = { $file }: nincs felvett floor, így a floor egyetlen bejegyzése sincs aláírva
cli-anchor-other-floor = { $file }: az első floor kulcsa { $found }, nem a horgonyban álló { $key }: a naplót átírták
cli-anchor-unsigned = { $file }: a horgony az első floor kulcsát nevezi meg ({ $key }), de a naplóban nincs aláíró floor: a naplót átírták
cli-no-step = { $file }: { ARTICLE($hand) } { $hand }. leosztásnak nincs { $step }. lépése; a lépései: 1–{ $steps }
cli-whatif-no-action = nincs a felvétel helyett játszandó lépés: adjon meg legalább egyet PHH-jelöléssel (lásd docs/notation.md)
