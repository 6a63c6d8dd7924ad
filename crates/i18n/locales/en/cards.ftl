# A card's spoken name, for rulings read out at the table. $rank: ace, king,
# queen, jack, ten … two; $suit: spades, hearts, diamonds, clubs.
card-name = { $rank ->
        [ace] ace
        [king] king
        [queen] queen
        [jack] jack
        [ten] ten
        [nine] nine
        [eight] eight
        [seven] seven
        [six] six
        [five] five
        [four] four
        [three] three
       *[two] two
    } of { $suit ->
        [spades] spades
        [hearts] hearts
        [diamonds] diamonds
       *[clubs] clubs
    }
