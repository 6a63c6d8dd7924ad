# Chyby záznamu, souboru pravidel, hry a stolu.

seat-number = Místo { $seat }
error-detail = { $detail }
desk-log-failed = Záznam to nemohl zapsat: { $detail }
desk-setup-failed = Hru nelze začít: { $detail }
desk-player-count = Karty dostává { $seats } { $seats ->
        [one] místo
        [few] místa
        [many] místa
       *[other] míst
    }, ale hra má { $players } { $players ->
        [one] hráče
        [few] hráče
        [many] hráče
       *[other] hráčů
    }.
desk-correction-player = Oprava nahrazuje „{ $replaced }“ akcí téhož hráče, ne „{ $action }“.
desk-correction-reopens = S „{ $action }“ místo „{ $replaced }“ by hra { $hand } neskončila: znovu ji otevřít může jen rozhodnutí floormana během hry.
desk-draw-count = Každý hráč u stolu táhne jednu kartu: { $seat } má { $cards } { $cards ->
        [one] kartu
        [few] karty
        [many] karty
       *[other] karet
    }.
desk-replay = Událost záznamu { $seq } „{ $action }“ nelze přehrát: { $detail }
desk-inconsistent = Stůl nemůže převzít, co bylo právě zapsáno: { $detail }
replay-payload = její zápis není událost stolu, kterou tento stůl umí přečíst (řádek { $line }, sloupec { $column })
replay-no-hand = neprobíhá žádná hra
replay-no-hand-row = začátek hry je zapsán mimo hry záznamu
replay-empty-seat = { $seat } je prázdné
replay-seat-taken = { $seat } je obsazené jiným hráčem
replay-stacks = zapsané žetony ({ $recorded }) se liší od žetonů, ke kterým hra dojde při přehrání ({ $replayed })
replay-not-last-action = zápis uvádí „{ $named }“, ne poslední platnou akci
replay-action-without-text = akce hry je zapsána bez svého textu
replay-snapshot-differs = snímek stolu se liší od stolu poskládaného ze záznamu
replay-snapshot-out-of-place = snímek stolu tam, kde ho stůl mít nemůže (během hry, na turnaji nebo před zápisem pravidel)
replay-snapshot-time = čas snímku „{ $time }“ nelze přečíst jako čas
replay-not-snapshot = nejde o snímek stolu
replay-snapshot-rules-not-rules = pravidla snímku v události záznamu { $seq } nejsou zápisem pravidel
replay-snapshot-rules-missing = pravidla snímku v události záznamu { $seq } v záznamu nejsou
replay-amend-during-hand = oprava skončené hry, zatímco probíhá jiná hra
replay-amend-not-last = oprava uvádí hru { $hand }, ne poslední hru
replay-hand-not-started = hra nezačala
replay-no-level = turnaj nemá level { $level }
replay-no-tournament = turnajový zápis u stolu bez turnaje
replay-not-entrant = hráč { $name } v turnaji nemá žádný vstup

log-error-not-found = Soubor záznamu nenalezen: { $path }
log-error-locked = Záznam { $path } drží zamčený jiný program (čekání vypršelo).
log-error-in-use = Záznam { $path } používá proces { $pid } od { $time }; zapisovat do něj smí vždy jen jeden program.
log-error-in-use-unknown = Záznam { $path } používá jiný program; zapisovat do něj smí vždy jen jeden program.
log-error-read-only-file = Do záznamu { $path } nelze zapisovat (soubor, složka nebo disk jen pro čtení).
log-error-read-only-handle = Záznam { $path } je otevřen jen pro čtení.
log-error-not-a-database = { $path } není databáze SQLite.
log-error-corrupt = Záznam { $path } je poškozený: { $detail }
log-error-not-a-log = { $path } je databáze SQLite, ale ne záznam Dealer Desku: { $detail }
not-a-log-empty = databáze je prázdná
not-a-log-application-id = patří jinému programu (application id { $found }, záznam má { $expected })
not-a-log-table-missing = chybí tabulka { $table }, kterou má každý záznam
not-a-log-no-schema-version = nemá zapsanou verzi schématu
log-error-schema = Záznam { $path } má verzi schématu { $found }; tento program čte { $supported }.
log-error-broken-chain = Hašovací řetězec je porušen u události { $seq }: { $reason }
log-error-rejected = Záznam { $path } změnu odmítl: { $detail }
log-error-unknown-operator = V záznamu není obsluha { $id }.
log-error-unknown-session = V záznamu není relace { $id }.
log-error-unknown-hand = V záznamu není hra { $id }.
log-error-hand-ended = Hra { $id } už skončila.
log-error-duplicate-hand = Relace už má hru číslo { $hand }.
log-error-not-permitted = Obsluha { $id } ({ $role ->
        [dealer] krupiér
        [floor] floorman
       *[other] revizor
    }) to nesmí.
