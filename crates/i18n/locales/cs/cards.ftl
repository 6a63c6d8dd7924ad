# Přídavné jméno barvy se shoduje s rodem hodnoty: pikové eso, pikový král, piková dáma.
card-name = { $suit ->
        [spades] { $rank ->
            [ace] pikové
            [king] pikový
            [jack] pikový
           *[other] piková
        }
        [hearts] { $rank ->
            [ace] srdcové
            [king] srdcový
            [jack] srdcový
           *[other] srdcová
        }
        [diamonds] { $rank ->
            [ace] kárové
            [king] kárový
            [jack] kárový
           *[other] kárová
        }
       *[clubs] { $rank ->
            [ace] křížové
            [king] křížový
            [jack] křížový
           *[other] křížová
        }
    } { $rank ->
        [ace] eso
        [king] král
        [queen] dáma
        [jack] kluk
        [ten] desítka
        [nine] devítka
        [eight] osmička
        [seven] sedmička
        [six] šestka
        [five] pětka
        [four] čtyřka
        [three] trojka
       *[two] dvojka
    }
