cli-rules-follows = { $name } — podle { $follows }
cli-rules-chosen = zvoleno: { $value }
cli-rules-no-rule = { $file }: pravidlo „{ $rule }“ tu není; pravidla: { $rules }

cli-verify-intact = { $file }: řetězec neporušen, { $events } { $events ->
        [one] událost
        [few] události
        [many] události
       *[other] událostí
    }, poslední hash { $hash }
cli-verify-intact-anchor = { $file }: řetězec neporušen, { $events } { $events ->
        [one] událost
        [few] události
        [many] události
       *[other] událostí
    }, poslední hash { $hash }, kotva souhlasí
cli-verify-scratch-pins = { $file }: PINy osob { $names } jsou hašovány se zkušební cenou hledání chyb: záznam z hledání chyb, ne ze stolu

cli-show-head = hra { $hand } (id { $id }), button na místě { $button }, začátek { $started } UTC
cli-show-operator = { $name } ({ $role ->
        [dealer] krupiér
        [floor] floorman
       *[other] revizor
    })
cli-show-seat = místo { $seat } { $name }: { $stack }
cli-show-chips = banky [{ $pots }] žetony [{ $stacks }]
cli-show-reason = důvod: { $reason }
cli-show-rake = rake { $rake }
cli-show-pot = bank { $n }: { $amount }, vyhrává: { $awards }

cli-standings-title = Turnaj č. { $id } ({ $currency })
cli-standings-place = pořadí
cli-standings-name = jméno
cli-standings-entries = vstupy
cli-standings-rebuys = rebuye
cli-standings-add-ons = add-ony
cli-standings-stack = žetony
cli-standings-prize = výhra
cli-standings-in = hraje
cli-standings-pool = startovné { $buy_ins } + rebuye { $rebuys } + add-ony { $add_ons } − poplatky { $fees } = výherní fond { $pool } = vyplaceno { $paid } + k výplatě { $to_pay }
cli-standings-rounding = zaokrouhlení: { $rounding }
cli-standings-rounding-rule = každá výhra zaokrouhlena dolů na násobek { $unit } { $currency }, zbytek { $remainder ->
        [top-down] místům od prvního dolů, po jednotce
       *[first] prvnímu místu
    }; hráči na stejném místě se dělí po jednotkách, lichou jednotku dostane nejdřív { $ties ->
        [lowest] nejnižší místo u stolu
       *[button] hráč vlevo od buttonu
    }
cli-standings-paid-in = vloženo
cli-standings-out-hand = hra
cli-standings-out-at = vyřazení (UTC)
cli-standings-deal = Deal zapsán { $at }, zbývalo vyplatit { $left } { $currency }:
cli-standings-offer = Podklady pro deal, zbývá vyplatit { $left } { $currency }:
cli-standings-seat = místo
cli-standings-chip-chop = podle žetonů
cli-standings-icm = ICM
cli-standings-agreed = dohodnuto
cli-standings-play-for = hrálo se o zbývajících: { $play_for }
cli-standings-html-title = Výplatní listina · { $title }
cli-standings-html-prizes = Struktura výher
cli-standings-html-places = Umístění
cli-standings-html-deal = Deal
cli-standings-html-money = Peníze vložené a vyplacené

# Ukazatele průběhu: co se počítá, za „12/300“.
cli-progress-events = událostí
cli-progress-files = souborů
cli-progress-hands = her

cli-since-not-a-date = --since { $date }: čekáno datum ve tvaru RRRR-MM-DD
cli-read-broken = { $file }: { $error }; ze záznamu, který neprošel ověřením, se nic nečte
cli-no-hand = { $file }: hra { $hand } tu není

# `log hands`: sloupce oddělené tabulátorem, slova každého z nich.
cli-hands-hand = hra { $hand }
cli-hands-button = button na místě { $button }
cli-hands-in-play = hraje se

cli-anchor-not-a-seq = --expect { $anchor }: „{ $seq }“ není pořadové číslo události
cli-anchor-not-a-hash = --expect { $anchor }: hash má 64 šestnáctkových znaků
cli-anchor-broken = { $file }: { $error }; z porušeného záznamu se kotva nedává
cli-anchor-no-event = { $file }: událost { $seq } tu není; záznam končí událostí { $last }
cli-anchor-cut = { $file }: kotva je u události { $seq }, ale záznam končí událostí { $last }: jeho konec byl odříznut
cli-anchor-rewritten = { $file }: událost { $seq } má hash { $found }, ne hash kotvy { $hash }: záznam byl přepsán

cli-export-time-zone = --time-zone { $zone }: není název časového pásma jako Europe/Prague
cli-export-chip-value = --chip-value { $value }: není částka jako 1, 0.25 nebo 0.01
cli-export-max-seats = --max-seats { $seats }: stůl má 2 až 10 míst

cli-import-closed = { $file }: uzavřena hra, kterou dřívější import zapsal jen napůl
cli-import-recorded = { $file }: zapsáno jako hra { $hand }
cli-import-refused = { $file }: nezapsáno: { $error }
cli-import-skipped = přeskočeno (už v záznamu): { $count } { $count ->
        [one] hra
        [few] hry
        [many] hry
       *[other] her
    }