log-error-pin-required = { $role ->
        [dealer] Krupiér
        [floor] Floorman
       *[other] Revizor
    } potřebuje PIN.
log-error-house-key-no-place = Klíč herny nemá kde být uložen: není nastavena proměnná HOME ani XDG_CONFIG_HOME.
log-error-house-key-no-random = Nový klíč herny nelze vytvořit: systém nedává žádné náhodné bajty.
log-error-house-key-read = Klíč herny { $path } nelze přečíst: { $detail }
log-error-house-key-folder = Složku pro klíč herny { $path } nelze vytvořit: { $detail }
log-error-house-key-write = Klíč herny { $path } nelze zapsat: { $detail }
log-error-house-key-size = Klíč herny { $path } má { $found } { $found ->
        [one] bajt
        [few] bajty
        [many] bajtu
       *[other] bajtů
    }; klíč herny má 32 bajtů.
log-error-pin-settings = PIN nelze zahašovat: nastavení náročnosti haše nebo klíče herny je odmítnuto.
log-error-pin-hashing = PIN se nepodařilo zahašovat; nic nebylo zapsáno.
log-error-pin-stored-hash = Haš PINu floormana v tomto záznamu je poškozený: ten PIN nelze ověřit.
log-error-pin-stored-settings = Haš PINu floormana v tomto záznamu uvádí náročnost, kterou nelze použít: ten PIN nelze ověřit.
log-error-pin-checking = PIN se nepodařilo ověřit proti jeho haši; nic nebylo zapsáno.
log-error-other-house-key = PIN floormanů v tomto záznamu byly vytvořeny jiným klíčem herny než { $path }: žádný PIN floormana tu nelze ověřit, dokud se ten klíč herny nevrátí na místo.
log-error-altered-missing = Záznam { $path } byl za jeho zády pozměněn: { $object } chybí. Jeho zápisům nelze věřit; zavolejte floormana.
log-error-altered-added = Záznam { $path } byl za jeho zády pozměněn: přidáno { $object }. Jeho zápisům nelze věřit; zavolejte floormana.
log-error-altered-changed = Záznam { $path } byl za jeho zády pozměněn: změněno { $object }. Jeho zápisům nelze věřit; zavolejte floormana.
log-error-lost-entries = Záznam { $path } přišel o zápisy, které už zaznamenal: zaznamenán byl zápis { $recorded }, ale záznam teď končí zápisem { $head } (soubor smazaný po pádu nebo obnovená starší kopie). Zavolejte floormana; na tomto záznamu nerozdávejte.
log-error-empty-pin = PIN nesmí být prázdný.
log-error-bad-row = Záznam { $path } obsahuje řádek, který nelze přečíst: { $detail }
row-at-event = událost { $seq }
row-at-hand = řádek hry { $id }
row-at-session = relace { $id }
row-at-operator = řádek personálu { $id }
row-fault-negative-seq = událost { $seq } má záporné číslo
row-fault-negative-hand-no = řádek hry { $hand } má záporné číslo hry { $number }
row-fault-seat = řádek hry { $hand }: { $seat } není místo
row-fault-timestamp = { $row }: čas „{ $text }“ nelze přečíst jako čas
row-fault-role = { $row }: role „{ $role }“ neexistuje
row-fault-json = { $row }: { $field } nelze přečíst jako JSON (řádek { $line }, sloupec { $column })
row-fault-unknown-record = událost { $seq }: „{ $action }“ není záznam řádku záznamu
row-fault-players-record = událost { $seq }: záznam hráčů bez své hry nebo bez hráčů
row-fault-column-value = událost { $seq }: { $field } nemůže obsahovat { $value }
row-fault-not-a-head = hlava vedle záznamu obsahuje „{ $text }“, ne počet událostí a hash
row-fault-seq-out-of-range = událost { $seq } je mimo rozsah, který záznam uloží
log-error-sqlite = Chyba SQLite u { $path }: { $detail }
log-error-io = { $path } nelze číst ani zapsat: { $detail }
log-error-invalid-argument = Záznam to odmítá: { $detail }
argument-player-without-name = hra { $hand }: hráč na místě { $seat } nemá jméno
argument-seat-twice = hra { $hand }: dva hráči na místě { $seat }
argument-transaction-under-way = transakce už probíhá
argument-no-transaction = část potřebuje probíhající transakci
argument-empty-table-name = stůl potřebuje název
argument-empty-operator-name = člen personálu potřebuje jméno
argument-hand-no-too-large = číslo hry { $hand } je příliš velké
argument-no-record = zápis nebyl zaznamenán
argument-reserved-action = „{ $action }“: zápisy začínající 'log ' jsou vlastní záznamy řádků záznamu
argument-no-row-record = řádek { $id } tabulky { $table } nemá v řetězci záznam „{ $action }“
argument-mark-not-encoded = značku ověření nelze zapsat
argument-copy-into-used-log = { $path }: kopie se zapisuje do nového záznamu a tento už obsahuje události

