card-name = { $rank ->
        [ace] as
        [king] król
        [queen] dama
        [jack] walet
        [ten] dziesiątka
        [nine] dziewiątka
        [eight] ósemka
        [seven] siódemka
        [six] szóstka
        [five] piątka
        [four] czwórka
        [three] trójka
       *[two] dwójka
    } { $suit ->
        [spades] pik
        [hearts] kier
        [diamonds] karo
       *[clubs] trefl
    }
