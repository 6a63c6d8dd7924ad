# Odmítnutí v turnaji: vstupy, rebuy, add-on, hodiny, color-up a deal.

tournament-not-a-tournament = U tohoto stolu se nehraje turnaj: jeho soubor pravidel nemá oddíl turnaje.
tournament-chips-at-entry = Místo v turnaji dostává startovní stack: sit MÍSTO JMÉNO, bez žetonů.
tournament-chips-at-rebuy = Rebuy v turnaji kupuje žetony struktury za její cenu: rebuy MÍSTO.
tournament-no-chips-at-cash-table = U cash stolu se přisedá se žetony: sit MÍSTO JMÉNO ŽETONY.
tournament-still-in = { $name } je stále v turnaji.
tournament-registration-closed = Registrace skončila po levelu { $until }; hodiny jsou na levelu { $level }.
tournament-no-late-registration = Tento turnaj po začátku nepřijímá další vstupy.
tournament-no-re-entry = { $name } je z turnaje vyřazen(a) a tento turnaj nemá re-entry.
tournament-re-entry-limit = Počet re-entry hráče { $name } je vyčerpán ({ $limit }×), víc nejde.
tournament-no-rebuys = Tento turnaj nemá rebuy.
tournament-rebuy-period-over = Rebuy skončily levelem { $until }; hodiny jsou na levelu { $level }.
tournament-rebuy-above-limit = { $seat } má { $stack }, víc než { $limit }: rebuy je povolen jen s tolika žetony nebo méně.
tournament-rebuy-limit = { $seat } už má { $limit }× rebuy, víc nejde.
tournament-no-add-on = Tento turnaj nemá add-on.
tournament-not-add-on-break = Add-on se bere o { $break }. přestávce a ta teď není.
tournament-add-on-taken = { $seat } už add-on má.
tournament-out = { $seat } už v turnaji nehraje.
tournament-during-hand = Rebuy, add-on a color-up se dělají mezi hrami, ne během hry.
tournament-clock-started = Hodiny už běží.
tournament-clock-not-started = Hodiny ještě nebyly spuštěny.
tournament-clock-paused = Hodiny už stojí.
tournament-clock-running = Hodiny běží, nestojí.
tournament-clock-not-manual = Hodiny jdou podle skutečného času: tick je pro ruční hodiny.
tournament-clock-no-time = Změna hodin o žádný čas.
tournament-clock-mode = Hodiny byly spuštěny jako { $logged ->
        [manual] ruční
       *[other] hodiny podle skutečného času
    } a nelze je přepnout na { $asked ->
        [manual] ruční
       *[other] skutečný čas
    }.
tournament-on-break = Turnaj má { $break }. přestávku: hry začnou znovu po jejím konci.
tournament-colour-up-due = Žetony hodnoty { $chip } odcházejí ze hry o { $break }. přestávce: před další hrou je nutný color-up.
tournament-no-such-colour-up = Struktura nemá color-up žetonů hodnoty { $chip }.
tournament-colour-up-early = Žetony hodnoty { $chip } odcházejí o { $break }. přestávce a ta ještě nenastala.
tournament-coloured-up = Žetony hodnoty { $chip } už prošly color-upem.
tournament-race-cards = Každý hráč s lichými žetony táhne za každý z nich jednu kartu: { $detail }.
tournament-race-missing = { $count ->
        [one] místo { $seats } musí táhnout
        [few] místa { $seats } musí táhnout
        [many] místa { $seats } musí táhnout
       *[other] místa { $seats } musí táhnout
    }
tournament-race-extra = { $count ->
        [one] místo { $seats } nemá liché žetony
        [few] místa { $seats } nemají liché žetony
        [many] místa { $seats } nemají liché žetony
       *[other] místa { $seats } nemají liché žetony
    }
tournament-drawn-twice = { $card } je tažena dvakrát.
tournament-race-card-count = { $seat } táhne { $due } { $due ->
        [one] kartu
        [few] karty
        [many] karty
       *[other] karet
    }, jednu za každý lichý žeton, ne { $drew }.
tournament-not-out = { $seat } není vyřazeno.
tournament-chop-players = Deal musí jmenovat každého zbývajícího hráče právě jednou: { $detail }.
tournament-chop-missing = { $count ->
        [one] místo { $seats } není jmenováno právě jednou
        [few] místa { $seats } nejsou jmenována právě jednou
        [many] místa { $seats } nejsou jmenována právě jednou
       *[other] místa { $seats } nejsou jmenována právě jednou
    }
tournament-chop-extra = { $count ->
        [one] místo { $seats } už nehraje
        [few] místa { $seats } už nehrají
        [many] místa { $seats } už nehrají
       *[other] místa { $seats } už nehrají
    }
tournament-chop-sum = Deal vyplácí { $sum } a nechává { $play_for } ke hře, ale k výplatě zbývá { $left }.
tournament-chop-amount = { $seat } nemůže v dealu dostat { $amount }: k výplatě zbývá jen { $left }.
tournament-chop-play-for = Deal nemůže nechat { $amount } ke hře: k výplatě zbývá jen { $left }.
tournament-chop-too-few = Deal potřebuje aspoň dva zbývající hráče.
tournament-deal-made = Deal už je zapsán.
tournament-deal-ended = Deal turnaj ukončil: už se nehraje o nic.
tournament-leave-with-chips = { $seat } má ještě žetony ({ $stack }): v turnaji žetony zůstávají ve hře a hráč odchází bez žetonů nebo jako vítěz.
tournament-over = Turnaj skončil: zbývá jeden hráč.