chain-hash-mismatch = uložený haš { $stored } není vypočtený { $computed }
chain-prev-hash-mismatch = předchozí haš má být { $expected }, ale je { $found }
chain-gap = chybí událost: další přítomná je { $found }
chain-out-of-order = událost číslo { $found } je mimo pořadí
chain-unparsable = data události nelze přečíst jako JSON (řádek { $line }, sloupec { $column })
chain-non-canonical = data události byla přepsána (nejsou v kanonickém tvaru)
chain-invalid-column = sloupec { $column } má neplatnou hodnotu
chain-unknown-operator = událost uvádí neznámou obsluhu { $id }
chain-role-mismatch = událost uvádí roli „{ $stored }“, ale obsluha je { $role ->
        [dealer] krupiér
        [floor] floorman
       *[other] revizor
    }
chain-row-missing = chybí události: hlava uvádí { $events } { $events ->
        [one] událost
        [few] události
        [many] události
       *[other] událostí
    }, ale záznam končí dřív
chain-beyond-head = za uloženou hlavou ({ $events } { $events ->
        [one] událost
        [few] události
        [many] události
       *[other] událostí
    }) je další událost
chain-head-mismatch = uložená hlava { $head } není haš poslední události { $last }
chain-head-unreadable = uloženou hlavu nelze přečíst: { $detail }
head-fault-missing = tabulka meta záznamu nemá { $key }
head-fault-not-text = hodnota { $key } v tabulce meta záznamu není text
head-fault-not-a-count = zapsaný počet událostí „{ $text }“ není číslo
chain-row-record = řádek { $id } tabulky { $table } neodpovídá řetězci: { $detail }
row-mismatch-recorded-twice = řetězec jej zaznamenává dvakrát
row-mismatch-differs = řádek se liší od svého záznamu v řetězci
row-mismatch-unvouched = žádný záznam v řetězci za řádek neručí (byl přidán nebo změněn mimo záznam)
row-mismatch-gone = zaznamenaný řádek chybí
row-mismatch-no-row-id = jeho záznam neuvádí žádný řádek
row-mismatch-before-records = záznam „{ $action }“ v záznamu z doby před záznamy řádků

rules-error = { $file }, řádek { $line }, sloupec { $column }: { $detail }
rules-error-file = { $file }: { $detail }
setup-error-player-count = Hra potřebuje 2 až { $max } hráčů, ne { $count }.
setup-error-empty-stack = { $seat } nemá žádné žetony do hry.
setup-error-length = Seznam { $field } má { $got } { $got ->
        [one] hráče
        [few] hráče
        [many] hráče
       *[other] hráčů
    }, ale seznam žetonů hráčů { $want }.
setup-error-limit-bets = Fixed limit potřebuje malou sázku a velkou sázku.
setup-error-no-min-bet = No-limit a pot-limit potřebují minimální sázku.
setup-error-no-blinds = { $game } se hraje bez blindů.

