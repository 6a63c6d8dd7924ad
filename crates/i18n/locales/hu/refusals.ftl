# A leosztás játékosa névvel és hellyel ($form "of": birtokos, a név nem ragozódik).
player = { $form ->
        [of] { $name } ({ $seat }. hely)
       *[as] { $name } ({ $seat }. hely)
    }
# Olyan pozíció, amely a leosztásban nincs, 1-től számolva.
player-position = { $form ->
        [of] { $pos }. pozíció
       *[as] { $pos }. pozíció
    }
refusal-not-your-turn = { $turn } következik, nem { $seat }.
refusal-betting-over = A licitkör véget ért: { $turn } megmutatja a lapjait, vagy muckba dobja őket.
refusal-dealer-next = Most nincs licit: az osztó oszt.
refusal-hand-over = A leosztás véget ért.
refusal-no-bring-in = Most nem kell bring-int tenni.
refusal-must-bring-in = { $seat } lapja a legalacsonyabb: bring-int kell tennie, vagy teljes tétre kiegészítenie.
refusal-bet-below-min = { ARTICLE($to, capital: "yes") } { $to } { $to ->
        [one] zsetonos
       *[other] zsetonos
    } tét a minimum alatt van: a legkisebb tét { $min } { $min ->
        [one] zseton
       *[other] zseton
    }.
refusal-raise-below-min = { ARTICLE($to, capital: "yes") } { $to } { $to ->
        [one] zsetonra
       *[other] zsetonra
    } emelés a minimum alatt van: legalább { $min } { $min ->
        [one] zsetonra
       *[other] zsetonra
    } kell emelni.
refusal-bet-above-max = { ARTICLE($to, capital: "yes") } { $to } { $to ->
        [one] zsetonos
       *[other] zsetonos
    } tét a maximum felett van: a legnagyobb tét { $max } { $max ->
        [one] zseton
       *[other] zseton
    }.
refusal-raise-above-max = { ARTICLE($to, capital: "yes") } { $to } { $to ->
        [one] zsetonra
       *[other] zsetonra
    } emelés a maximum felett van: legfeljebb { $max } { $max ->
        [one] zsetonra
       *[other] zsetonra
    } lehet emelni.
refusal-limit-exactly = Fixed limitben itt az összeg pontosan { $size } { $size ->
        [one] zseton
       *[other] zseton
    }, nem { $to }.
