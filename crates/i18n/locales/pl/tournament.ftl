# Odmowy w turnieju: wejścia, rebuy, add-on, zegar, color-up i deal.

tournament-not-a-tournament = Przy tym stole nie gra się turnieju: jego plik zasad nie ma sekcji turnieju.
tournament-chips-at-entry = Miejsce w turnieju dostaje stack startowy: sit MIEJSCE IMIĘ, bez żetonów.
tournament-chips-at-rebuy = Rebuy w turnieju kupuje żetony struktury po jej cenie: rebuy MIEJSCE.
tournament-no-chips-at-cash-table = Przy stole cash siada się z żetonami: sit MIEJSCE IMIĘ ŻETONY.
tournament-still-in = { $name } wciąż gra w turnieju.
tournament-registration-closed = Rejestracja zamknęła się po poziomie { $until }; zegar jest na poziomie { $level }.
tournament-no-late-registration = Ten turniej nie przyjmuje wejść po starcie.
tournament-no-re-entry = { $name } nie gra już w turnieju, a ten turniej nie ma re-entry.
tournament-re-entry-limit = Re-entry gracza { $name }: już { $limit } { $limit ->
        [one] raz
        [few] razy
        [many] razy
       *[other] razy
    }, to limit.
tournament-no-rebuys = Ten turniej nie ma rebuy.
tournament-rebuy-period-over = Rebuy skończyły się z poziomem { $until }; zegar jest na poziomie { $level }.
tournament-rebuy-above-limit = { $seat } ma { $stack }, więcej niż { $limit }: rebuy wolno zrobić tylko przy tylu żetonach lub mniej.
tournament-rebuy-limit = { $seat }: rebuy już { $limit } { $limit ->
        [one] raz
        [few] razy
        [many] razy
       *[other] razy
    }, to limit.
tournament-no-add-on = Ten turniej nie ma add-onu.
tournament-not-add-on-break = Add-on bierze się w przerwie { $break }, a ta przerwa teraz nie trwa.
tournament-add-on-taken = { $seat }: add-on już wzięty.
tournament-out = { $seat } nie gra już w turnieju.
tournament-during-hand = Rebuy, add-on i color-up robi się między rozdaniami, nie w trakcie rozdania.
tournament-clock-started = Zegar już ruszył.
tournament-clock-not-started = Zegar jeszcze nie ruszył.
tournament-clock-paused = Zegar jest już zatrzymany.
tournament-clock-running = Zegar chodzi, nie jest zatrzymany.
tournament-clock-not-manual = Zegar chodzi według rzeczywistego czasu: tick jest dla zegara ręcznego.
tournament-clock-no-time = Zmiana zegara o zero czasu.
tournament-clock-mode = Zegar ruszył jako { $logged ->
        [manual] ręczny
       *[other] zegar czasu rzeczywistego
    } i nie może stać się { $asked ->
        [manual] ręcznym
       *[other] zegarem czasu rzeczywistego
    }.
tournament-on-break = Turniej ma przerwę { $break }: rozdania zaczną się znów po jej końcu.
tournament-colour-up-due = Żetony { $chip } schodzą z gry w przerwie { $break }: przed następnym rozdaniem trzeba zrobić color-up.
tournament-no-such-colour-up = Struktura nie przewiduje color-upu żetonów { $chip }.
tournament-colour-up-early = Żetony { $chip } schodzą w przerwie { $break }, która jeszcze nie nadeszła.
tournament-coloured-up = Żetony { $chip } przeszły już color-up.
tournament-race-cards = Każdy gracz z nieparzystymi żetonami ciągnie po jednej karcie na każdy z nich: { $detail }.
tournament-race-missing = { $count ->
        [one] miejsce { $seats } musi ciągnąć
        [few] miejsca { $seats } muszą ciągnąć
        [many] miejsca { $seats } muszą ciągnąć
       *[other] miejsca { $seats } muszą ciągnąć
    }