house-unreadable = Soubor nelze přečíst: { $detail }
house-too-large = Soubor má { $bytes } { $bytes ->
        [one] bajt
        [few] bajty
        [many] bajtu
       *[other] bajtů
    }; přečte se nejvýše { $max }.
house-too-deep = Závorky jsou vnořené hlouběji než { $max }.
house-yaml = YAML nelze přečíst: { $detail }
parse-at-key = { $key }: { $fault }
parse-wrong-type = zde se čeká { $expected ->
        [count] celé číslo od 0 výš
        [whole] celé číslo
        [number] číslo
        [text] text
        [list] seznam
        [section] oddíl s klíči
        [yes-no] true nebo false
       *[other] hodnota jiného druhu
    }, ne { $found ->
        [count] celé číslo
        [whole] celé číslo
        [negative] záporné číslo
        [number] číslo
        [text] text
        [list] seznam
        [section] oddíl s klíči
        [yes-no] true nebo false
        [empty] prázdná hodnota
       *[other] tato hodnota
    } ({ $said })
parse-unknown-key = klíč „{ $name }“ sem nepatří ({ $said })
parse-unknown-word = „{ $name }“ není žádná z hodnot, které tento klíč přijímá ({ $said })
parse-missing-key = chybí klíč „{ $name }“ ({ $said })
parse-duplicate-key = klíč „{ $name }“ je zapsán dvakrát ({ $said })
parse-bad-value = tuto hodnotu zde nelze použít ({ $said })
parse-syntax = text zde není správně zapsán ({ $said })
house-share-tenths = { $key }: { $percent } není podíl od 0 do 100 v celých desetinách procenta.
house-share-hundredths = { $key }: { $percent } není podíl od 0 do 100 v celých setinách procenta.
house-not-dealt = { $game } se tu nehraje jako { $structure } { $split }; hraje se jako: { $dealt }.
house-missing-rule = rules.{ $rule } je pro { $structure } { $game } nutné a přiložená předvolba pro něj nemá text.
house-too-many-chips = { $key } je { $amount } { $amount ->
        [one] žeton
        [few] žetony
        [many] žetony
       *[other] žetonů
    }, víc než { $max }, kolik stůl pojme.
