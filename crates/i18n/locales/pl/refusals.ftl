refusal-not-your-turn = Teraz kolej { $turn }, nie { $seat }.
refusal-betting-over = Licytacja się skończyła: { $turn } pokazuje karty albo wyrzuca je do mucka.
refusal-dealer-next = Teraz nie ma licytacji: krupier rozdaje.
refusal-hand-over = Rozdanie się skończyło.
refusal-no-bring-in = Teraz nie stawia się bring-in.
refusal-must-bring-in = { $seat } ma najniższą kartę i musi postawić bring-in albo uzupełnić do pełnego zakładu.
refusal-bet-below-min = Za mały zakład ({ $to } { $to ->
        [one] żeton
        [few] żetony
        [many] żetonów
       *[other] żetonu
    }): najmniejszy zakład to { $min } { $min ->
        [one] żeton
        [few] żetony
        [many] żetonów
       *[other] żetonu
    }.
refusal-raise-below-min = Za małe podbicie (łącznie { $to } { $to ->
        [one] żeton
        [few] żetony
        [many] żetonów
       *[other] żetonu
    }): najmniejsze podbicie to łącznie { $min } { $min ->
        [one] żeton
        [few] żetony
        [many] żetonów
       *[other] żetonu
    }.
refusal-bet-above-max = Za duży zakład ({ $to } { $to ->
        [one] żeton
        [few] żetony
        [many] żetonów
       *[other] żetonu
    }): największy zakład to { $max } { $max ->
        [one] żeton
        [few] żetony
        [many] żetonów
       *[other] żetonu
    }.
refusal-raise-above-max = Za duże podbicie (łącznie { $to } { $to ->
        [one] żeton
        [few] żetony
        [many] żetonów
       *[other] żetonu
    }): największe podbicie to łącznie { $max } { $max ->
        [one] żeton
        [few] żetony
        [many] żetonów
       *[other] żetonu
    }.
refusal-limit-exactly = W fixed limit suma wynosi tu dokładnie { $size } { $size ->
        [one] żeton
        [few] żetony
        [many] żetonów
       *[other] żetonu
    }, a nie { $to }.
refusal-limit-choice = W fixed limit suma wynosi tu { $small } albo { $big } (mały zakład albo duży zakład), a nie { $to }.
refusal-no-raise = { $seat } może najwyżej sprawdzić.
refusal-muck-must-show = Ktoś chciał zobaczyć rękę { $seat }: trzeba odkryć karty na stole.
refusal-muck-all-in = { $seat } nie może wyrzucić kart do mucka: gracz jest all-in, więc przy showdownie odkrywa się wszystkie ręce.
refusal-muck-not-now = { $seat } nie może teraz wyrzucić kart do mucka: muck przychodzi przy showdownie, po ostatniej karcie.
refusal-duplicate-card = { $card } już jest w tym rozdaniu.
refusal-by-rule = Odrzucone według zasady { $rule } ({ $cite }): { $text }

desk-no-hand = Nie trwa żadne rozdanie.
desk-hand-in-play = Rozdanie już trwa.
desk-no-player-to-act = Żaden gracz nie ma teraz kolejki.
desk-too-few-players = Karty może dostać { $count ->
        [one] tylko jeden gracz
        [few] { $count } graczy
        [many] { $count } graczy
       *[other] { $count } gracza
    }; rozdanie wymaga dwóch.
desk-not-dealt-in = { $seat } nie dostaje kart.
desk-floor-only = „{ $action }” należy do floora: floor wpisuje to ze swoim PIN-em i powodem.
desk-no-reason = Decyzja floora wymaga powodu.
desk-not-floor = Decyzję może podjąć tylko floor.
desk-wrong-pin = Błędny PIN floora.
desk-locked-out = Ten floor jest zablokowany po { $wrong } błędnych PIN-ach do { $until } UTC.
desk-nothing-to-void = W rozdaniu nie ma akcji do unieważnienia.
desk-nothing-to-correct = W rozdaniu nie ma akcji do poprawienia.
desk-no-ended-hand = Nie rozegrano jeszcze żadnego rozdania do poprawienia.
desk-seat-left = { $seat } odszedł od stołu: floor rozlicza jego żetony ręcznie.
desk-chips-gone = { $seat } nie ma już { $chips } { $chips ->
        [one] żetonu
        [few] żetonów
        [many] żetonów
       *[other] żetonu
    }, które poprawka odbiera.
desk-nothing-to-take-back = Nie ma czego cofnąć.
desk-no-unseen-cards = Teraz nie rozdaje się żadnej zakrytej karty.
desk-button-after-first-hand = Button ustala się na początku sesji, przed pierwszym rozdaniem.
desk-empty-seat = { $seat } jest puste.
desk-drawn-twice = { $card } wylosowano dwa razy.
desk-no-draw = Nie wylosowano żadnej karty.
desk-no-dealer-name = Krupier musi mieć imię.
desk-weak-pin = Ten PIN jest za słaby: { $detail }
desk-not-understood = Nie rozumiem wpisu „{ $entry }” ({ $detail }).
desk-failure = Stół nie mógł tego zrobić: { $detail }
