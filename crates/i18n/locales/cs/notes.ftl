note-short-all-in = All-in hráče { $seat } na { $to } je menší než plné navýšení: neotevírá sázení hráčům, kteří už jednali.
note-open-pair-big = Na otevřený pár padla velká sázka ({ $seat }): každé navýšení na čtvrté street je teď velká sázka.
note-held = Akce hráče { $seat } mimo pořadí ({ $act }) se zadrží; platí, až bude { $seat } na řadě, pokud se akce nezmění.
note-held-bound = Akce hráče { $seat } mimo pořadí ({ $act }) platí: akce se nezměnila.
note-held-unbound = Akce hráče { $seat } mimo pořadí ({ $act }) neplatí: akce se změnila, takže { $seat } dostává všechny možnosti; zvolená akce: { $chose }.
note-omaha-read = Každá kombinace se skládá ze dvou zavřených karet a tří společných karet.
note-draw-reshuffle = Zbytek balíčku nestačí na další výměnu tak, aby poslední karta zůstala: jeho poslední karta, zahozené karty, karty odhozené v dřívějších výměnách a spálené karty se zamíchají do nového balíčku.
note-draw-exposed = { $seat }: karta { $card } byla při rozdávání výměny odkryta; nesmí si ji ponechat a jde mezi odhozené karty. { $seat } dostane chybějící kartu, až si vymění všichni ostatní.
note-draw-extra-back = { $seat }: při výměně karta navíc; bere se zpět mezi odhozené karty.
note-draw-extra-dead = { $seat } má kartu navíc i po začátku sázkového kola po výměně: karty jsou mrtvé a vložené žetony zůstávají v banku.
note-draw-short-completed = { $seat }: při výměně o kartu méně; { $seat } dostane další kartu ze zbytku balíčku, až si vymění všichni ostatní.
note-draw-short-dead = { $seat } má o kartu méně i po začátku sázkového kola po výměně: karty jsou mrtvé a vložené žetony zůstávají v banku.
note-stud-short-stub = Ve zbytku balíčku { $stub ->
        [one] je { $stub } karta
        [few] jsou { $stub } karty
        [many] je { $stub } karty
       *[other] je { $stub } karet
    }, méně než { $need } potřebných pro spálení, pro { $players } { $players ->
        [one] hráče
        [few] hráče
        [many] hráče
       *[other] hráčů
    } a { $spares } { $spares ->
        [one] kartu navíc
        [few] karty navíc
        [many] karty navíc
       *[other] karet navíc
    }: dříve spálené karty ({ $burns }) se do něj vrátí a zamíchá se; celkem { $cards } { $cards ->
        [one] karta
        [few] karty
        [many] karty
       *[other] karet
    }.
note-stud-common-card = { $cards } { $cards ->
        [one] karta
        [few] karty
        [many] karty
       *[other] karet
    } stále nestačí na { $need }: po spálení se rozdá jedna společná karta lícem nahoru pro { $players ->
        [one] { $players } hráče
        [few] všechny { $players } hráče
        [many] všech { $players } hráčů
       *[other] všech { $players } hráčů
    }.
note-dead-hand = Karty hráče { $seat } jsou mrtvé; vložené žetony zůstávají v banku.
note-floor-award = Floorman přiděluje bank hráči { $seat }.
note-asked-to-see = Karty hráče { $seat } chce někdo vidět: musí je vyložit a nesmí je zahodit do mucku.
note-first-two-exposed = Karta { $card } pro hráče { $seat } byla jedna z prvních dvou karet z balíčku: chybné rozdání.
note-two-exposed = Byly odkryty dvě zavřené karty: chybné rozdání.
note-exposed-set-aside = Karta { $card } se odkládá jako spálená karta pro flop; { $seat } dostane náhradní kartu, až budou mít všichni ostatní { $cards } { $cards ->
        [one] kartu
        [few] karty
        [many] karty
       *[other] karet
    }.
