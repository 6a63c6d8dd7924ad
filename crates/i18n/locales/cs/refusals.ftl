# Hráč rozdání jménem a místem ($form "of": přivlastňovací tvar, jméno se neskloňuje).
player = { $form ->
        [of] { $name } (místo { $seat })
       *[as] { $name } (místo { $seat })
    }
# Pozice, kterou rozdání nemá, počítáno od 1.
player-position = { $form ->
        [of] pozice { $pos }
       *[as] pozice { $pos }
    }
refusal-not-your-turn = Na řadě je { $turn }, ne { $seat }.
refusal-betting-over = Sázení skončilo: { $turn } ukazuje karty, nebo je zahazuje do mucku.
refusal-dealer-next = Teď se nesází: krupiér rozdává.
refusal-hand-over = Hra skončila.
refusal-no-bring-in = Teď se žádný bring-in neplatí.
refusal-must-bring-in = { $seat } má nejnižší kartu a musí zaplatit bring-in, nebo doplnit na plnou sázku.
refusal-bet-below-min = Sázka na { $to } { $to ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    } je pod minimem: vsadit lze nejméně { $min } { $min ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    }.
refusal-raise-below-min = Navýšení na { $to } { $to ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    } je pod minimem: navýšit lze nejméně na { $min } { $min ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    }.
refusal-bet-above-max = Sázka na { $to } { $to ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    } je nad maximem: vsadit lze nejvýše { $max } { $max ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    }.
refusal-raise-above-max = Navýšení na { $to } { $to ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    } je nad maximem: navýšit lze nejvýše na { $max } { $max ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    }.
refusal-limit-exactly = Ve fixed-limitu je součet tady přesně { $size } { $size ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    }, ne { $to }.
refusal-limit-choice = Ve fixed-limitu je součet tady { $small } nebo { $big } { $big ->
        [one] žeton
        [few] žetony
        [many] žetony
       *[other] žetonů
    }, malá sázka nebo velká sázka, ne { $to }.
refusal-no-raise = { $seat } smí nejvýše dorovnat.
refusal-muck-must-show = Karty hráče { $seat } chtěl někdo vidět: musí je vyložit lícem nahoru.
refusal-muck-all-in = { $seat } nesmí zahodit karty do mucku: hráč je all-in, a tak se při showdownu otáčejí všechny karty lícem nahoru.
refusal-muck-not-now = { $seat } teď nesmí zahodit karty do mucku: muck přichází při showdownu, po poslední kartě.
refusal-duplicate-card = Karta { $card } už v této hře je.
refusal-not-in-deck = Karta { $card } v tomto balíčku není: short deck se hraje jen od šestek po esa.
refusal-not-an-option = { $seat } teď nemůže { $act }: není to mezi možnostmi.
refusal-nobody-to-raise = Všichni ostatní hráči jsou all-in nebo mimo hru: není proti komu navyšovat.
refusal-not-reopened = Hráč { $seat } už jednal a od té doby čelí menšímu než plnému navýšení: smí jen dorovnat, nebo položit karty.
refusal-capped = Sázení je v tomto kole omezeno na { $bets } { $bets ->
        [one] sázku
        [few] sázky
        [many] sázky
       *[other] sázek
    }.