refusal-limit-choice = Fixed limitben itt az összeg { $small } vagy { $big } zseton, kis tét vagy nagy tét, nem { $to }.
refusal-no-raise = { $seat } legfeljebb megadhat.
refusal-muck-must-show = { $seat } lapjait kérték látni: színükkel felfelé az asztalra kell tenni őket.
refusal-muck-all-in = { $seat } nem dobhat muckba: egy játékos all-inben van, ezért a showdownnál minden kezet felfordítanak.
refusal-muck-not-now = { $seat } most nem dobhat muckba: a muck a showdownnál jön, az utolsó lap után.
refusal-duplicate-card = { ARTICLE($card, capital: "yes") } { $card } már kint van ebben a leosztásban.
refusal-not-in-deck = { ARTICLE($card, capital: "yes") } { $card } nincs ebben a pakliban: a short decket csak hatostól ászig osztják.
refusal-not-an-option = { $seat } számára ez most nem lehetséges: { $act }.
refusal-nobody-to-raise = Minden más játékos all-inben van vagy kiszállt: nincs, aki ellen emelni.
refusal-not-reopened = { $seat } már lépett, és azóta kevesebb mint teljes emeléssel áll szemben: csak megadhat vagy bedobhat.
refusal-capped = Ebben a licitkörben legfeljebb { $bets } tét lehet (a nyitótét és az emelések együtt).
refusal-held-binds = { $seat } soron kívüli akciója ({ $act }) érvényes: az akció nem változott.
refusal-not-in-hand = { $seat } nincs ebben a leosztásban.
refusal-cannot-bet-now = { $seat } most nem tehet tétet.
refusal-no-draw-now = { $seat } most nem cserélhet lapot.
refusal-draw-exposed-not-now = Csak azt a lapot cserélik ki, amelyet az osztó a csere lapjainak kiosztása közben fed fel: a játékos által felfedett lap játékban marad.
refusal-draw-not-dealt = A csere lapjait még nem osztották ki: a hibás lapszámot akkor javítják, amikor már kiosztották őket.
refusal-discard-not-held = { $seat } kezében nincsenek ott az eldobott lapok.
refusal-chips-not-theirs = { $seat } előtt { $stack } van: a kitett { $total } zseton nem lehet mind az övé.
refusal-check-facing-bet = { $seat } azt mondta: „check”, pedig { $call } a megadás: csak megadhat vagy bedobhat.
refusal-nothing-put-out = { $seat } előtt { $call } a megadás, és semmit nem tett ki: megadás, emelés vagy bedobás.
refusal-low-card-nothing = { $seat } lapja a legalacsonyabb: bring-int kell tennie, vagy teljes tétre kiegészítenie; semmit nem tett ki.
refusal-undercall-floor = { $total } kevesebb a megadáshoz kellő { $call } zsetonnál, emeléssel szemben, { $players } játékossal a leosztásban: a floor dönt.
refusal-no-betting = Most nem folyik licitkör.
refusal-own-turn = { $seat } következik: magát az akciót adja meg.
refusal-no-action = { $seat } nem léphet ebben a leosztásban.
refusal-already-held = { $seat } soron kívüli akciója már várakozik.
refusal-wrong-seat = A következő lap { $want } játékosé, nem { $seat } játékosé.
refusal-hole-count = { $seat } ezen a streeten még { $count } lapot kap, nem ennyit: { $given }.
refusal-board-count = A közös lapokhoz most még { $count } lap jár, nem ennyi: { $given }.
refusal-not-now = { $what ->
        [hole] Zárt lapok
        [board] Közös lapok
       *[burn] Égetés
    } most nem: { $wait }.
wait-hole = { $seat } még { $count } lapot kap
wait-board = a közös lapokhoz még { $count } lap jár
wait-burn = előbb egy lapot égetni kell
wait-face-up = { $seat } előbb felfordítja a lapjait
wait-action = { $seat } következik
wait-over = a leosztás véget ért
refusal-four-flop-burn = Az égetett lapot a floor választja ki a négy floplap közül: { $cards }.
refusal-scrambled-burn = Az égetett lapot véletlenszerűen húzzák a három, színével lefelé összekevert floplap közül, { $cards }: adja meg a kihúzott lapot.
refusal-cannot-show = { $seat } most nem mutathat lapot: a lapokat a showdownnál vagy a licit vége után fordítják fel.
refusal-show-all = { $seat } kezében { $holds } lap van, és mindet fel kell fordítania, nem ennyit: { $given }.
refusal-shown-unread = { $seat } { $nth }. lapja ??-ként van megmutatva, és nem olvasható.
refusal-dealt-other = { $seat } { $nth }. lapját { $dealt } lapként osztották, nem { $shown } lapként.
refusal-dead-card = { $seat } keze holt: { ARTICLE($card) } { $card } holt lap, nem javítandó osztói hiba.
refusal-no-such-player = Ebben a leosztásban nincs { $seat }.
refusal-substantial-exposed = Már volt érdemi akció: a felfedett { $card } már nem jelent hibás osztást, a leosztás folytatódik.
refusal-exposed-outside-deal = Az osztáson kívül felfedett lap nem javítandó osztói hiba: a játékos által felfedett lap játékban marad.
refusal-exposed-plays = A licit már elkezdődött: { ARTICLE($card) } { $card } egymagában nem a pakli első két lapjának egyike, ezért játékban marad, és semmit nem cserélnek.
refusal-not-dealt-to = { ARTICLE($card, capital: "yes") } { $card } lapot nem { $seat } kapta.
refusal-first-street-over = Az első street véget ért: most már nincs hibás osztás.
refusal-substantial-no-misdeal = Már volt érdemi akció: nincs hibás osztás, a leosztás folytatódik.
refusal-flop-game-only = { $what ->
        [premature] Az idő előtti közös lapok
        [extra-card] Az extra zárt lap
       *[short-hand] A hiányzó zárt lap
    } flopos játékok eljárása: { ARTICLE($game) } { $game } játékban nincsenek közös lapok, a floor dönt (d kill vagy d misdeal).
