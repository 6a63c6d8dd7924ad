# Co bylo právě zapsáno.

session-sat = { $name } si sedá na místo { $seat } s { $chips } { $chips ->
        [one] žetonem
        [few] žetony
        [many] žetony
       *[other] žetony
    }
session-left = { $name } odchází z místa { $seat } s { $chips } { $chips ->
        [one] žetonem
        [few] žetony
        [many] žetony
       *[other] žetony
    }
session-out = { $name } má sit out
session-back = { $name } je zpět ve hře
session-added = { $name } dokupuje { $chips } { $chips ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    }
session-moved = { $name } se přesazuje z místa { $from } na místo { $to }
session-button = button začíná na místě { $seat }
session-drew-button = button si vytahuje { $name } na místě { $seat }
session-dealer = krupiér u stolu: { $name }
session-entered = { $name } vstupuje na místě { $seat } ({ $kind ->
        [late] pozdní registrace
        [re-entry] re-entry
       *[other] buy-in
    })
session-rebought = { $name } dělá rebuy
session-add-on = { $name } bere add-on
session-clock-started = hodiny běží
session-clock-moved = hodiny jdou dál
session-coloured-up = žetony hodnoty { $chip } jsou vyměněny za vyšší

done-recorded = Zapsáno: { $what }
done-ruling = Rozhodnutí: { $note }
done-now = Nyní
done-legal-now = Nyní povoleno
done-rulings = Rozhodnutí v této relaci ({ $count })
done-ruling-line = Hra č. { $hand }: { $text }
done-hand-dealt = hra č. { $hand } rozdána, button na místě { $seat }
done-floors = „{ $action }“ rozhoduje floorman: panel floormana to má připravené k jeho PINu a důvodu
done-dealt-unseen = { $count } { $count ->
        [one] karta rozdána
        [few] karty rozdány
        [many] karty rozdáno
       *[other] karet rozdáno
    } lícem dolů bez zobrazení
done-taken-back = vzato zpět: { $action }
done-voided = poslední akce zrušena: { $reason }
done-floor-added = floorman { $name } zaregistrován
done-no-session = není otevřena žádná relace
done-because = { $what }: { $reason }
done-clock-paused = hodiny zastaveny
done-clock-running = hodiny běží
done-clock-adjusted = { $seconds } s na hodinách
done-bust-undone = místo { $seat } je zpět v turnaji
done-chop = deal zapsán, hraje se o zbývajících { $left }

# Akce slovy, jak ji čte přehled, vzetí zpět a oprava: hráč jménem a místem.
action-deal-hole = rozdáno hráči { $seat }: { $cards }
action-deal-board = společné karty: { $cards }
action-burn = spálená karta: { $cards }
action-exposed = karta { $card } odkrytá při rozdávání hráči { $seat }
action-misdeal = chybné rozdání
action-premature = předčasná karta: { $cards }
action-extra = karta navíc hráči { $seat }: { $cards }
action-boxed = karta lícem nahoru v balíčku: { $card }
action-fouled = vadný balíček
action-out-of-turn = { $seat } jedná mimo pořadí: { $act }
action-kill = karty hráče { $seat } jsou mrtvé
action-short = { $seat } má o kartu méně
action-no-burn = rozdáno bez spálení: { $cards }
action-double-burn = druhá spálená karta: { $cards }
action-award = bank dostává { $seat }
action-see = karty hráče { $seat } chce někdo vidět
action-fold = { $seat } skládá karty
action-check-call = { $seat } { $how ->
        [check] dává check
        [call] dorovnává
       *[check-call] dává check nebo dorovnává
    }
action-bet-raise = { $seat } { $how ->
        [bet] sází { $to }
        [raise] navyšuje na { $to }
       *[bet-raise] sází nebo navyšuje na { $to }
    }
action-bring-in = { $seat } platí bring-in
action-show = { $seat } ukazuje { $cards }
action-muck = { $seat } zahazuje karty do mucku
action-draw = { $seat } mění { $cards }
action-stand-pat = { $seat } nemění žádnou kartu
draw-drew = { $cards ->
        [0] výměna 0 (nemění)
       *[other] výměna { $cards }
    }
draw-seat-line = { $seat }: { $draws }
draw-told = { $seat }: { $cards ->
        [0] žádná vyměněná karta, nemění
        [one] vyměněna { $cards } karta
        [few] vyměněny { $cards } karty
        [many] vyměněno { $cards } karty
       *[other] vyměněno { $cards } karet
    }.
# Rozdané karty, které nikdo neviděl.
cards-unseen = { $count ->
        [one] lícem dolů
        [few] { $count } karty lícem dolů
        [many] { $count } karty lícem dolů
       *[other] { $count } karet lícem dolů
    }
room-staff-as-of = Floormani z herny podle změny { $seq }: { $names }
room-staff-as-of-nobody = Herna podle změny { $seq } nemá žádné floormany: u tohoto stolu nikdo nerozhoduje.
room-staff-unreachable = Herna není dostupná ({ $reason }): platí její floormani podle změny { $seq }.
room-staff-broken = Řetězec floormanů herny je porušen u změny { $room }: platí seznam podle změny { $seq }.
room-staff-rewound = Herna ukazuje floormany podle změny { $room }, starší než změna { $seq }, kterou zapsal tento stůl: platí ten seznam.
