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
session-moved = { $name } przesiada się z miejsca { $from } na miejsce { $to }
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
done-floors = '{ $action }' należy do floora: panel floora ma to gotowe na jego PIN i powód
done-dealt-unseen = rozdano { $count } { $count ->
        [one] kartę zakrytą
        [few] karty zakryte
        [many] kart zakrytych
       *[other] karty zakrytej
    } bez pokazania
done-taken-back = cofnięto: { $action }
done-voided = ostatnia akcja unieważniona: { $reason }
done-floor-added = floor { $name } zarejestrowany
done-no-session = żadna sesja nie jest otwarta
done-because = { $what }: { $reason }
done-clock-paused = zegar zatrzymany
done-clock-running = zegar chodzi
done-clock-adjusted = { $seconds } s na zegarze
done-bust-undone = miejsce { $seat } wraca do turnieju
done-chop = umowa zapisana, gra toczy się o pozostałe { $left }