note-misdeal = Chybné rozdání: karty zpět, sázky zpět na blindy a ante, jak byly vloženy, button stejný; nové rozdání je přesné.
note-second-boxed = Druhá obrácená karta v tomto rozdávání: chybné rozdání.
note-boxed = Karta { $card } byla v balíčku lícem nahoru: odkládá se a rozdává se dál.
note-fouled-deck = Vadný balíček: hra je neplatná a všechny žetony se vracejí.
note-premature-turn = Předčasný turn { $cards }: odkládá se; turn přijde po spálení, pak se { $cards } vrátí do balíčku a river přijde bez spálení.
note-premature-back = { $count ->
        [one] Předčasná karta
        [few] Předčasné karty
        [many] Předčasné karty
       *[other] Předčasné karty
    } { $cards }: zamíchají se zpět do balíčku; spálená karta zůstává a street se rozdá znovu bez spálení.
note-premature-turn-back = Karta { $card }, odložená jako předčasný turn, je zpět v balíčku; river přijde bez spálení.
note-four-flop-pick = Flop ze čtyř karet { $cards }: floorman náhodně vybere jednu jako spálenou kartu pro turn; zbylé tři jsou flop.
note-four-flop-redeal = Flop ze čtyř karet { $cards }: všechny čtyři se vracejí do balíčku a flop se rozdá znovu; spálená karta zůstává.
note-no-burn-reshuffle = { $cards } přišly bez spálení: { $exposed ->
        [yes] odkryté karty flopu nelze vrátit do pořadí:
       *[no] {""}
    } vracejí se do balíčku, který se znovu zamíchá; spálí se karta a street se rozdá znovu.
note-no-burn-scramble = { $cards } přišly bez spálení: krupiér zamíchá ty tři lícem dolů a jednu náhodně vytáhne jako spálenou kartu, k zadání; zbylé dvě zůstávají na flopu a flop doplní další karta z balíčku.
note-flop-down-scramble = Flop přišel lícem dolů bez spálení: krupiér zamíchá ty tři karty a jednu náhodně vytáhne jako spálenou kartu, k zadání; zbylé dvě a další karta z balíčku jsou flop.
note-flop-down-first-burn = Flop přišel lícem dolů bez spálení a nic nebylo odkryto: jeho první karta je spálená; zbylé dvě a další karta z balíčku jsou flop.
note-no-burn-is-burn = { $cards } přišla bez spálení: je to spálená karta a karta dané street je další z balíčku.
note-burn-drawn = Karta { $card } byla vytažena jako spálená karta: { $stay } zůstávají na flopu a flop doplní další karta z balíčku.
note-second-burn-first = Karta { $card } byla spálena jako druhá: je to první karta dané street.
note-second-burn-back = Byla spálena druhá karta: zamíchá se zpět do balíčku a street přijde jako obvykle.
note-extra-dead = { $seat } má po podstatné akci kartu navíc: karty jsou mrtvé a vložené žetony zůstávají v banku.
note-second-extra = Druhá karta navíc v tomto rozdávání: chybné rozdání.
note-extra-misdeal = Karta navíc pro hráče { $seat }: chybné rozdání.
note-extra-burn = Karta navíc rozdaná hráči { $seat } je spálená karta pro flop.
note-short-dead = { $seat }: akce s chybějící kartou; karty jsou mrtvé a vložené žetony zůstávají v banku.
note-short-completed = { $seat }: o kartu méně a zatím bez akce; než hra pokračuje, dostane { $seat } další kartu z balíčku.
note-second-down-exposed = V tomto rozdávání byla odkryta druhá zavřená karta: chybné rozdání.
note-down-exposed-misdeal = Karta { $card }, zavřená karta hráče { $seat }, byla odkryta: chybné rozdání.
note-down-exposed-up = Karta { $card }, zavřená karta hráče { $seat }, byla odkryta: je to jeho otevřená karta a karta třetí street se rozdá zavřená.
note-seventh-plays = Karta { $card }, karta sedmé street hráče { $seat }, byla odkryta: platí.
note-seventh-replaced = Karta { $card }, karta sedmé street hráče { $seat }, byla odkryta: je mimo hru a { $seat } dostane náhradní zavřenou kartu po všech ostatních.
cards-face-down = { $count } { $count ->
        [one] karta rozdaná
        [few] karty rozdané
        [many] karty rozdané
       *[other] karet rozdaných
    } lícem dolů
note-draw-reshuffle-current = Balíček je bez karet odhozených v této výměně pořád krátký: zamíchají se do něj i karty, které v této výměně odhodili ostatní hráči, kromě karet hráče { $seat } (dostává karty jako další).