tournament-race-extra = { $count ->
        [one] miejsce { $seats } nie ma nieparzystych żetonów
        [few] miejsca { $seats } nie mają nieparzystych żetonów
        [many] miejsca { $seats } nie mają nieparzystych żetonów
       *[other] miejsca { $seats } nie mają nieparzystych żetonów
    }
tournament-drawn-twice = Kartę { $card } wyciągnięto dwa razy.
tournament-race-card-count = { $seat } ciągnie { $due } { $due ->
        [one] kartę
        [few] karty
        [many] kart
       *[other] karty
    }, po jednej na każdy nieparzysty żeton, nie { $drew }.
tournament-not-out = { $seat } wciąż gra w turnieju.
tournament-chop-players = Deal musi wymienić każdego pozostałego gracza dokładnie raz: { $detail }.
tournament-chop-missing = { $count ->
        [one] miejsce { $seats } nie jest wymienione dokładnie raz
        [few] miejsca { $seats } nie są wymienione dokładnie raz
        [many] miejsca { $seats } nie są wymienione dokładnie raz
       *[other] miejsca { $seats } nie są wymienione dokładnie raz
    }
tournament-chop-extra = { $count ->
        [one] miejsce { $seats } już nie gra
        [few] miejsca { $seats } już nie grają
        [many] miejsca { $seats } już nie grają
       *[other] miejsca { $seats } już nie grają
    }
tournament-chop-sum = Deal wypłaca { $sum } i zostawia { $play_for } do gry, ale do wypłaty zostało { $left }.
tournament-chop-amount = { $seat } nie może dostać w dealu { $amount }: do wypłaty zostało tylko { $left }.
tournament-chop-play-for = Deal nie może zostawić { $amount } do gry: do wypłaty zostało tylko { $left }.
tournament-chop-too-few = Deal wymaga co najmniej dwóch pozostałych graczy.
tournament-deal-made = Deal jest już zapisany.
tournament-deal-ended = Deal zakończył turniej: nie zostało nic do gry.
tournament-leave-with-chips = { $seat } ma jeszcze żetony ({ $stack }): w turnieju żetony zostają w grze, a gracz odchodzi bez żetonów albo jako zwycięzca.
tournament-over = Turniej się skończył: został jeden gracz.

# Jeden turniej na wielu stołach, prowadzony przez salę (room tournament …).
event-not-a-tournament = Plik zasad sali nie ma sekcji tournament: turniej potrzebuje swojej struktury.
event-structure = Pliku zasad turnieju nie da się już odczytać: { $detail }
event-no-event = W sali nie ma turnieju { $event }.
event-exists = Turniej { $event } jest już w sali.
event-drawn = Miejsca turnieju { $event } są już wylosowane.
event-not-drawn = Miejsca turnieju { $event } nie są jeszcze wylosowane: najpierw je wylosuj.
event-no-table = Turniej { $event } nie ma stołu { $table }.
event-table-broken = Stół { $table } został rozwiązany: jego gracze siedzą przy innych stołach.
event-unread = Stół { $table } rozegrał rozdania do rozdania { $hand }, którego sala jeszcze nie odczytała: odczyta je polecenie floora.
event-list-line = { $event } ({ $state ->
        [not-drawn] miejsca niewylosowane
        [finished] zakończony
       *[playing] trwa
    }): zostało { $left } z { $entries } { $entries ->
        [one] gracza
        [few] graczy
        [many] graczy
       *[other] gracza
    }, otwarte stoły: { $open } z { $tables }.
event-list-none = W sali nie ma jeszcze żadnego turnieju.
event-no-room-to-break = Nie można rozwiązać stołu { $table }: { $players ->
        [one] jego { $players } gracz potrzebuje miejsca
        [few] jego { $players } gracze potrzebują miejsc
        [many] jego { $players } graczy potrzebuje miejsc
       *[other] jego { $players } gracza potrzebuje miejsc
    }, a przy pozostałych otwartych stołach { $free ->
        [one] jest { $free } wolne miejsce
        [few] są { $free } wolne miejsca
        [many] jest { $free } wolnych miejsc
       *[other] jest { $free } wolnego miejsca
    }.
