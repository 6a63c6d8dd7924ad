note-short-all-in = All-in gracza { $seat } do { $to } to mniej niż pełne podbicie: nie otwiera licytacji dla graczy, którzy już mieli ruch.
note-open-pair-big = Duży zakład przy odkrytej parze (gracz { $seat }): każde podbicie na czwartej ulicy jest teraz dużym zakładem.
note-held = Akcja gracza { $seat } poza kolejką ({ $act }) zostaje wstrzymana; obowiązuje, gdy przyjdzie kolej gracza { $seat }, jeśli akcja się nie zmieni.
note-held-bound = Akcja gracza { $seat } poza kolejką ({ $act }) obowiązuje: akcja się nie zmieniła.
note-held-unbound = Akcja gracza { $seat } poza kolejką ({ $act }) nie obowiązuje: akcja się zmieniła, więc gracz { $seat } dostaje wszystkie możliwości; wybrana akcja: { $chose }.
note-omaha-read = Każdy układ składa się z dwóch kart własnych i trzech kart wspólnych.
note-draw-reshuffle = W talii brakuje kart na następną wymianę bez ostatniej karty: ostatnią kartę, karty spasowane, karty odrzucone we wcześniejszych wymianach i spalone karty tasuje się w nową talię.
note-draw-exposed = Karta { $card } została odsłonięta przy wymianie dla gracza { $seat }: nie może jej zatrzymać i trafia do odrzuconych kart; { $seat } dostanie należną kartę, gdy wszyscy pozostali wymienią.
note-draw-extra-back = Gracz { $seat } dostał przy wymianie kartę za dużo: wraca ona do odrzuconych kart.
note-draw-extra-dead = Gracz { $seat } ma kartę za dużo już po rozpoczęciu licytacji po wymianie: ręka jest martwa, a jej żetony zostają w puli.
note-draw-short-completed = Gracz { $seat } dostał przy wymianie kartę za mało: dostanie następną kartę z talii, gdy wszyscy pozostali wymienią.
note-draw-short-dead = Gracz { $seat } ma kartę za mało już po rozpoczęciu licytacji po wymianie: ręka jest martwa, a jej żetony zostają w puli.
note-stud-short-stub = W reszcie talii { $stub ->
        [one] jest { $stub } karta
        [few] są { $stub } karty
        [many] jest { $stub } kart
       *[other] jest { $stub } karty
    }, mniej niż { $need } potrzebnych na spalenie, { $players } { $players ->
        [one] gracza
        [few] graczy
        [many] graczy
       *[other] graczy
    } i { $spares } { $spares ->
        [one] kartę zapasową
        [few] karty zapasowe
        [many] kart zapasowych
       *[other] karty zapasowej
    }: wcześniej spalone karty ({ $burns }) wracają do niej i jest tasowana; razem { $cards } { $cards ->
        [one] karta
        [few] karty
        [many] kart
       *[other] kart
    }.
note-stud-common-card = { $cards } { $cards ->
        [one] karta
        [few] karty
        [many] kart
       *[other] kart
    } to wciąż mniej niż { $need }: po spaleniu rozdaje się jedną kartę wspólną odkrytą dla wszystkich graczy ({ $players }).
note-dead-hand = Ręka gracza { $seat } jest martwa; włożone żetony zostają w puli.
note-floor-award = Floor przyznaje pulę graczowi { $seat }.
note-asked-to-see = Ktoś chce zobaczyć rękę gracza { $seat }: trzeba ją odkryć i nie wolno jej wyrzucić do mucka.
note-first-two-exposed = Karta { $card } dla gracza { $seat } była jedną z dwóch pierwszych kart z talii: błędne rozdanie.
note-two-exposed = Odsłonięto dwie karty własne: błędne rozdanie.
note-exposed-set-aside = Karta { $card } zostaje odłożona jako karta spalona przed flopem; { $seat } dostanie kartę zastępczą, gdy wszyscy pozostali będą mieli { $cards } { $cards ->
        [one] kartę
        [few] karty
        [many] kart
       *[other] kart
    }.