house-rathole-zero = rathole je nejméně 1 minuta, nebo null, když pravidlo není.
house-stub-spares = stud_short_stub počítá náhradní karty nad burn a kartu pro každého: nejvýše 3, ne { $spares }.
house-raise-cap-zero = raise_cap je nejméně 1.
house-rake-increment-zero = Krok rake je nejméně 1 žeton.
house-rake-uncited = Rake potřebuje cite a text.
house-odd-chip-unit-zero = odd_chip_unit je nejméně 1.
house-limit-needs-cap = Fixed limit potřebuje raise_cap (4 pro sázku a tři navýšení).
house-no-big-blind = Velký blind je víc než 0.
house-small-over-big = Malý blind { $small } je víc než velký blind { $big }.
house-straddle-under-big = Straddle { $straddle } je méně než velký blind { $big }.
house-blinds-in-stud = { $game } nemá blindy ani straddle.
house-bring-in-over-small-bet = Bring-in { $bring_in } je víc než malá sázka { $small }.
house-limit-bets = Fixed limit potřebuje malou sázku větší než 0 a velkou sázku nejméně stejně velkou.
house-tournament-cash = Turnaj nebere rake a nemá hotovostní buy-in: rake a buy_in vynechte.
house-rotation-in-tournament = Na turnaji se varianta mění s každým levelem: napište rotation.every jako level.
house-rotation-level-cash = rotation.every: level potřebuje turnaj s levely; cash game mění variantu po hrách nebo po orbitu.
house-rotation-level-stakes = Level { $level } hraje { $game } a jeho řádek neuvádí sázky této varianty (blindy; small_bet a big_bet pro fixed limit; bring_in a stud_ante pro stud).
house-rotation-every-zero = rotation.every je nejméně 1 hra.
house-rotation-games = Střídání uvádí po variantě domu 1 až { $max } variant, ne { $games }.
house-rotation-house-unknown = Varianta střídání { $house } není soubor pravidel vedle tohoto ani přiložený soubor.
house-rotation-house-missing = Varianta střídání neuvádí soubor pravidel ani nevypisuje pravidla.
house-rotation-nested = Varianta střídání je sama střídáním nebo turnajem.
house-tournament = Turnaj: { $detail }
house-tourney-starting-stack = počáteční žetony jsou 1 žeton nebo víc, v mezích stolu.
house-tourney-rebuy-until = rebuy končí levelem od 1 do { $levels }, ne { $until }.
house-tourney-rebuy-empty = rebuy kupuje žetony a povolen je nejméně jeden.
house-tourney-add-on-break = add-on je o přestávce od 1 do { $breaks }, ne { $at }.
house-tourney-add-on-empty = add-on kupuje žetony.
house-tourney-late-until = pozdní registrace končí levelem od 1 do { $levels }, ne { $until }.
house-tourney-re-entry-without-late = re-entry se bere během pozdní registrace a struktura žádnou nemá.
house-tourney-no-minutes = každý level a přestávka trvá nejméně minutu.
house-tourney-level-blinds = level { $level }: velký blind je víc než 0 a nejméně malý blind.
house-tourney-ante-kind-none = level { $level } má ante { $ante }, ale ante_kind none.
house-tourney-ante-missing = level { $level } má druh ante, ale žádné ante.
house-tourney-level-falls = level { $level } ({ $small }/{ $big } ante { $ante }) neroste z levelu { $prev } ({ $prev_small }/{ $prev_big } ante { $prev_ante }): levely rostou ostře.
house-tourney-schedule-ends = rozpis začíná i končí levelem.
house-tourney-chip-set = sada žetonů uvádí každou hodnotu jednou, od nejmenší, větší než 0.
house-tourney-colour-up-chip = color-up { $n }: ve hře není žeton { $chip }, který by se odebral.
house-tourney-colour-up-break = color-up { $n } je o přestávce od 1 do { $breaks }, ne { $at }.
house-tourney-colour-up-leaves-none = color-up { $n }: po odebrání žetonu { $chip } nezbývá žeton, na který se mění.
house-tourney-no-chip-race = struktura s color-upy uvádí pravidlo pro chip race.
house-tourney-not-multiples = počáteční žetony, rebuye a add-ony jsou násobky nejmenšího žetonu, { $smallest }.
house-tourney-level-not-multiples = blindy a ante levelu { $level } nejsou násobky nejmenšího žetonu ve hře, { $smallest }.
house-tourney-prize-unit = výhry se zaokrouhlují na jednotku nejméně 1.
house-tourney-first-row = tabulka výplaty výher má řádek od 2 vstupů nebo méně.
house-tourney-rows-order = řádky výplaty rostou podle vstupů: { $entries } po { $after }.
house-tourney-row-sum = řádek od { $entries } { $entries ->
        [one] vstupu
        [few] vstupů
        [many] vstupů
       *[other] vstupů
    } vyplácí { $percent } %, ne 100 %.
house-tourney-row-places = řádek od { $entries } { $entries ->
        [one] vstupu
        [few] vstupů
        [many] vstupů
       *[other] vstupů
    } vyplácí { $places } { $places ->
        [one] místo
        [few] místa
        [many] místa
       *[other] míst
    }.
house-tourney-row-rising = řádek od { $entries } { $entries ->
        [one] vstupu
        [few] vstupů
        [many] vstupů
       *[other] vstupů
    } vyplácí nižšímu místu víc než vyššímu.

