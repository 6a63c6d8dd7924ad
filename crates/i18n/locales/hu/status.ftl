# Amit most rögzített az asztal.

session-sat = { $name } leül { ARTICLE($seat) } { $seat }. helyre { $chips } zsetonnal
session-left = { $name } { $chips } zsetonnal elhagyja { ARTICLE($seat) } { $seat }. helyet
session-out = { $name } kimarad
session-back = { $name } visszajön
session-added = { $name } { $chips } zsetont vásárol
session-moved = { $name } átül { ARTICLE($from) } { $from }. helyről { ARTICLE($to) } { $to }. helyre
session-button = a button { ARTICLE($seat) } { $seat }. helyen kezd
session-drew-button = { $name } húzta a buttont { ARTICLE($seat) } { $seat }. helyen
session-dealer = { $name } az osztó
session-entered = { $name } belép { ARTICLE($seat) } { $seat }. helyen ({ $kind ->
        [late] késői regisztráció
        [re-entry] re-entry
       *[other] buy-in
    })
session-rebought = { $name } rebuyt vesz
session-add-on = { $name } add-ont vesz
session-clock-started = az óra indul
session-clock-moved = az óra továbblép
session-coloured-up = { ARTICLE($chip) } { $chip } értékű zsetonokat nagyobbra váltották

done-recorded = Rögzítve: { $what }
done-ruling = Döntés: { $note }
done-now = Most
done-legal-now = Most szabályos
done-rulings = Döntések ebben a munkamenetben ({ $count })
done-ruling-line = { $hand }. leosztás: { $text }
done-hand-dealt = { ARTICLE($hand) } { $hand }. leosztás elkezdődött, a button { ARTICLE($seat) } { $seat }. helyen
done-floors = { ARTICLE($action, capital: "yes") } „{ $action }” a floorra tartozik: a floorpanelen előkészítve várja a floor PIN-kódját és indoklását
done-dealt-unseen = { $count } lapot osztottak ki színével lefelé, látatlanul
done-taken-back = visszavonva: { $action }
done-voided = az utolsó akció érvénytelenítve: { $reason }
done-floor-added = floor regisztrálva: { $name }
done-no-session = nincs nyitott munkamenet
done-because = { $what }: { $reason }
done-clock-paused = az óra megállítva
done-clock-running = az óra jár
done-clock-adjusted = { $seconds } mp az órán
done-bust-undone = { ARTICLE($seat) } { $seat }. hely visszakerül a versenybe
done-chop = deal rögzítve, { $left } marad játékra

# Egy akció szavakkal, ahogy az áttekintés, a visszavonás és a javítás mondja: a játékos névvel és hellyel.
action-deal-hole = { $seat } lapjai: { $cards }
action-deal-board = közös lapok: { $cards }
action-burn = égetett lap: { $cards }
action-exposed = { ARTICLE($card) } { $card } felfordult, amikor { $seat } lapot kapott
action-misdeal = hibás osztás
action-premature = idő előtti lap: { $cards }
action-extra = extra lap { $seat } játékosnak: { $cards }
action-boxed = színével felfelé fordult lap a pakliban: { $card }
action-fouled = hibás pakli
action-out-of-turn = { $seat } soron kívül lép: { $act }
action-kill = { $seat } keze holt
action-short = { $seat } eggyel kevesebb lapot kapott
action-no-burn = égetés nélkül osztva: { $cards }
action-double-burn = második égetett lap: { $cards }
action-award = a potot { $seat } kapja
action-see = { $seat } lapjait kérték látni
action-fold = { $seat } bedob
action-check-call = { $seat } { $how ->
        [check] checkel
        [call] megad
       *[check-call] checkel vagy megad
    }
action-bet-raise = { $seat } { $how ->
        [bet] tétet tesz: { $to }
        [raise] emel { $to } zsetonra
       *[bet-raise] tétet tesz vagy emel { $to } zsetonra
    }
action-bring-in = { $seat } beteszi a bring-int
action-show = { $seat } megmutatja: { $cards }
action-muck = { $seat } muckba dobja a lapjait
action-draw = { $seat } cserél: { $cards }
action-stand-pat = { $seat } nem cserél
draw-drew = { $cards ->
        [0] csere 0 (nem cserél)
       *[other] csere { $cards }
    }
draw-seat-line = { $seat }: { $draws }
draw-told = { $seat } { $cards ->
        [0] nem cserélt lapot
       *[other] { $cards } lapot cserélt
    }.
# Kiosztott lapok, amelyeket senki sem látott.
cards-unseen = { $count ->
        [one] lefordítva
       *[other] { $count } lap lefordítva
    }
room-staff-as-of = A terem floorjai a terem { $seq }. változása szerint: { $names }
room-staff-as-of-nobody = A teremnek { ARTICLE($seq) } { $seq }. változás szerint nincs floorja: ennél az asztalnál senki sem dönthet.
room-staff-unreachable = A terem nem érhető el ({ $reason }): a floorjai a terem { $seq }. változása szerint érvényesek.
room-staff-broken = A terem floorjainak lánca megszakad a terem { $room }. változásánál: { ARTICLE($seq) } { $seq }. változás szerinti lista érvényes.
room-staff-rewound = A terem a floorjait { ARTICLE($room) } { $room }. változás szerint mutatja, ami korábbi, mint az asztal által rögzített { $seq }. változás: az a lista érvényes.