refusal-held-binds = Akce hráče { $seat } mimo pořadí ({ $act }) platí: akce se nezměnila.
refusal-not-in-hand = { $seat } v této hře není.
refusal-cannot-bet-now = { $seat } teď nemůže sázet.
refusal-no-draw-now = { $seat } teď nemůže měnit karty.
refusal-draw-exposed-not-now = Nahrazuje se jen karta, kterou krupiér odkryje při rozdávání karet výměny: karta, kterou odkryje hráč, platí.
refusal-draw-not-dealt = Karty výměny ještě nejsou rozdané: chybný počet se opraví, až budou.
refusal-discard-not-held = { $seat } odhozené karty nedrží.
refusal-chips-not-theirs = { $seat } má před sebou { $stack }: vyložených { $total } nemůže pocházet jen z těchto žetonů.
refusal-check-facing-bet = { $seat }: „check“, ale k dorovnání je { $call }: smí jen dorovnat, nebo položit karty.
refusal-nothing-put-out = { $seat } má dorovnat { $call }, ale nic není vyloženo: dorovnat, navýšit, nebo položit karty.
refusal-low-card-nothing = { $seat } má nejnižší kartu a musí zaplatit bring-in, nebo doplnit na plnou sázku: nic není vyloženo.
refusal-undercall-floor = { $total } je méně než { $call } k dorovnání, proti navýšení a s { $players } { $players ->
        [one] hráčem
        [few] hráči
        [many] hráče
       *[other] hráči
    } ve hře: rozhodne floorman.
refusal-no-betting = Teď neprobíhá žádné kolo sázek.
refusal-own-turn = { $seat } je na řadě: zadejte akci přímo.
refusal-no-action = { $seat } v této hře nemá žádnou akci.
refusal-already-held = { $seat } už má jednu akci mimo pořadí zadržanou.
refusal-wrong-seat = Další karta patří hráči { $want }, ne hráči { $seat }.
refusal-hole-count = { $seat } má v této street dostat ještě { $count } { $count ->
        [one] kartu
        [few] karty
        [many] karty
       *[other] karet
    }, ne { $given }.
refusal-board-count = Na společné karty teď patří ještě { $count } { $count ->
        [one] karta
        [few] karty
        [many] karty
       *[other] karet
    }, ne { $given }.
refusal-not-now = { $what ->
        [hole] Zavřené karty
        [board] Společné karty
       *[burn] Spálení
    } teď ne: { $wait }.
wait-hole = { $seat } má dostat { $count } { $count ->
        [one] kartu
        [few] karty
        [many] karty
       *[other] karet
    }
wait-board = na společné karty patří { $count } { $count ->
        [one] karta
        [few] karty
        [many] karty
       *[other] karet
    }
wait-burn = nejdřív se spálí karta
wait-face-up = { $seat } nejdřív otočí karty lícem nahoru
wait-action = na řadě je { $seat }
wait-over = hra skončila
refusal-four-flop-burn = Floorman vybere spálenou kartu ze čtyř karet flopu: { $cards }.
refusal-scrambled-burn = Spálená karta se náhodně vytáhne ze tří karet flopu zamíchaných lícem dolů, { $cards }: zadejte vytaženou kartu.
refusal-cannot-show = { $seat } teď nemůže ukázat karty: karty se vykládají při showdownu, nebo když sázení skončilo.
refusal-show-all = { $seat } drží { $holds } { $holds ->
        [one] kartu
        [few] karty
        [many] karty
       *[other] karet
    } a musí vyložit všechny, ne { $given }.
refusal-shown-unread = Karta { $nth } hráče { $seat } je ukázaná jako ?? a nedá se přečíst.
refusal-dealt-other = Karta { $nth } hráče { $seat } byla rozdána jako { $dealt }, ne { $shown }.
refusal-dead-card = Karty hráče { $seat } jsou mrtvé: karta { $card } je mrtvá, ne chyba krupiéra k opravě.
refusal-no-such-player = Hráč { $seat } v této hře není.
refusal-substantial-exposed = Už proběhla podstatná akce: odkrytá karta { $card } už neznamená chybné rozdání, hra pokračuje.
refusal-exposed-outside-deal = Karta odkrytá mimo rozdávání není chyba krupiéra k opravě: karta, kterou odkryje hráč, platí.
refusal-exposed-plays = Sázení už začalo: karta { $card } sama není jedna z prvních dvou karet z balíčku, takže platí a nic se nenahrazuje.
refusal-not-dealt-to = Karta { $card } nebyla rozdána hráči { $seat }.
refusal-first-street-over = První street skončila: chybné rozdání už ne.
refusal-substantial-no-misdeal = Už proběhla podstatná akce: žádné chybné rozdání, hra pokračuje.
refusal-flop-game-only = { $what ->
        [premature] Předčasné společné karty jsou
        [extra-card] Karta navíc je
       *[short-hand] Karta chybějící hráči je
    } postup her s flopem: { $game } nemá společné karty a rozhoduje floorman (d kill nebo d misdeal).