note-misdeal = Błędne rozdanie: karty wracają, zakłady wracają do blindów i ante jak wpłacono, ten sam button; nowe rozdanie jest dokładne.
note-second-boxed = Druga odwrócona karta w tym rozdaniu: błędne rozdanie.
note-boxed = Karta { $card } leżała w talii odkryta: zostaje odłożona i rozdawanie trwa dalej.
note-fouled-deck = Wadliwa talia: rozdanie jest nieważne i wszystkie żetony wracają.
note-premature-turn = Przedwczesny turn { $cards }: odłożony; turn przychodzi po spaleniu, potem { $cards } wraca do talii, a river przychodzi bez spalenia.
note-premature-back = { $count ->
        [one] Przedwczesna karta
        [few] Przedwczesne karty
        [many] Przedwczesne karty
       *[other] Przedwczesne karty
    } { $cards }: wtasowane z powrotem do talii; karta spalona zostaje, a ulica jest rozdana ponownie bez spalenia.
note-premature-turn-back = Karta { $card }, odłożona jako przedwczesny turn, jest z powrotem w talii; river przychodzi bez spalenia.
note-four-flop-pick = Flop z czterech kart { $cards }: floor losuje jedną jako kartę spaloną przed turnem; pozostałe trzy to flop.
note-four-flop-redeal = Flop z czterech kart { $cards }: wszystkie cztery wracają do talii i flop jest rozdany ponownie; karta spalona zostaje.
note-no-burn-reshuffle = { $cards } przyszły bez spalenia: { $exposed ->
        [yes] odsłoniętych kart flopa nie da się ułożyć z powrotem w kolejności:
       *[no] {""}
    } wracają do talii, którą się tasuje; spala się kartę i ulica jest rozdana ponownie.
note-no-burn-scramble = { $cards } przyszły bez spalenia: krupier miesza trzy karty zakryte i losuje jedną jako spaloną, do wpisania; dwie pozostałe zostają na flopie, a następna karta z talii go uzupełnia.
note-flop-down-scramble = Flop przyszedł zakryty bez spalenia: krupier miesza trzy karty i losuje jedną jako spaloną, do wpisania; dwie pozostałe i następna karta z talii to flop.
note-flop-down-first-burn = Flop przyszedł zakryty bez spalenia, nic nie odsłonięto: jego pierwsza karta jest spalona; dwie pozostałe i następna karta z talii to flop.
note-no-burn-is-burn = { $cards } przyszła bez spalenia: jest kartą spaloną, a kartą ulicy jest następna z talii.
note-burn-drawn = Kartę { $card } wylosowano jako kartę spaloną: { $stay } zostają na flopie, a następna karta z talii go uzupełnia.
note-second-burn-first = Kartę { $card } spalono jako drugą: to pierwsza karta danej ulicy.
note-second-burn-back = Spalono drugą kartę: wraca wtasowana do talii, a ulica przychodzi jak zwykle.
note-extra-dead = { $seat } ma po istotnej akcji kartę za dużo: ręka jest martwa, a jej żetony zostają w puli.
note-second-extra = Druga karta za dużo w tym rozdaniu: błędne rozdanie.
note-extra-misdeal = Karta za dużo dla gracza { $seat }: błędne rozdanie.
note-extra-burn = Karta za dużo rozdana graczowi { $seat } staje się kartą spaloną przed flopem.
note-short-dead = Gracz { $seat } miał ruch z brakującą kartą: ręka jest martwa, a włożone żetony zostają w puli.
note-short-completed = Gracz { $seat } ma kartę za mało i nie miał jeszcze ruchu: dostaje następną kartę z talii, zanim gra potoczy się dalej.
note-second-down-exposed = W tym rozdaniu odsłonięto drugą zakrytą kartę: błędne rozdanie.
note-down-exposed-misdeal = Karta { $card }, zakryta karta gracza { $seat }, została odsłonięta: błędne rozdanie.
note-down-exposed-up = Karta { $card }, zakryta karta gracza { $seat }, została odsłonięta: jest jego odkrytą kartą, a karta trzeciej ulicy idzie zakryta.
note-seventh-plays = Karta { $card }, karta siódmej ulicy gracza { $seat }, została odsłonięta: pozostaje w grze.
note-seventh-replaced = Karta { $card }, karta siódmej ulicy gracza { $seat }, została odsłonięta: jest poza grą, a { $seat } dostaje zakrytą kartę zastępczą po wszystkich pozostałych.
cards-face-down = { $count } { $count ->
        [one] karta rozdana
        [few] karty rozdane
        [many] kart rozdanych
       *[other] karty rozdanej
    } koszulką do góry
note-draw-reshuffle-current = Talia bez kart odrzuconych w tej wymianie nadal jest za krótka: wtasowuje się do niej także karty odrzucone w tej wymianie przez pozostałych graczy, poza kartami gracza { $seat } (dostaje karty jako następny w kolejce).