event-not-at-table = { $player } nie siedzi przy stole { $table }.
event-no-seat = Stół { $table } nie ma miejsca { $seat }.
event-hand-again = Stół { $table } zgłosił już rozdanie { $last }: rozdanie { $hand } nie następuje po nim.
event-player-twice = Gracz { $player } jest podany dwa razy.
event-chips-changed = Przy stole { $table } ci gracze mieli { $before } { $before ->
        [one] żeton
        [few] żetony
        [many] żetonów
       *[other] żetonu
    }, a wynik daje im { $after }: rozdanie tylko przesuwa żetony między graczami, nigdy ich nie dodaje ani nie zabiera.
event-wait = Hand for hand: stół { $table } rozegrał rundę { $round } i czeka na { $tables }.
event-too-many = { $players } { $players ->
        [one] gracz nie mieści
        [few] graczy nie mieści
        [many] graczy nie mieści
       *[other] gracza nie mieści
    } się na { $seats } { $seats ->
        [one] miejscu
        [few] miejscach
        [many] miejscach
       *[other] miejsca
    }.
event-same-table = Dwa stoły nazywają się { $table }.
event-same-entrant = Gracz { $player } jest zapisany dwa razy.
event-too-few = Turniej potrzebuje co najmniej dwóch graczy.
event-no-tables = Turniej potrzebuje co najmniej jednego stołu, a każdy stół co najmniej jednego miejsca.
event-fault-move = Przeniesienie { $seq }: gracz { $player } przeszedł z { $moved } { $moved ->
        [one] żetonem
        [few] żetonami
        [many] żetonami
       *[other] żetonu
    }, a miał { $held }.
event-fault-result = Wynik rozdania { $seq } zmienił żetony stołu z { $before } na { $after }.
event-fault-out = Wpis { $seq }: gracz { $player } odpadł, mając jeszcze { $chips } { $chips ->
        [one] żeton
        [few] żetony
        [many] żetonów
       *[other] żetonu
    }.
event-fault-seat = { $player } siedzi z { $seat } { $seat ->
        [one] żetonem
        [few] żetonami
        [many] żetonami
       *[other] żetonu
    }; przeniesienia i rozdania dają { $history }.
event-fault-in-play = Na stołach jest { $at_tables } { $at_tables ->
        [one] żeton
        [few] żetony
        [many] żetonów
       *[other] żetonu
    }; wejścia kupiły { $bought }.
event-created = Turniej { $event } jest w sali: { $players } { $players ->
        [one] gracz
        [few] gracze
        [many] graczy
       *[other] gracza
    }, { $tables } { $tables ->
        [one] stół
        [few] stoły
        [many] stołów
       *[other] stołu
    }, losowanie z ziarna { $seed }.
event-seat-drawn = { $player }: stół { $table }, miejsce { $seat }
event-out = { $player } odpada.
event-h4h-starts = Od teraz gra się hand for hand (TDA RP-8): każdy stół rozgrywa jedno rozdanie i czeka na pozostałe; gracze, którzy odpadną w jednej rundzie, dzielą lokaty, które obejmują.
event-h4h-ends = Hand for hand się skończyło.
event-h4h-waiting = Hand for hand, runda { $round }: czekamy na { $tables }.
event-balance-due = Stoły trzeba wyrównać: room tournament balance { $event }.
event-balanced = Stoły są wyrównane: nikt nie zmienia stołu.
event-final-table = Stół finałowy (TDA RP-9): każdy gracz losuje nowe miejsce przy stole { $table }.
event-break = Stół { $table } zostaje rozwiązany (TDA 10-B): jego gracze losują nowe miejsca.
event-balance = Wyrównanie stołów (TDA 11-A): gracz, na którego przypada duży blind, przechodzi na najgorszą pozycję przy krótszym stole.
event-move = { $player } przechodzi ze stołu { $from }, miejsce { $from_seat }, do stołu { $to }, miejsce { $seat }, z { $chips } { $chips ->
        [one] żetonem
        [few] żetonami
        [many] żetonami
       *[other] żetonu
    }.