refusal-premature-when = Idő előtti közös lap az, amelyet a river előtti licitkör közben osztanak.
refusal-street-count = Ennek a streetnek { $want } lapja van, nem ennyi: { $given }.
refusal-burn-error-when = A hold'em közös lapjainál az égetési hibát { $burned ->
        [yes] a street égetése után, a lapjai előtt
       *[no] akkor, amikor a street égetése jön, a lapjai helyett
    }{ $stands ->
        [yes] ; az asztalon lévő lapok maradnak
       *[no] {""}
    } kell jelezni.
refusal-no-burn-due = Most nincs égetés.
refusal-name-all-or-none = Ha egy lap felfedett, adja meg az összes égetés nélkül érkezett lapot; amíg mind színével lefelé van, egyet se (mindegyik ??).
refusal-name-second-burn = Adja meg a második égetett lapot: ez a street első lapja.
refusal-no-live-hand = { $seat } keze nem élő.
refusal-still-owed = { $seat } ebben az osztásban még lapokat kap: ossza ki őket sorban.
refusal-contested-side-pot = { ARTICLE($amount, capital: "yes") } { $amount } zsetonos mellékpotért { $by } játszik { $without } nélkül: végigjátsszák, vagy külön döntenek róla.
refusal-see-at-showdown = Egy kéz megmutatását a showdownnál lehet kérni.
refusal-no-hand-at-showdown = { $seat } kezében nincs lap a showdownnál.
refusal-already-tabled = { $seat } lapjai már fel vannak fordítva.
refusal-only-called = Csak { $seat } kezét adták meg.
refusal-none-called = Egy kézre sem tettek tétet, amit megadtak volna.
refusal-seventh-betting-begun = A hetedik street licitje már elkezdődött: a felfedett lapot azelőtt kell jelezni, hogy bárki lépne.
refusal-stud-exposed-plays = Csak a harmadik street lapjainak osztása közben felfedett első vagy második zárt lap, vagy a hetedik street lapja javítandó osztói hiba; { $seat } { $card } lapja játékban marad.
held-act = { $act ->
        [fold] bedob
        [check-call] check vagy megadás
       *[bet-raise] tét vagy emelés { $to } zsetonra
    }
refusal-by-rule = Elutasítva { ARTICLE($rule) } { $rule } szabály szerint ({ $cite }): { $text }
rule-cite-preset = { $cite } (a mellékelt presetből: nincs ebben a házszabályfájlban)
rule-cite-default = { $cite } (alapértelmezés: nincs ebben a házszabályfájlban)

desk-no-hand = Nincs folyamatban leosztás.
desk-hand-in-play = Már folyik egy leosztás.
desk-no-floor-named = Nincs „{ $name }” nevű floor.
desk-too-few-players = { $count ->
        [one] Csak egy játékos
       *[other] { $count } játékos
    } kaphat lapot; egy leosztáshoz kettő kell.
desk-not-dealt-in = { ARTICLE($seat, capital: "yes") } { $seat } nem kap lapot.
desk-floor-only = { ARTICLE($action, capital: "yes") } „{ $action }” a floorra tartozik: { $why }; a floor a PIN-kódjával és indoklással adja meg.
desk-no-reason = A floor döntéséhez indoklás kell.
desk-not-floor = Csak a floor dönthet.
desk-floor-by-floor = Floort csak egy már regisztrált floor nevével és PIN-kódjával lehet felvenni.
desk-first-floor-after-hands = Az első floort az asztal beállításakor, az első leosztás előtt kell regisztrálni. Ebben a naplóban már vannak leosztások, de nincs floor, így itt senki sem lehet floor.
desk-wrong-pin = Hibás floor PIN-kód.
desk-locked-out = Ez a floor { $wrong } hibás PIN-kód után { $until } UTC-ig zárolva van.
desk-nothing-to-void = A leosztásban nincs érvényteleníthető akció.
desk-nothing-to-correct = A leosztásban nincs javítható akció.
desk-no-ended-hand = Még nem volt javítható leosztás.
desk-seat-left = { ARTICLE($seat, capital: "yes") } { $seat } játékosa elhagyta az asztalt: a zsetonjait a floor kézzel rendezi.
desk-chips-gone = { $seat } már nem rendelkezik azzal { ARTICLE($chips) } { $chips } { $chips ->
        [one] zsetonnal
       *[other] zsetonnal
    }, amelyet a javítás visszavesz.