room-error-address = Adresu herny nelze přečíst: { $detail }
room-error-unreachable = Herna není dostupná: { $detail }
room-error-database = Databáze herny odmítla: { $detail }
room-error-schema-newer = Databáze herny má schéma verze { $found }, tento program potřebuje { $wanted }: herna byla zřízena novějším Dealer Deskem.
room-error-schema-owner = Databáze herny má schéma verze { $found }, tento program potřebuje { $wanted }: připojte se jednou jako vlastník databáze, aby se provedly migrace.
room-error-no-table = V herně není stůl „{ $table }“.
room-error-flags-changed = Stůl „{ $table }“ má otevřená označení { $open }, ne zobrazená { $shown }: prohlédněte je znovu.
room-error-not-recorded = Záznam zapsal zrušení u události { $seq }, herna ne: { $why }
room-error-scratch = Pomocný soubor pro kopii stolu: { $detail }
room-error-not-owner = Role { $role } nepatří majiteli herny: floormany herny přidává a odebírá jen majitel herny.
room-error-already-staff = { $name } už mezi floormany herny je.
room-error-not-staff = { $name } mezi floormany herny není.
seating-no-such-seat = Místo { $seat } neexistuje: místa jsou 1 až 10.
seating-no-name = Hráč potřebuje jméno.
seating-nothing-to-add = Není co přidat.
seating-move-during-hand = Místa se mění mezi hrami, ne během hry.
seating-leave-during-hand = { $seat }: hráč je v této hře a nemůže odejít, dokud neskončí.
seating-taken = { $seat } je obsazené: sedí tam { $name }.
seating-no-chips = Hráč si přisedá se žetony, ne s 0.
seating-over-table-limit = { $chips } je víc než { $max } { $max ->
        [one] žeton
        [few] žetony
        [many] žetony
       *[other] žetonů
    }, kolik stůl pojme.
seating-add-during-hand = Žetony se přidávají mezi hrami, ne během hry.
seating-below-minimum = Buy-in { $stack } je pod minimem { $min }.
seating-above-maximum = Buy-in { $stack } je nad maximem { $max }.
seating-top-up-above-maximum = Dokoupení na { $stack } by překročilo maximum { $max }.
seating-rathole = { $name }: odchod od stolu před { $minutes } { $minutes ->
        [one] minutou
        [few] minutami
        [many] minuty
       *[other] minutami
    } s { $left }; návrat nejméně s tolika žetony, ne s { $stack }.

# A hand history that does not read.
phh-syntax = Tohle není čitelný záznam hry: { $detail }
phh-at = řádek { $line }, sloupec { $column }: { $detail }
phh-unsupported = Varianta { $variant } se tu nehraje.
phh-fractional = { $field } má zlomkový počet žetonů ({ $value }): zlomky žetonů se tu nerozdávají
phh-field = { $field }: { $fault }
phh-too-many-chips = { $value } je víc než { $max } { $max ->
        [one] žeton
        [few] žetony
        [many] žetony
       *[other] žetonů
    }, kolik stůl pojme
phh-not-chips = { $value } není počet žetonů
phh-length = uvádí { $got } { $got ->
        [one] položku
        [few] položky
        [many] položky
       *[other] položek
    }, ale starting_stacks { $players } { $players ->
        [one] hráče
        [few] hráče
        [many] hráče
       *[other] hráčů
    }
phh-not-a-seat = { $value } není místo od 1 do 10
phh-seat-twice = místo { $seat } je uvedeno dvakrát
phh-action = akce { $index } „{ $text }“: { $why }
phh-key-twice = hra [{ $key }] je uvedena dvakrát
phh-before-header = „{ $line }“ stojí před hlavičkou [n] první hry
house-table-size = Hra { $game } se u stolu rozdává 2 až { $max } hráčům, ne { $size }.
seating-table-full = U stolu se rozdává { $size } { $size ->
        [one] hráči
        [few] hráčům
        [many] hráče
       *[other] hráčům
    } a všechna místa jsou obsazená: hráč { $name } čeká na volné místo.
log-error-not-unlocked-entry = Záznam obsluhy { $id } potřebuje PIN toho floormana: záznamy floormanů jsou v tomto záznamu podepsané.
log-error-not-unlocked-staff = Zapsání floormana potřebuje PIN některého floormana: záznamy floormanů jsou v tomto záznamu podepsané.
chain-signature-unsigned = záznam floormana (obsluha { $id }) nenese podpis
chain-signature-invalid = podpis obsluhy { $id } neodpovídá záznamu
chain-signature-no-key = obsluha { $id } nemá před tímto záznamem zapsaný klíč
chain-signature-key-missing = floorman { $id } byl zapsán bez klíče
chain-signature-self-registered = floorman { $id } zapsal vlastní klíč sám, což smí jen první floorman záznamu
chain-signature-stray = záznam „{ $action }“ stojí mimo své místo
chain-signature-unreadable = záznam „{ $action }“ nelze přečíst
chain-signature-unkeyed-pin = hash PINu obsluhy { $id } není klíčován klíčem herny jako ty dřívější