refusal-premature-when = Předčasná společná karta je karta rozdaná během kola sázek před riverem.
refusal-street-count = Tato street má { $want } { $want ->
        [one] kartu
        [few] karty
        [many] karty
       *[other] karet
    }, ne { $given }.
refusal-burn-error-when = Chyba se spálenou kartou na společných kartách hold'emu se hlásí { $burned ->
        [yes] po spálení karty dané street, před jejími kartami
       *[no] když je na řadě spálení karty dané street, místo jejích karet
    }{ $stands ->
        [yes] ; karty na stole platí
       *[no] {""}
    }.
refusal-no-burn-due = Teď se žádná karta nespaluje.
refusal-name-all-or-none = Jakmile je jedna karta odkrytá, zadejte všechny karty, které přišly bez spálení; dokud jsou všechny lícem dolů, žádnou (každou jako ??).
refusal-name-second-burn = Zadejte druhou spálenou kartu: je to první karta dané street.
refusal-no-live-hand = { $seat } nemá živé karty.
refusal-still-owed = { $seat } má v tomto rozdávání dostat ještě karty: rozdejte je v pořadí.
refusal-contested-side-pot = O vedlejší bank { $amount } hrají { $by } bez hráče { $without }: dohraje se, nebo se o něm rozhodne zvlášť.
refusal-see-at-showdown = Vidět karty lze žádat až při showdownu.
refusal-no-hand-at-showdown = { $seat } nemá při showdownu žádné karty.
refusal-already-tabled = Karty hráče { $seat } už jsou vyložené.
refusal-only-called = Dorovnány byly jen karty hráče { $seat }.
refusal-none-called = Žádná sázka nebyla dorovnána.
refusal-seventh-betting-begun = Sázení na sedmé street už začalo: odkrytá karta se hlásí dřív, než kdokoli jedná.
refusal-stud-exposed-plays = Chybou krupiéra k opravě je jen první nebo druhá zavřená karta odkrytá při rozdávání třetí street, nebo karta sedmé street; karta { $card } hráče { $seat } platí.
held-act = { $act ->
        [fold] položit karty
        [check-call] check nebo dorovnat
       *[bet-raise] vsadit nebo navýšit na { $to }
    }
refusal-by-rule = Zamítnuto podle pravidla { $rule } ({ $cite }): { $text }
rule-cite-preset = { $cite } (z přiložené předvolby: v tomto souboru pravidel herny není)
rule-cite-default = { $cite } (výchozí: v tomto souboru pravidel herny není)

desk-no-hand = Neprobíhá žádná hra.
desk-hand-in-play = Hra už probíhá.
desk-no-floor-named = Žádný floorman se nejmenuje „{ $name }“.
desk-too-few-players = Rozdat lze { $count ->
        [one] jen jednomu hráči
        [few] { $count } hráčům
        [many] { $count } hráče
       *[other] { $count } hráčům
    }; hra potřebuje dva.
desk-not-dealt-in = { $seat } nedostává karty.
desk-floor-only = „{ $action }“ patří floormanovi: { $why }; floorman to zadá se svým PINem a důvodem.
desk-no-reason = Rozhodnutí floormana potřebuje důvod.
desk-not-floor = Rozhodovat smí jen floorman.
desk-floor-by-floor = Floormana lze přidat jen se jménem a PINem floormana, který už je zapsán.
desk-first-floor-after-hands = První floorman se zapisuje při přípravě stolu, před první hrou. Tento záznam už hry má a žádného floormana, takže zde floormanem nemůže být nikdo jmenován.
desk-wrong-pin = Chybný PIN floormana.
desk-locked-out = Tento floorman je po { $wrong } { $wrong ->
        [one] chybném PINu
        [few] chybných PINech
        [many] chybných PINech
       *[other] chybných PINech
    } zablokován do { $until } UTC.