cli-replay-summary = prošlo { $passed }, selhalo { $failed }, nepodporováno { $unsupported }

cli-rules-ok = { $file }: v pořádku ({ $name }, podle { $follows })
cli-rules-note-option = { $file }: poznámka: rules.{ $id } v souboru není: platí výchozí „{ $value }“ ({ $cite })
cli-rules-note-text = { $file }: poznámka: rules.{ $id } v souboru není: platí text přiloženého { $preset }

# `room status`: jeden řádek na stůl, sloupce oddělené tabulátorem.
cli-room-none = do herny se zatím nesynchronizoval žádný stůl
cli-room-between-hands = mezi hrami
cli-room-hand-in-play = hraje se hra { $hand }
cli-room-no-players = žádní hráči
cli-room-events = { $events } { $events ->
        [one] událost
        [few] události
        [many] události
       *[other] událostí
    }
cli-room-behind = (pozadu o { $behind })
cli-room-last-sync = poslední synchronizace { $at } UTC
cli-room-never-synced = dosud nesynchronizováno
cli-room-flagged = OZNAČENO: { $flag }
cli-room-cleared = zrušeno: floorman { $floor }, { $at } UTC (událost záznamu { $seq }, odtud epocha { $epoch }): { $reason }; označení: { $flag }
cli-room-table = # stůl { $table }
cli-room-broken = { $table }: řetězec porušen u události { $seq }: { $fault }
cli-room-epoch-intact = { $table } (epocha { $epoch }, před zrušením označení): řetězec neporušen, { $events } { $events ->
        [one] událost
        [few] události
        [many] události
       *[other] událostí
    }, poslední hash { $hash }
cli-room-epoch-broken = { $table } (epocha { $epoch }): řetězec porušen u události { $seq }: { $fault }
cli-room-refused = { $table }: odmítnutá událost { $seq } ({ $action }) od { $sender }: { $reason }
cli-room-no-url = herna nezadána: uveďte její připojovací řetězec, nebo zapište room = "postgresql://…" do dealerdesk.toml
cli-room-copy = stůl { $table } v herně
cli-room-staff-added = { $name } je floorman herny (změna { $seq }, provedla role { $role }, { $at }; hash { $hash })
cli-room-staff-removed = { $name } už není floorman herny (změna { $seq }, provedla role { $role }, { $at }; hash { $hash })
cli-room-staff-none = herna nemá žádné floormany
cli-room-staff-member = { $name }: přidala role { $role }, { $at } (změna { $seq })
cli-room-staff-intact = floormani: řetězec neporušen, { $changes } { $changes ->
        [one] změna
        [few] změny
        [many] změny
       *[other] změn
    }, poslední hash { $hash }
cli-room-staff-broken = floormani: řetězec porušen u změny { $seq }: { $fault }
cli-room-staff-unfounded = floormani: změna { $seq } týkající se { $name } nenavazuje na změny před ní
cli-room-staff-stranger = { $table }: { $name }, floorman v záznamu stolu (událost { $seq }), není mezi floormany herny

cli-clear-no-table = { $file }: v tomto záznamu se u žádného stolu nerozdávalo
cli-clear-no-one = v { $file } nikdo jménem { $name } není
cli-clear-pin = PIN – { $name }:
cli-clear-no-open-flag = { $table }: herna neukazuje žádné otevřené označení
cli-clear-cleared = { $table }: zrušeno č. { $id }: { $flag }
cli-clear-ruling = { $table }: rozhodnutí je událost { $seq } záznamu ({ $hash }); herna bere záznam od první události jako epochu { $epoch }

cli-sync-flagged = herna: tento stůl je OZNAČEN: { $flags }
cli-sync-unsent = herna: { $state }; zbytek se odešle při příštím spuštění s --room

# Proč `log import` hru nezapsal.
cli-import-game = záznam hraje { $log }, hra je { $hand }
cli-import-action-refused = akce { $index } „{ $text }“ odmítnuta: { $why }
cli-import-seats = místa { $seats } nejdou kolem stolu od buttonu doleva v pořadí hráčů
cli-import-unfinished = hra není dohraná
cli-import-stacks = podle pravidel tohoto záznamu hra končí se žetony { $replayed }, ne se zapsanými { $recorded }
cli-import-player-name = hráč { $player }: { $why }

