# Co zostało właśnie zapisane.

session-sat = { $name } siada na miejscu { $seat } z { $chips } { $chips ->
        [one] żetonem
        [few] żetonami
        [many] żetonami
       *[other] żetonu
    }
session-left = { $name } odchodzi z miejsca { $seat } z { $chips } { $chips ->
        [one] żetonem
        [few] żetonami
        [many] żetonami
       *[other] żetonu
    }
session-out = { $name } pauzuje
session-back = { $name } wraca do gry
session-added = { $name } dokupuje { $chips } { $chips ->
        [one] żeton
        [few] żetony
        [many] żetonów
       *[other] żetonu
    }
session-moved = { $name } zmienia miejsce z { $from } na { $to }
session-button = button zaczyna na miejscu { $seat }
session-drew-button = button wylosowany przez gracza { $name } na miejscu { $seat }
session-dealer = { $name } jest krupierem przy stole
session-entered = { $name } wchodzi na miejscu { $seat } ({ $kind ->
        [late] późna rejestracja
        [re-entry] re-entry
       *[other] buy-in
    })
session-rebought = { $name } robi rebuy
session-add-on = { $name } bierze add-on
session-clock-started = zegar rusza
session-clock-moved = zegar idzie dalej
session-coloured-up = żetony o wartości { $chip } wymienione na wyższe

done-recorded = Zapisano: { $what }
done-ruling = Decyzja: { $note }
done-now = Teraz
done-legal-now = Teraz dozwolone
done-rulings = Decyzje w tej sesji ({ $count })
done-ruling-line = Rozdanie nr { $hand }: { $text }
done-hand-dealt = nowe rozdanie nr { $hand }, button na miejscu { $seat }
done-floors = „{ $action }” należy do floora: panel floora ma to gotowe na jego PIN i powód
done-dealt-unseen = rozdano { $count } { $count ->
        [one] kartę zakrytą
        [few] karty zakryte
        [many] kart zakrytych
       *[other] karty zakrytej
    } bez pokazania
done-taken-back = cofnięto: { $action }
done-voided = ostatnia akcja cofnięta: { $reason }
done-floor-added = floor { $name } zarejestrowany
done-no-session = żadna sesja nie jest otwarta
done-because = { $what }: { $reason }
done-clock-paused = zegar zatrzymany
done-clock-running = zegar chodzi
done-clock-adjusted = { $seconds } s na zegarze
done-bust-undone = miejsce { $seat } wraca do turnieju
done-chop = deal zapisany, gra toczy się o pozostałe { $left }

# Akcja słowami, jak ją czyta przegląd, cofnięcie i poprawka: gracz z imienia i miejsca.
action-deal-hole = rozdane dla { $seat-of }: { $cards }
action-deal-board = karty wspólne: { $cards }
action-burn = karta spalona: { $cards }
action-exposed = karta { $card } odsłonięta przy rozdawaniu dla { $seat-of }
action-misdeal = błędne rozdanie
action-premature = przedwczesna karta: { $cards }
action-extra = karta za dużo dla { $seat-of }: { $cards }
action-boxed = karta odkryta w talii: { $card }
action-fouled = wadliwa talia
action-out-of-turn = { $seat } gra poza kolejką: { $act }
action-kill = ręka { $seat-of } jest martwa
action-short = { $seat } ma o kartę za mało
action-no-burn = rozdane bez spalenia: { $cards }
action-double-burn = druga karta spalona: { $cards }
action-award = pula przyznana: { $seat }
action-see = ktoś chce zobaczyć rękę { $seat-of }
action-fold = { $seat } pasuje
action-check-call = { $seat } { $how ->
        [check] czeka
        [call] sprawdza
       *[check-call] czeka albo sprawdza
    }
action-bet-raise = { $seat } { $how ->
        [bet] stawia { $to }
        [raise] podbija do { $to }
       *[bet-raise] stawia albo podbija do { $to }
    }
action-bring-in = { $seat } stawia bring-in
action-show = { $seat } pokazuje { $cards }
action-muck = { $seat } wyrzuca karty do mucka
action-draw = { $seat } wymienia { $cards }
action-stand-pat = { $seat } nie wymienia kart
draw-drew = { $cards ->
        [0] wymiana 0 (bez wymiany)
       *[other] wymiana { $cards }
    }
draw-seat-line = { $seat }: { $draws }
draw-told = { $seat }: { $cards ->
        [0] bez wymiany kart
        [one] wymieniona { $cards } karta
        [few] wymienione { $cards } karty
        [many] wymienionych { $cards } kart
       *[other] wymienionych { $cards } kart
    }.
# Rozdane karty, których nikt nie widział.
cards-unseen = { $count ->
        [one] zakryta
        [few] { $count } karty zakryte
        [many] { $count } kart zakrytych
       *[other] { $count } karty zakrytej
    }
room-staff-as-of = Floorzy z sali według zmiany { $seq }: { $names }
room-staff-as-of-nobody = Według zmiany { $seq } sala nie ma floorów: przy tym stole nikt nie podejmuje decyzji.
room-staff-unreachable = Sala jest nieosiągalna ({ $reason }): obowiązują jej floorzy według zmiany { $seq }.
room-staff-broken = Łańcuch floorów sali jest przerwany przy zmianie { $room }: obowiązuje lista według zmiany { $seq }.
room-staff-rewound = Sala pokazuje floorów według zmiany { $room }, wcześniejszej niż zmiana { $seq } zapisana przez ten stół: obowiązuje tamta lista.