desk-nothing-to-void = Ve hře není žádná akce ke zrušení.
desk-nothing-to-correct = Ve hře není žádná akce k opravě.
desk-no-ended-hand = Zatím se nehrála žádná hra k opravě.
desk-seat-left = { $seat }: odchod od stolu; žetony vyrovná floorman ručně.
desk-chips-gone = { $seat } už nemá { $chips } { $chips ->
        [one] žeton, který
        [few] žetony, které
        [many] žetonu, které
       *[other] žetonů, které
    } oprava bere zpět.
desk-nothing-to-take-back = Není co vzít zpět: { $why }.
desk-no-unseen-cards = Teď se nerozdává žádná karta lícem dolů.
desk-draw-count-closed = Kolik karet mění { $seat }, se říká po výměně, dokud nezačne sázkové kolo po ní; teď ne.
desk-not-drawn-yet = { $seat }: v této výměně zatím bez odhozu.
desk-button-after-first-hand = Button se určuje na začátku, před první hrou.
desk-empty-seat = { $seat } je prázdné.
desk-drawn-twice = { $card } je tažena dvakrát.
desk-no-draw = Nebyla tažena žádná karta.
desk-no-dealer-name = Krupiér potřebuje jméno.
desk-name-empty = Jméno potřebuje alespoň jeden znak.
desk-name-too-long = Toto jméno má { $chars ->
        [one] { $chars } znak
        [few] { $chars } znaky
        [many] { $chars } znaku
       *[other] { $chars } znaků
    }, víc než povolený počet { $max }.
desk-name-forbidden = { $position }. znak tohoto jména je { $code }, řídicí, formátovací, směrový nebo zalamovací znak, jaký jméno obsahovat nesmí.
desk-name-reads-like = „{ $name }“ vypadá jako už zapsané jméno „{ $like }“; zvolte jméno, které nelze zaměnit s jiným.
desk-weak-pin = Tento PIN je příliš slabý: { $detail }
desk-not-understood = Nerozumím zadání „{ $entry }“ ({ $detail }).
desk-encode-event = Stůl nemůže tento zápis zapsat do záznamu; nic nebylo zapsáno.
desk-encode-rules = Stůl nemůže zapsat pravidla herny do záznamu; nic nebylo zapsáno.

command-empty = Zadejte akci, karty nebo příkaz
command-no-hand = Neprobíhá žádná hra: napište n pro rozdání další hry, nebo slovo pro místa (sit, leave, rebuy…)
command-floor-word = „{ $word }“ patří floormanovi: rozhodne o tom se svým PINem a důvodem (panel floormana, F2); krupiér bere zpět svoje poslední zadání přes undo
command-unseen = Karty hráče { $seat } byly rozdány neviděné: zadejte ukázané karty, např. s Ah Kd
command-no-cards = Nebyly zadány žádné karty
command-burn-one-card = Spálená karta je jedna karta (nebo ?? či b, když ji nikdo neviděl)
command-board-face-up = Společné karty se rozdávají lícem nahoru: zadejte každou kartu, jak ji čtete
command-no-raise = Teď nelze navýšit
command-no-raise-because = Nelze navýšit: { $why }
command-all-in-too-much = All-in ({ $all-in }) je víc, než je nejvýše dovoleno, { $max }: napište p nebo r { $max }
command-not-betting-key = „{ $word }“ tu není klávesa pro sázení: f, c, r N, p, h, a, bi nebo $ ŽETONY
command-no-chips = Zadejte vyložené žetony, např. $ 500 nebo $ 100 100 100 raise
command-not-chips = „{ $word }“ není počet žetonů
notation-too-many-words = Příliš mnoho slov na jednu akci
notation-not-a-player = „{ $word }“ není hráč (p1 až p10)
notation-one-card = { $what ->
        [burn] Spálená karta
       *[extra] Karta navíc
    } je jedna karta