cli-no-such-path = { $file }: takový soubor ani složka není
cli-cannot-read = { $file } nelze přečíst
cli-cannot-read-folder = složku { $file } nelze přečíst
cli-standings-not-a-tournament = { $file }: tento záznam není z turnaje
cli-room-scratch = pracovní složka pro kopie z herny
cli-clock-not-a-tournament = --clock je pro turnaj: soubor pravidel nemá oddíl tournament
cli-phh-fault = { $file }: { $detail }
cli-error = chyba: { $detail }
entry-taken-back = vzal zpět krupiér, který to zadal
entry-voided = floorman zrušil: { $action }
entry-corrected = floorman opravil: { $action }, nyní { $to }
# A house option's value in words (`value:` in a house file).
rule-option-value = { $value ->
        [each] každý hráč
        [big-blind] velký blind za celý stůl
        [full-raise] sázení znovu otevírá jen plné navýšení
        [any-raise] sázení znovu otevírá každé navýšení
        [never] strop platí vždy
        [heads-up-before-cap] heads-up bez stropu, pokud strop nepadl už dřív
        [round-starts-heads-up] bez stropu, začíná-li sázkové kolo heads-up
        [as-if-full] blindy se počítají v plné výši
        [as-posted] blindy se počítají, jak byly vloženy
        [small-blind-as-big] malý blind se počítá jako velký
        [position] podle pozice
        [suit] podle barvy
        [contribution] součást vkladu každého hráče
        [dead-main-pot] mrtvé peníze v hlavním banku
        [side-pots-first] vedlejší banky ukazují první
        [earlier-discards] jen karty odhozené v dřívějších výměnách, karty této výměny, jen když balíček pořád nestačí
        [others-current-discards] i karty, které v této výměně odhodili ostatní hráči
        [usual] obvyklé pořadí
        [blind-first] nejdřív blind
        [ante-first] nejdřív ante
        [recorded] každá spálená karta se zapisuje
        [implicit] spálené karty se nezapisují
        [two-with-chips-or-three] dvě akce se žetony, nebo jakékoli tři
        [two-players-acted] jednali dva hráči
        [face-up] karty lícem nahoru, jakmile je hráč all-in
        [at-showdown] karty se ukazují při showdownu
        [burn-one] jedna karta navíc se stane spálenou
        [misdeal] chybné rozdání
        [redeal] rozdat znovu
        [set-aside] odložit stranou
        [floor-picks-burn] floorman vybere spálenou kartu
        [first-left-of-button] první vítěz vlevo od buttonu
        [high-card-in-hand] nejvyšší karta podle barvy v kombinaci
        [high-card-all-cards] nejvyšší karta podle barvy ze všech karet hráče
        [lowest-card] nejnižší karta podle barvy, eso nízké
        [up-card] hraje jako otevřená karta
        [plays] karta platí
        [replaced] karta se nahradí
        [reshuffle] zamíchat a rozdat kolo znovu
        [restore-order] vrátit karty do správného pořadí
        [scramble-draw] promíchat lícem dolů a vytáhnout spálenou kartu
        [big-bet-option] smí se vsadit velká sázka
        [small-bet] platí malá sázka
        [called-hand] jen dorovnaná kombinace
        [any-hand] kterákoli kombinace
        [dead] mrtvý button
        [moving] pohyblivý button
        [post] vloží blindy hned
        [wait] čeká na velký blind
        [dealt-in] dostane karty hned
        [true] ano
        [false] ne
        [null] žádná
       *[other] { $value }
    }
cli-room-staff-entry-no-change = { $table }: událost záznamu { $event } zapisuje floormany herny podle změny { $seq }, kterou řetězec floormanů herny nemá
cli-room-staff-entry-hash = { $table }: událost záznamu { $event } zapisuje floormany herny podle změny { $seq } s hashem { $hash }, což není hash té změny v herně
cli-room-staff-entry-names = { $table }: událost záznamu { $event } zapisuje floormany herny podle změny { $seq } jako { $names }, což nejsou floormani, které herna tehdy měla
cli-standings-chop-guaranteed = podle žetonů: každý hráč má nejdřív jistých { $amount } { $currency }, výhru za další místo; zbytek se dělí podle žetonů
cli-standings-chop-over-first = { $name } (místo { $seat }): { $amount } { $currency } podle žetonů je víc, než se vyplácí za první pořadí ({ $first } { $currency })
entry-misdealt = { $action }: chybné rozdání, karty se rozdají znovu
cli-show-in-play = hra pokračuje: v bankách { $amount }, včetně sázek tohoto kola
cli-verify-signed = { $file }: každý záznam floormana je podepsaný ({ $entries } { $entries ->
    [one] podpis
    [few] podpisy
    [many] podpisu
   *[other] podpisů
}), každý klíč zapsaný až k prvnímu floormanovi, { $name } (klíč { $key })
cli-verify-unsigned = { $file }: nepodepsáno (starší formát): záznamy floormanů nenesou podpisy, takže nedokazuje, kdo rozhodl
cli-verify-no-floor = { $file }: není zapsán žádný floorman, takže žádný záznam floormana není podepsaný
cli-anchor-other-floor = { $file }: klíč prvního floormana je { $found }, ne { $key } z kotvy: záznam byl přepsán
cli-anchor-unsigned = { $file }: kotva uvádí klíč prvního floormana { $key }, ale záznam nemá žádného podepsaného floormana: záznam byl přepsán
cli-no-step = { $file }: hra { $hand } nemá krok { $step }; její kroky jsou 1 až { $steps }
cli-whatif-no-action = žádná akce, která by se hrála místo záznamu: zadejte aspoň jednu v zápisu PHH (viz docs/notation.md)
