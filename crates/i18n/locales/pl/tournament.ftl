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
tournament-rebuy-limit = { $seat } zrobiło rebuy już { $limit } { $limit ->
        [one] raz
        [few] razy
        [many] razy
       *[other] razy
    }, to limit.
tournament-no-add-on = Ten turniej nie ma add-onu.
tournament-not-add-on-break = Add-on bierze się w przerwie { $break }, a ta przerwa teraz nie trwa.
tournament-add-on-taken = { $seat } wzięło już add-on.
tournament-out = { $seat } odpadło z turnieju.
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
tournament-drawn-twice = { $card } jest ciągnięta dwa razy.
tournament-race-card-count = { $seat } ciągnie { $due } { $due ->
        [one] kartę
        [few] karty
        [many] kart
       *[other] karty
    }, po jednej na każdy nieparzysty żeton, nie { $drew }.
tournament-not-out = { $seat } nie odpadło.
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