desk-nothing-to-take-back = Nincs mit visszavonni: { $why }.
desk-no-unseen-cards = Most nem kell zárt lapot osztani.
desk-draw-count-closed = Azt, hogy { $seat } hány lapot cserélt, a csere után mondják meg, a csere utáni licitkör kezdetéig; most nem.
desk-not-drawn-yet = { $seat } ebben a cserében még nem cserélt.
desk-button-after-first-hand = A buttont a játék elején, az első leosztás előtt kell kijelölni.
desk-empty-seat = { ARTICLE($seat, capital: "yes") } { $seat } üres.
desk-drawn-twice = { ARTICLE($card, capital: "yes") } { $card } lapot kétszer húzták ki.
desk-no-draw = Nem húztak lapot.
desk-no-dealer-name = Az osztónak név kell.
desk-name-empty = A névnek legalább egy karakterből kell állnia.
desk-name-too-long = Ez a név { $chars } karakteres, több, mint a névben megengedett { $max }.
desk-name-forbidden = A név { $position }. karaktere { $code }, vezérlő-, formázó-, írásirány- vagy sortörő karakter, amilyet név nem tartalmazhat.
desk-name-reads-like = „{ $name }” összetéveszthető a már nyilvántartott „{ $like }” névvel; válasszon mással össze nem téveszthető nevet.
desk-weak-pin = Ez a PIN-kód túl gyenge: { $detail }
desk-not-understood = Nem értem: „{ $entry }” ({ $detail }).
desk-encode-event = Az asztal nem tudja beírni ezt a bejegyzést a naplóba; semmit sem rögzített.
desk-encode-rules = Az asztal nem tudja beírni a terem szabályait a naplóba; semmit sem rögzített.

command-empty = Adjon meg egy akciót, lapokat vagy parancsot
command-no-hand = Nincs folyamatban leosztás: írja be az n-t a következő osztáshoz, vagy egy ülőhelyszót (sit, leave, rebuy…)
command-floor-word = { ARTICLE($word, capital: "yes") } „{ $word }” a floorra tartozik: a floor a PIN-kódjával és indoklással dönt róla (floorpanel, F2); az osztó a saját utolsó bevitelét az undo paranccsal veszi vissza
command-unseen = { $seat } lapjait látatlanul osztották: adja meg a megmutatott lapokat, pl. s Ah Kd
command-no-cards = Nincsenek megadott lapok
command-burn-one-card = Az égetés egy lap (vagy ??, illetve b, ha senki sem látta)
command-board-face-up = A közös lapokat színükkel felfelé osztják: adja meg mindegyiket úgy, ahogy látszik
command-no-raise = Most nem lehet emelni
command-no-raise-because = Nincs emelés: { $why }
command-all-in-too-much = Az all-in ({ $all-in }) több a megengedett legnagyobb összegnél ({ $max }): írja be: p vagy r { $max }
command-not-betting-key = { ARTICLE($word, capital: "yes") } „{ $word }” itt nem licitbillentyű: f, c, r N, p, h, a, bi vagy $ ZSETONOK
command-no-chips = Adja meg a kitett zsetonokat, pl. $ 500 vagy $ 100 100 100 raise
command-not-chips = { ARTICLE($word, capital: "yes") } „{ $word }” nem zsetonösszeg
notation-too-many-words = Túl sok szó egy akcióhoz
notation-not-a-player = { ARTICLE($word, capital: "yes") } „{ $word }” nem játékos (p1–p10)
notation-one-card = { $what ->
        [burn] Az égetés
       *[extra] Az extra lap
    } egy lap