notation-out-of-turn-form = Akce mimo pořadí je f, cc nebo cbr ČÁSTKA
notation-unknown-verb = Neznámá akce hráče „{ $verb }“
notation-shape = Očekává se „d dh pN KARTY“, „d db KARTY“ nebo „pN f|cc|cbr N|pb|sm [KARTY]“
cards-bad-token = „{ $token }“ na znaku { $at } není karta (např. Ah, Td, 10d nebo ??)
cards-duplicate = { $card } je tu dvakrát (znovu na znaku { $at })
word-seat-missing = „{ $line }“: chybí číslo místa
word-chips-missing = „{ $line }“: chybí počet žetonů
word-not-a-seat = „{ $line }“: „{ $word }“ není místo
word-card = { $word }: { $detail }
word-not-pair = „{ $line }“: „{ $word }“ není MÍSTO:HODNOTA
word-not-play-for = „{ $line }“: „{ $word }“ není play:ČÁSTKA
word-not-amount = „{ $line }“: „{ $word }“ není částka
word-not-duration = „{ $word }“ není doba: 20m, 90s, 1h30m
word-floors = „{ $line }“ patří floormanovi: floor JMÉNO PIN "DŮVOD" { $line }
word-form = „{ $line }“: správně { $form }
floor-call-kill = prohlásit karty hráče za mrtvé může jen floorman
floor-call-award = přidělit bank rozhodnutím může jen floorman
floor-call-fouled-deck = vadný balíček ruší hru a rozhoduje o něm floorman
floor-call-see = žádost vidět karty při showdownu posuzuje floorman
floor-call-misdeal = po dokončeném rozdání vyhlašuje chybné rozdání floorman
floor-call-kills-hand = výsledkem by byly mrtvé karty hráče a karty za mrtvé prohlašuje jen floorman
floor-call-misdeal-after-action = výsledkem by bylo chybné rozdání, které vrací akce, jež hráči už udělali, a to vyhlašuje floorman
take-back-no-hand = neprobíhá žádná hra
take-back-no-entry = hra zatím nemá žádné zadání
take-back-recorded-after = po poslední akci se už něco zapsalo, opravu provede floorman
take-back-by-floor = poslední akci zadal floorman, opravu provede floorman
weak-pin-few-digits = PIN floormana má nejméně { $digits } { $digits ->
        [one] číslici
        [few] číslice
        [many] číslice
       *[other] číslic
    } (nebo použijte heslo o { $chars } { $chars ->
        [one] znaku
        [few] znacích
        [many] znaku
       *[other] znacích
    })
weak-pin-short-passphrase = heslo floormana má nejméně { $chars } { $chars ->
        [one] znak
        [few] znaky
        [many] znaku
       *[other] znaků
    } (nebo použijte PIN o { $digits } { $digits ->
        [one] číslici
        [few] číslicích
        [many] číslice
       *[other] číslicích
    })
weak-pin-one-digit = PIN floormana nesmí být jedna číslice pořád dokola (například 000000)
weak-pin-straight = PIN floormana nesmí být řada číslic po sobě nahoru ani dolů (například 123456 nebo 987654)
desk-no-room-flag = Herna u tohoto stolu neukazuje žádné označení k odstranění.
desk-not-room-staff = { $name } není mezi floormany herny (podle změny herny { $seq }): tento stůl bere floormany z herny.
desk-removed-from-room-staff = Floorman { $name } od změny herny { $seq } nepatří k floormanům herny a u tohoto stolu už nerozhoduje.
command-two-players = „{ $word }“ může označovat více hráčů (místa { $seats }): zadejte číslo místa.
command-out-of-turn-key = Akce hráče { $seat } mimo pořadí je f, c nebo r ČÁSTKA, ne „{ $word }“.
