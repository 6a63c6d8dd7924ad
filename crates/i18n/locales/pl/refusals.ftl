refusal-not-your-turn = Teraz kolej gracza { $turn }, nie gracza { $seat }.
player = { $form ->
        [of] gracza { $name } (miejsce { $seat })
       *[as] { $name } (miejsce { $seat })
    }
player-position = { $form ->
        [of] pozycji { $pos }
       *[as] pozycja { $pos }
    }
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
refusal-muck-must-show = Ktoś chce zobaczyć rękę gracza { $seat }: trzeba odkryć karty na stole.
refusal-muck-all-in = { $seat } nie może wyrzucić kart do mucka: gracz jest all-in, więc przy showdownie odkrywa się wszystkie ręce.
refusal-muck-not-now = { $seat } nie może teraz wyrzucić kart do mucka: muck przychodzi przy showdownie, po ostatniej karcie.
refusal-duplicate-card = Karta { $card } już jest w tym rozdaniu.
refusal-not-in-deck = Karty { $card } nie ma w tej talii: short deck rozdaje się tylko od szóstek do asów.
refusal-not-an-option = { $seat } nie może teraz { $act }: to nie należy do możliwości.
refusal-nobody-to-raise = Wszyscy pozostali gracze są all-in albo poza grą: nie ma przeciw komu podbijać.
refusal-not-reopened = Gracz { $seat } miał już ruch i od tego czasu ma przed sobą mniej niż pełne podbicie: tylko sprawdzić albo spasować.
refusal-capped = Licytacja w tej rundzie jest ograniczona do { $bets } { $bets ->
        [one] zakładu
        [few] zakładów
        [many] zakładów
       *[other] zakładu
    }.
refusal-held-binds = Akcja gracza { $seat } poza kolejką ({ $act }) obowiązuje: akcja się nie zmieniła.
refusal-not-in-hand = { $seat } nie gra w tym rozdaniu.
refusal-cannot-bet-now = { $seat } nie może teraz licytować.
refusal-no-draw-now = { $seat } nie może teraz wymieniać kart.
refusal-draw-exposed-not-now = Zastępuje się tylko kartę odsłoniętą przez krupiera przy rozdawaniu kart wymiany: karta odsłonięta przez gracza pozostaje w grze.
refusal-draw-not-dealt = Karty wymiany nie są jeszcze rozdane: błędną liczbę kart poprawia się, gdy już będą.
refusal-discard-not-held = { $seat } nie ma w ręce odrzuconych kart.
refusal-chips-not-theirs = { $seat } ma przed sobą { $stack }: { $total } w żetonach nie może w całości pochodzić z tych żetonów.
refusal-check-facing-bet = Gracz { $seat }: „czekam”, a do sprawdzenia jest { $call }: może tylko sprawdzić albo spasować.
refusal-nothing-put-out = Gracz { $seat } ma { $call } do sprawdzenia, a nic nie zostało wyłożone: sprawdzić, podbić albo spasować.
refusal-low-card-nothing = { $seat } ma najniższą kartę i musi postawić bring-in albo uzupełnić do pełnego zakładu: nic nie zostało wyłożone.
refusal-undercall-floor = { $total } to mniej niż { $call } do sprawdzenia, wobec podbicia, przy { $players } { $players ->
        [one] graczu
        [few] graczach
        [many] graczach
       *[other] graczach
    } w grze: decyduje floor.
refusal-no-betting = Teraz nie trwa żadna runda licytacji.
refusal-own-turn = Teraz kolej { $seat-of }: wpisz samą akcję.
refusal-no-action = { $seat } nie ma akcji w tym rozdaniu.
refusal-already-held = { $seat } ma już jedną akcję poza kolejką wstrzymaną.
refusal-wrong-seat = Następna karta idzie do gracza { $want }, nie do gracza { $seat }.
refusal-hole-count = { $seat } ma dostać na tej ulicy jeszcze { $count } { $count ->
        [one] kartę
        [few] karty
        [many] kart
       *[other] karty
    }, a nie { $given }.
refusal-board-count = Na karty wspólne idzie teraz jeszcze { $count } { $count ->
        [one] karta
        [few] karty
        [many] kart
       *[other] karty
    }, a nie { $given }.
refusal-not-now = { $what ->
        [hole] Karty własne
        [board] Karty wspólne
       *[burn] Spalenie
    } nie teraz: { $wait }.
wait-hole = { $seat } ma dostać { $count } { $count ->
        [one] kartę
        [few] karty
        [many] kart
       *[other] karty
    }
wait-board = na karty wspólne idzie { $count } { $count ->
        [one] karta
        [few] karty
        [many] kart
       *[other] karty
    }
