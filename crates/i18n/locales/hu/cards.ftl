card-name = { $suit ->
        [spades] pikk
        [hearts] kőr
        [diamonds] káró
       *[clubs] treff
    } { $rank ->
        [ace] ász
        [king] király
        [queen] dáma
        [jack] bubi
        [ten] tízes
        [nine] kilences
        [eight] nyolcas
        [seven] hetes
        [six] hatos
        [five] ötös
        [four] négyes
        [three] hármas
       *[two] kettes
    }
