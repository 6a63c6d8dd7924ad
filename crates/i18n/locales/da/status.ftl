# Hvad der lige er registreret.

session-sat = { $name } sætter sig på plads { $seat } med { $chips } { $chips ->
        [one] chip
       *[other] chips
    }
session-left = { $name } forlader plads { $seat } med { $chips } { $chips ->
        [one] chip
       *[other] chips
    }
session-out = { $name } sidder over
session-back = { $name } er tilbage
session-added = { $name } køber { $chips } { $chips ->
        [one] chip
       *[other] chips
    } til
session-moved = { $name } flytter fra plads { $from } til plads { $to }
session-button = dealerknappen starter på plads { $seat }
session-drew-button = { $name } trækker dealerknappen på plads { $seat }
session-dealer = { $name } er dealer ved bordet
session-entered = { $name } går ind på plads { $seat } ({ $kind ->
        [late] sen tilmelding
        [re-entry] re-entry
       *[other] buy-in
    })
session-rebought = { $name } tager en rebuy
session-add-on = { $name } tager add-on
session-clock-started = uret starter
session-clock-moved = uret går videre
session-coloured-up = { $chip }-chipsene er vekslet op

done-recorded = Registreret: { $what }
done-ruling = Afgørelse: { $note }
done-now = Nu
done-legal-now = Tilladt nu
done-rulings = Afgørelser i denne session ({ $count })
done-ruling-line = Hånd nr. { $hand }: { $text }
done-hand-dealt = hånd nr. { $hand } givet, dealerknap på plads { $seat }
done-floors = »{ $action }« afgøres af flooren: floorpanelet har det klar til en floors pinkode og begrundelse
done-dealt-unseen = { $count } kort givet med billedsiden ned uden at blive set
done-taken-back = trukket tilbage: { $action }
done-voided = sidste handling annulleret: { $reason }
done-floor-added = floor { $name } registreret
done-no-session = ingen session er åben
done-because = { $what }: { $reason }
done-clock-paused = uret er sat på pause
done-clock-running = uret kører
done-clock-adjusted = { $seconds } s på uret
done-bust-undone = plads { $seat } er tilbage i turneringen
done-chop = deal registreret, der spilles om resten: { $left }

# En handling i ord, som gennemsyn, tilbagetagning og rettelse læser den: spilleren ved navn og plads.
action-deal-hole = givet til { $seat }: { $cards }
action-deal-board = bordkort: { $cards }
action-burn = brændt kort: { $cards }
action-exposed = { $card } vist under givningen til { $seat }
action-misdeal = fejlgivning
action-premature = for tidligt kort: { $cards }
action-extra = ekstra kort til { $seat }: { $cards }
action-boxed = kort med billedsiden op i bunken: { $card }
action-fouled = defekt kortsæt
action-out-of-turn = { $seat } melder uden for tur: { $act }
action-kill = hånden hos { $seat } er død
action-short = { $seat } mangler et kort
action-no-burn = givet uden brændt kort: { $cards }
action-double-burn = andet brændte kort: { $cards }
action-award = puljen tildeles { $seat }
action-see = der er bedt om at se hånden hos { $seat }
action-fold = { $seat } folder
action-check-call = { $seat } { $how ->
        [check] checker
        [call] caller
       *[check-call] checker eller caller
    }
action-bet-raise = { $seat } { $how ->
        [bet] better { $to }
        [raise] raiser til { $to }
       *[bet-raise] better eller raiser til { $to }
    }
action-bring-in = { $seat } poster bring-in
action-show = { $seat } viser { $cards }
action-muck = { $seat } mucker
action-draw = { $seat } bytter { $cards }
action-stand-pat = { $seat } står og bytter ingen kort
draw-drew = { $cards ->
        [0] byttede 0 (står)
       *[other] byttede { $cards }
    }
draw-seat-line = { $seat }: { $draws }
draw-told = { $seat } byttede { $cards ->
        [0] ingen kort: står
        [one] ét kort
       *[other] { $cards } kort
    }.
# Givne kort, som ingen så.
cards-unseen = { $count ->
        [one] med billedsiden ned
       *[other] { $count } kort med billedsiden ned
    }
room-staff-as-of = Floorer fra rummet efter ændring { $seq }: { $names }
room-staff-as-of-nobody = Rummet har ingen floorer efter ændring { $seq }: ingen træffer afgørelser ved dette bord.
room-staff-unreachable = Rummet kan ikke nås ({ $reason }): dets floorer efter ændring { $seq } gælder.
room-staff-broken = Rummets kæde af floorer er brudt ved ændring { $room }: listen efter ændring { $seq } gælder.
room-staff-rewound = Rummet viser sine floorer efter ændring { $room }, før ændring { $seq }, som dette bord har skrevet: den liste gælder.