wait-burn = najpierw spala się kartę
wait-face-up = { $seat } najpierw odkrywa karty
wait-action = kolej { $seat-of }
wait-over = rozdanie się skończyło
refusal-four-flop-burn = Floor wybiera kartę spaloną spośród czterech kart flopa: { $cards }.
refusal-scrambled-burn = Karta spalona jest losowana spośród trzech kart flopa pomieszanych koszulkami do góry, { $cards }: wpisz wylosowaną kartę.
refusal-cannot-show = { $seat } nie może teraz pokazać kart: karty odkrywa się przy showdownie albo po zakończeniu licytacji.
refusal-show-all = { $seat } ma { $holds } { $holds ->
        [one] kartę
        [few] karty
        [many] kart
       *[other] karty
    } i musi odkryć wszystkie, a nie { $given }.
refusal-shown-unread = Karta { $nth } gracza { $seat } jest pokazana jako ?? i nie da się jej odczytać.
refusal-dealt-other = Karta { $nth } gracza { $seat } została rozdana jako { $dealt }, a nie { $shown }.
refusal-dead-card = Ręka gracza { $seat } jest martwa: { $card } to martwa karta, a nie błąd krupiera do poprawienia.
refusal-no-such-player = W tym rozdaniu nie gra: { $seat }.
refusal-substantial-exposed = Była już istotna akcja: odsłonięta karta { $card } nie oznacza już błędnego rozdania, gra toczy się dalej.
refusal-exposed-outside-deal = Karta odsłonięta poza rozdawaniem nie jest błędem krupiera do poprawienia: karta odsłonięta przez gracza pozostaje w grze.
refusal-exposed-plays = Licytacja już się zaczęła: karta { $card } sama nie jest jedną z dwóch pierwszych kart z talii, więc pozostaje w grze i nic się nie wymienia.
refusal-not-dealt-to = Karta { $card } nie została rozdana graczowi { $seat }.
refusal-first-street-over = Pierwsza ulica się skończyła: teraz już nie ma błędnego rozdania.
refusal-substantial-no-misdeal = Była już istotna akcja: nie ma błędnego rozdania, gra toczy się dalej.
refusal-flop-game-only = { $what ->
        [premature] Przedwczesne karty wspólne to
        [extra-card] Karta za dużo to
       *[short-hand] Karta za mało to
    } procedura gier z flopem: { $game } nie ma kart wspólnych, decyduje floor (d kill albo d misdeal).
refusal-premature-when = Przedwczesna karta wspólna to karta rozdana w trakcie rundy licytacji przed riverem.
refusal-street-count = Ta ulica ma { $want } { $want ->
        [one] kartę
        [few] karty
        [many] kart
       *[other] karty
    }, a nie { $given }.
refusal-burn-error-when = Błąd spalenia na kartach wspólnych hold'ema zgłasza się { $burned ->
        [yes] po spaleniu karty danej ulicy, przed jej kartami
       *[no] gdy przypada spalenie karty danej ulicy, zamiast jej kart
    }{ $stands ->
        [yes] ; karty na stole zostają
       *[no] {""}
    }.
refusal-no-burn-due = Teraz nie spala się żadnej karty.
refusal-name-all-or-none = Gdy jedna karta jest odsłonięta, wpisz wszystkie karty, które przyszły bez spalenia; póki wszystkie leżą koszulkami do góry, żadnej (każda jako ??).
refusal-name-second-burn = Wpisz drugą spaloną kartę: to pierwsza karta danej ulicy.
refusal-no-live-hand = { $seat } nie ma żywej ręki.
refusal-still-owed = { $seat } ma w tym rozdaniu dostać jeszcze karty: rozdaj je po kolei.
refusal-contested-side-pot = O pulę poboczną { $amount } grają { $by } bez gracza { $without }: rozgrywa się ją albo rozstrzyga osobno.
refusal-see-at-showdown = Zobaczenia ręki można żądać przy showdownie.
refusal-no-hand-at-showdown = { $seat } nie ma ręki przy showdownie.
refusal-already-tabled = Ręka gracza { $seat } jest już odkryta.
refusal-only-called = Sprawdzona została tylko ręka gracza { $seat }.
refusal-none-called = Żaden zakład nie został postawiony i sprawdzony.
refusal-seventh-betting-begun = Licytacja na siódmej ulicy już się zaczęła: odsłoniętą kartę zgłasza się, zanim ktokolwiek będzie miał ruch.
refusal-stud-exposed-plays = Błędem krupiera do poprawienia jest tylko pierwsza albo druga zakryta karta odsłonięta przy rozdawaniu trzeciej ulicy albo karta siódmej ulicy; { $card } gracza { $seat } pozostaje w grze.
held-act = { $act ->
        [fold] spasować
        [check-call] czekać albo sprawdzić
       *[bet-raise] postawić albo podbić do { $to }
    }
