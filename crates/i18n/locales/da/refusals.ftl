refusal-not-your-turn = Det er { $turn }s tur til at melde, ikke { $seat }s.
refusal-betting-over = Budrunden er slut: { $turn } viser eller mucker.
refusal-dealer-next = Der bettes ikke nu: dealeren giver.
refusal-hand-over = Hånden er slut.
refusal-no-bring-in = Der skal ikke postes bring-in nu.
refusal-must-bring-in = { $seat } har det laveste kort og skal poste bring-in eller fuldføre til et fuldt bet.
refusal-bet-below-min = Et bet på { $to } { $to ->
        [one] chip
       *[other] chips
    } er under minimum: det mindste bet er { $min } { $min ->
        [one] chip
       *[other] chips
    }.
refusal-raise-below-min = Et raise til { $to } { $to ->
        [one] chip
       *[other] chips
    } er under minimum: raise til mindst { $min } { $min ->
        [one] chip
       *[other] chips
    }.
refusal-bet-above-max = Et bet på { $to } { $to ->
        [one] chip
       *[other] chips
    } er over maksimum: det største bet er { $max } { $max ->
        [one] chip
       *[other] chips
    }.
refusal-raise-above-max = Et raise til { $to } { $to ->
        [one] chip
       *[other] chips
    } er over maksimum: raise til højst { $max } { $max ->
        [one] chip
       *[other] chips
    }.
refusal-limit-exactly = I fixed limit er summen her præcis { $size } { $size ->
        [one] chip
       *[other] chips
    }, ikke { $to }.
refusal-limit-choice = I fixed limit er summen her { $small } eller { $big } chips, lille bet eller stort bet, ikke { $to }.
refusal-no-raise = { $seat } kan højst calle.
refusal-muck-must-show = Der er bedt om at se { $seat }s hånd: den skal lægges med billedsiden op.
refusal-muck-all-in = { $seat } kan ikke mucke: en spiller er all-in, så alle hænder i showdown vendes med billedsiden op.
refusal-muck-not-now = { $seat } kan ikke mucke nu: mucken kommer ved showdown, efter det sidste kort.
refusal-duplicate-card = { $card } er allerede ude i denne hånd.
refusal-by-rule = Afvist efter reglen { $rule } ({ $cite }): { $text }

desk-no-hand = Ingen hånd er i gang.
desk-hand-in-play = En hånd er allerede i gang.
desk-no-player-to-act = Ingen spiller skal melde.
desk-too-few-players = { $count ->
        [one] Kun én spiller
       *[other] { $count } spillere
    } kan få kort; en hånd kræver to.
desk-not-dealt-in = { $seat } får ikke kort.
desk-floor-only = »{ $action }« kræver flooren: en floor indtaster det med sin pinkode og en begrundelse.
desk-no-reason = En afgørelse fra flooren kræver en begrundelse.
desk-not-floor = Kun en floor må træffe afgørelser.
desk-wrong-pin = Forkert pinkode til flooren.
desk-locked-out = Denne floor er spærret efter { $wrong } forkerte pinkoder indtil { $until } UTC.
desk-nothing-to-void = Hånden har ingen handling at annullere.
desk-nothing-to-correct = Hånden har ingen handling at rette.
desk-no-ended-hand = Der er endnu ikke spillet en hånd at rette.
desk-seat-left = { $seat } har forladt bordet: flooren afregner chipsene manuelt.
desk-chips-gone = { $seat } har ikke længere de { $chips } { $chips ->
        [one] chip
       *[other] chips
    }, som rettelsen tager tilbage.
desk-nothing-to-take-back = Der er intet at tage tilbage.
desk-no-unseen-cards = Der skal ikke gives et lukket kort nu.
desk-button-after-first-hand = Dealerknappen placeres ved starten, før den første hånd.
desk-empty-seat = { $seat } er tom.
desk-drawn-twice = { $card } er trukket to gange.
desk-no-draw = Der blev ikke trukket noget kort.
desk-no-dealer-name = En dealer skal have et navn.
desk-weak-pin = Denne pinkode er for svag: { $detail }
desk-not-understood = Forstår ikke »{ $entry }« ({ $detail }).
desk-failure = Bordet kunne ikke gøre dette: { $detail }