notation-out-of-turn-form = A soron kívüli akció f, cc vagy cbr ÖSSZEG
notation-unknown-verb = Ismeretlen játékosakció: „{ $verb }”
notation-shape = Várt forma: „d dh pN LAPOK”, „d db LAPOK” vagy „pN f|cc|cbr N|pb|sm [LAPOK]”
cards-bad-token = „{ $token }” ({ $at }. karakter) nem lap (pl. Ah, Td, 10d vagy ??)
cards-duplicate = { ARTICLE($card, capital: "yes") } { $card } kétszer szerepel (újra { ARTICLE($at) } { $at }. karakternél)
word-seat-missing = „{ $line }”: hiányzik az ülőhely száma
word-chips-missing = „{ $line }”: hiányzik a zsetonösszeg
word-not-a-seat = „{ $line }”: { ARTICLE($word) } „{ $word }” nem ülőhely
word-card = { $word }: { $detail }
word-not-pair = „{ $line }”: { ARTICLE($word) } „{ $word }” nem HELY:ÉRTÉK alakú
word-not-play-for = „{ $line }”: { ARTICLE($word) } „{ $word }” nem play:ÖSSZEG alakú
word-not-amount = „{ $line }”: { ARTICLE($word) } „{ $word }” nem összeg
word-not-duration = { ARTICLE($word, capital: "yes") } „{ $word }” nem időtartam: 20m, 90s, 1h30m
word-floors = { ARTICLE($line, capital: "yes") } „{ $line }” a floorra tartozik: floor NÉV PIN "INDOK" { $line }
word-form = „{ $line }”: helyesen { $form }
floor-call-kill = egy kéz holttá nyilvánítása a floor döntése
floor-call-award = a pot döntéssel való odaítélése a flooré
floor-call-fouled-deck = a hibás pakli érvényteleníti a leosztást, és erről a floor dönt
floor-call-see = a lapok megtekintésének kérése a showdownnál a floor döntése
floor-call-misdeal = a kiosztás befejezése után a hibás osztásról a floor dönt
floor-call-kills-hand = az eredménye holt kéz lenne, és egy kéz holttá nyilvánítása a floor döntése
floor-call-misdeal-after-action = az eredménye hibás osztás lenne, amely visszavonja a játékosok már megtett akcióit, és erről a floor dönt
take-back-no-hand = nincs folyamatban leosztás
take-back-no-entry = a leosztásnak még nincs bejegyzése
take-back-recorded-after = az utolsó akció után már rögzült valami, ezt a floor javítja
take-back-by-floor = az utolsó akciót a floor adta meg, ezt a floor javítja
weak-pin-few-digits = a floor PIN-kódja legalább { $digits } számjegyű (vagy használjon { $chars } karakteres jelmondatot)
weak-pin-short-passphrase = a floor jelmondata legalább { $chars } karakteres (vagy használjon { $digits } számjegyű PIN-kódot)
weak-pin-one-digit = a floor PIN-kódja nem állhat végig ugyanabból a számjegyből (például 000000)
weak-pin-straight = a floor PIN-kódja nem lehet egymást követő számjegyek sora felfelé vagy lefelé (például 123456 vagy 987654)
desk-no-room-flag = A terem ennél az asztalnál nem mutat törölhető jelzést.
desk-not-room-staff = { $name } nincs a terem floorjai között (a terem { $seq }. változása szerint): ez az asztal a teremtől kapja a floorjait.
desk-removed-from-room-staff = { $name } lekerült a terem floorjai közül (a terem { $seq }. változása), és ennél az asztalnál már nem dönthet.
command-two-players = { ARTICLE($word, capital: "yes") } „{ $word }” több játékost is jelölhet (helyek: { $seats }): adja meg a helyszámot.
command-out-of-turn-key = { $seat } soron kívüli akciója f, c vagy r ÖSSZEG lehet, nem „{ $word }”.