refusal-by-rule = Odrzucone według zasady { $rule } ({ $cite }): { $text }
rule-cite-preset = { $cite } (z dołączonego presetu: nie ma go w tym pliku zasad)
rule-cite-default = { $cite } (domyślne: nie ma go w tym pliku zasad)

desk-no-hand = Nie trwa żadne rozdanie.
desk-hand-in-play = Rozdanie już trwa.
desk-no-floor-named = Żaden floor nie nazywa się „{ $name }”.
desk-too-few-players = Karty może dostać { $count ->
        [one] tylko jeden gracz
        [few] { $count } graczy
        [many] { $count } graczy
       *[other] { $count } gracza
    }; rozdanie wymaga dwóch.
desk-not-dealt-in = { $seat } nie dostaje kart.
desk-floor-only = „{ $action }” należy do floora: { $why }; floor wpisuje to ze swoim PIN-em i powodem.
desk-no-reason = Decyzja floora wymaga powodu.
desk-not-floor = Decyzję może podjąć tylko floor.
desk-floor-by-floor = Floora można dodać tylko z imieniem i PIN-em floora, który jest już zarejestrowany.
desk-first-floor-after-hands = Pierwszego floora rejestruje się przy przygotowaniu stołu, przed pierwszym rozdaniem. Ten dziennik ma już rozdania i żadnego floora, więc nikt nie może tu zostać floorem.
desk-wrong-pin = Błędny PIN floora.
desk-locked-out = Ten floor jest zablokowany po { $wrong } { $wrong ->
        [one] błędnym PIN-ie
        [few] błędnych PIN-ach
        [many] błędnych PIN-ach
       *[other] błędnych PIN-ach
    } do { $until } UTC.
desk-nothing-to-void = W rozdaniu nie ma akcji do cofnięcia.
desk-nothing-to-correct = W rozdaniu nie ma akcji do poprawienia.
desk-no-ended-hand = Nie rozegrano jeszcze żadnego rozdania do poprawienia.
desk-seat-left = { $seat }: odejście od stołu; żetony floor rozlicza ręcznie.
desk-chips-gone = { $seat } nie ma już { $chips } { $chips ->
        [one] żetonu, który
        [few] żetonów, które
        [many] żetonów, które
       *[other] żetonu, które
    } poprawka odbiera.
desk-nothing-to-take-back = Nie ma czego cofnąć: { $why }.
desk-no-unseen-cards = Teraz nie rozdaje się żadnej zakrytej karty.
desk-draw-count-closed = Liczbę kart wymienionych przez gracza { $seat } podaje się po wymianie, do rozpoczęcia licytacji po niej; teraz już nie.
desk-not-drawn-yet = Gracz { $seat } jeszcze nie wymieniał w tej wymianie.
desk-button-after-first-hand = Button ustala się na początku sesji, przed pierwszym rozdaniem.
desk-empty-seat = { $seat } jest puste.
desk-drawn-twice = Kartę { $card } wylosowano dwa razy.
desk-no-draw = Nie wylosowano żadnej karty.
desk-no-dealer-name = Krupier musi mieć imię.
desk-name-empty = Imię musi mieć co najmniej jeden znak.
desk-name-too-long = To imię ma { $chars ->
        [one] { $chars } znak
        [few] { $chars } znaki
        [many] { $chars } znaków
       *[other] { $chars } znaku
    }, więcej niż dozwolone { $max }.
desk-name-forbidden = { $position }. znak tego imienia to { $code }, znak sterujący, formatujący, kierunku tekstu albo podziału wiersza, jakiego imię nie może zawierać.
desk-name-reads-like = „{ $name }” wygląda jak już zarejestrowane imię „{ $like }”; wybierz imię, którego nie da się pomylić z innym.
desk-weak-pin = Ten PIN jest za słaby: { $detail }
desk-not-understood = Nie rozumiem wpisu „{ $entry }” ({ $detail }).
desk-encode-event = Stół nie może zapisać tego wpisu w dzienniku; nic nie zapisano.
desk-encode-rules = Stół nie może zapisać zasad sali w dzienniku; nic nie zapisano.

