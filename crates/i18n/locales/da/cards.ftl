card-name = { $suit ->
        [spades] spar
        [hearts] hjerter
        [diamonds] ruder
       *[clubs] klør
    } { $rank ->
        [ace] es
        [king] konge
        [queen] dame
        [jack] knægt
        [ten] ti
        [nine] ni
        [eight] otte
        [seven] syv
        [six] seks
        [five] fem
        [four] fire
        [three] tre
       *[two] to
    }