event-place = { $place }. lokata: { $players }
event-still-in = W grze: { $players }
event-chips-kept = Żetony w grze się zgadzają: { $chips } { $chips ->
        [one] żeton
        [few] żetony
        [many] żetonów
       *[other] żetonu
    }; odtworzone przeniesienia: { $moves }, wyniki rozdań: { $results }.
event-table-form = „{ $given }” to nie stół: pisz NAZWA:MIEJSCA, np. Red:9.
event-stack-form = „{ $given }” to nie żetony gracza: pisz GRACZ=ŻETONY, np. Ann=20000.
event-status = { $event }: zostało { $left } z { $entries } { $entries ->
        [one] gracza
        [few] graczy
        [many] graczy
       *[other] gracza
    }, w grze { $chips } { $chips ->
        [one] żeton
        [few] żetony
        [many] żetonów
       *[other] żetonu
    }, otwarte stoły: { $open } z { $tables }.
event-status-not-drawn = Miejsca nie są jeszcze wylosowane.
event-status-clock = Zegar ruszył { $at }.
event-status-level = Poziom { $level }: blindy { $small }/{ $big }, ante { $ante }; zostało { $left }, następny etap zaczyna się { $next }.
event-status-on-break = Przerwa: zostało { $left }, do { $next }.
event-status-broken = Stół { $table }: rozwiązany.
event-status-table = Stół { $table } ({ $count }): { $players }
tournament-move-during-hand = Gracz przechodzi do innego stołu między rozdaniami, nie w trakcie rozdania.
tournament-move-not-seated = { $seat }: gracz { $name } tam nie siedzi, więc przeniesienie zlecone przez salę nie może go stamtąd zabrać.
tournament-move-seated-here = { $seat }: gracz { $name } siedzi już przy tym stole; przeniesienie posadziłoby go drugi raz.
tournament-move-not-left = Stół gracza { $name } nie zapisał jeszcze jego odejścia od stołu: przeniesienie { $move } posadzi go tu, gdy je zapisze.
event-fault-transfer = Przeniesienie { $seq }: gracz { $player } przy odejściu od jednego stołu miał żetonów { $left }, a przy drugim usiadł z liczbą { $seated }.
event-fault-seated-before-left = Przeniesienie { $seq }: stół { $table } posadził gracza { $player }, zanim jego stół zapisał jego odejście.
event-fault-seated-elsewhere = Przeniesienie { $seq }: stół { $table } posadził gracza { $player } na miejscu { $seat }, nie tam, gdzie wskazała sala, albo drugi raz.
event-fault-logs-in-play = Zapisy stołów mają żetonów: { $at_tables }, przeniesienia jeszcze nieposadzone: { $in_transit }; wejścia kupiły: { $bought }.
event-logs-kept = Zapisy stołów się zgadzają: przeczytane zapisy: { $logs }; przeniesienia jeszcze nieposadzone: { $pending }, żetony w nich: { $chips }.
event-table-moved-out = Przeniesienie { $move }: { $player } odchodzi z miejsca { $seat } z żetonami ({ $chips }) do stołu { $to }, miejsce { $to_seat }.
event-table-moved-in = Przeniesienie { $move }: { $player } siada na miejscu { $seat } z żetonami ({ $chips }).
event-table-move-waiting = Przeniesienie { $move }: gracz { $player } przyjdzie na miejsce { $seat }, gdy stół { $from } zapisze jego odejście.
event-table-move-refused = Przeniesienie { $move } gracza { $player } nie jest zapisane: { $reason }
event-duration-form = „{ $given }” to nie czas: pisz np. 20m, 90s albo 1h.
event-table-h4h-wait = Hand for hand: ten stół rozegrał swoje rozdanie i przed następnym czeka na stół { $tables }.
tournament-clock-more-than-left = Do końca trwającego poziomu lub przerwy zostało tylko { $left }; odjęcie tylu minut by go zakończyło. Przejście do następnego poziomu floor zarządza osobno.