command-empty = Wpisz akcję, karty albo polecenie
command-no-hand = Nie trwa żadne rozdanie: wpisz n, by rozdać następne, albo słowo o miejscach (sit, leave, rebuy…)
command-floor-word = „{ $word }” należy do floora: floor decyduje o tym ze swoim PIN-em i powodem (panel floora, F2); krupier cofa swoje ostatnie wpisanie przez undo
command-unseen = Karty gracza { $seat } rozdano niewidziane: wpisz pokazane karty, np. s Ah Kd
command-no-cards = Nie wpisano kart
command-burn-one-card = Karta spalona to jedna karta (albo ?? lub b, gdy nikt jej nie widział)
command-board-face-up = Karty wspólne rozdaje się odkryte: wpisz każdą kartę tak, jak ją widać
command-no-raise = Teraz nie można podbić
command-no-raise-because = Nie można podbić: { $why }
command-all-in-too-much = All-in ({ $all-in }) to więcej niż najwyższa dozwolona kwota, { $max }: wpisz p albo r { $max }
command-not-betting-key = „{ $word }” nie jest tu klawiszem licytacji: f, c, r N, p, h, a, bi albo $ ŻETONY
command-no-chips = Wpisz wyłożone żetony, np. $ 500 albo $ 100 100 100 raise
command-not-chips = „{ $word }” nie jest liczbą żetonów
notation-too-many-words = Za dużo słów na jedną akcję
notation-not-a-player = „{ $word }” nie jest graczem (p1 do p10)
notation-one-card = { $what ->
        [burn] Karta spalona
       *[extra] Karta za dużo
    } to jedna karta
notation-out-of-turn-form = Akcja poza kolejką to f, cc albo cbr KWOTA
notation-unknown-verb = Nieznana akcja gracza „{ $verb }”
notation-shape = Oczekiwano „d dh pN KARTY”, „d db KARTY” albo „pN f|cc|cbr N|pb|sm [KARTY]”
cards-bad-token = „{ $token }” na znaku { $at } nie jest kartą (np. Ah, Td, 10d albo ??)
cards-duplicate = Karta { $card } występuje dwa razy (ponownie na znaku { $at })
word-seat-missing = „{ $line }”: brakuje numeru miejsca
word-chips-missing = „{ $line }”: brakuje liczby żetonów
word-not-a-seat = „{ $line }”: „{ $word }” nie jest miejscem
word-card = { $word }: { $detail }
word-not-pair = „{ $line }”: „{ $word }” nie ma postaci MIEJSCE:WARTOŚĆ
word-not-play-for = „{ $line }”: „{ $word }” nie ma postaci play:KWOTA
word-not-amount = „{ $line }”: „{ $word }” nie jest kwotą
word-not-duration = „{ $word }” nie jest czasem: 20m, 90s, 1h30m
word-floors = „{ $line }” należy do floora: floor IMIĘ PIN "POWÓD" { $line }
word-form = „{ $line }”: poprawnie { $form }
floor-call-kill = uznanie ręki za martwą to decyzja floora
floor-call-award = przyznanie puli decyzją należy do floora
floor-call-fouled-deck = wadliwa talia unieważnia rozdanie, a rozstrzyga to floor
floor-call-see = żądanie zobaczenia ręki przy showdownie rozstrzyga floor
floor-call-misdeal = po zakończonym rozdawaniu kart błędne rozdanie ogłasza floor
floor-call-kills-hand = skutkiem byłaby martwa ręka gracza, a to decyzja floora
floor-call-misdeal-after-action = skutkiem byłoby błędne rozdanie, które cofa akcje już wykonane przez graczy, a to ogłasza floor
take-back-no-hand = nie trwa żadne rozdanie
take-back-no-entry = rozdanie nie ma jeszcze żadnego wpisu
take-back-recorded-after = po ostatniej akcji coś już zapisano, poprawia to floor
take-back-by-floor = ostatnią akcję wpisał floor, poprawia to floor
weak-pin-few-digits = PIN floora ma co najmniej { $digits } { $digits ->
        [one] cyfrę
        [few] cyfry
        [many] cyfr
       *[other] cyfry
    } (albo użyj hasła z { $chars } { $chars ->
        [one] znaku
        [few] znaków
        [many] znaków
       *[other] znaku
    })
weak-pin-short-passphrase = hasło floora ma co najmniej { $chars } { $chars ->
        [one] znak
        [few] znaki
        [many] znaków
       *[other] znaku
    } (albo użyj PIN-u z { $digits } { $digits ->
        [one] cyfry
        [few] cyfr
        [many] cyfr
       *[other] cyfry
    })
weak-pin-one-digit = PIN floora nie może być jedną cyfrą powtarzaną w kółko (na przykład 000000)
weak-pin-straight = PIN floora nie może być ciągiem kolejnych cyfr w górę ani w dół (na przykład 123456 lub 987654)
desk-no-room-flag = Sala nie pokazuje przy tym stole żadnego oznaczenia do usunięcia.
desk-not-room-staff = { $name } nie ma wśród floorów sali (według zmiany sali { $seq }): ten stół bierze floorów z sali.
desk-removed-from-room-staff = { $name } usunięto z floorów sali zmianą sali { $seq }; przy tym stole nie podejmuje już decyzji.
command-two-players = „{ $word }” może oznaczać więcej niż jednego gracza (miejsca { $seats }): podaj numer miejsca.
command-out-of-turn-key = Akcja gracza { $seat } poza kolejką to f, c albo r KWOTA, nie „{ $word }”.
