note-short-all-in = All-in fra { $seat } til { $to } er mindre end et fuldt raise: det genåbner ikke budrunden for spillere, der har meldt.
note-open-pair-big = { $seat } satsede det store bet på et åbent par: hvert raise på fjerde street er nu det store bet.
note-held = { $seat } meldte uden for tur ({ $act }): holdt tilbage; den står ved magt, når { $seat } kommer i tur, hvis handlingen ikke har ændret sig.
note-held-bound = Meldingen uden for tur fra { $seat } ({ $act }) står ved magt: handlingen havde ikke ændret sig.
note-held-unbound = Meldingen uden for tur fra { $seat } ({ $act }) står ikke ved magt: handlingen ændrede sig, så { $seat } havde alle muligheder og valgte { $chose }.
note-omaha-read = Hver hånd består af to hole cards og tre bordkort.
note-draw-reshuffle = Bunken kan ikke give det næste bytte og beholde sit sidste kort: dens sidste kort, de foldede kort, de smidte kort fra tidligere byt og de brændte kort blandes til en ny bunke.
note-draw-exposed = { $card } blev vist, da byttet blev givet til { $seat }: det må ikke beholdes og lægges til de smidte kort; { $seat } får det kort, der mangler, når alle andre har byttet.
note-draw-extra-back = { $seat } fik et kort for meget i byttet: det tages tilbage til de smidte kort.
note-draw-extra-dead = { $seat } har et kort for meget, efter at budrunden efter byttet er begyndt: hånden er død, og dens chips bliver i puljen.
note-draw-short-completed = { $seat } fik et kort for lidt i byttet: { $seat } får næste kort fra bunken, når alle andre har byttet.
note-draw-short-dead = { $seat } har et kort for lidt, efter at budrunden efter byttet er begyndt: hånden er død, og dens chips bliver i puljen.
note-stud-short-stub = Resten af bunken har { $stub } kort, færre end de kort ({ $need }), der skal bruges til et burn-kort, { $players } { $players ->
        [one] spiller
       *[other] spillere
    } og { $spares } { $spares ->
        [one] ekstra kort
       *[other] ekstra kort
    }: de tidligere burn-kort ({ $burns }) lægges tilbage, og den blandes, { $cards } kort.
note-stud-common-card = { $cards } kort er stadig færre end { $need }: efter burn-kortet gives ét fælles kort med billedsiden op til alle { $players } { $players ->
        [one] spiller
       *[other] spillere
    }.
note-dead-hand = Hånden hos { $seat } er død; de chips, { $seat } har lagt i, bliver i puljen.
note-floor-award = Flooren tildeler puljen til { $seat }.
note-asked-to-see = Der er bedt om at se hånden hos { $seat }: den skal vises og må ikke smides i mucken.
note-first-two-exposed = { $card } til { $seat } var et af de to første kort fra bunken: fejlgivning.
note-two-exposed = To hole cards er blevet vist: fejlgivning.
note-exposed-set-aside = { $card } lægges til side som burn-kort til floppet; { $seat } får et erstatningskort, når alle andre har { $cards } kort.
note-misdeal = Fejlgivning: kortene tilbage, bets tilbage til blinds og antes som postet, samme dealerknap; den nye givning er nøjagtig.
note-second-boxed = Endnu et vendt kort i denne givning: fejlgivning.
note-boxed = { $card } lå med billedsiden op i bunken: det lægges til side, og givningen fortsætter.
note-fouled-deck = Defekt kortsæt: hånden er ugyldig, og alle chips gives tilbage.
note-premature-turn = For tidlig turn { $cards }: lagt til side; turn kommer efter et burn-kort, så lægges { $cards } tilbage i bunken, og river kommer uden burn-kort.
note-premature-back = { $count ->
        [one] For tidligt kort
       *[other] For tidlige kort
    } { $cards }: blandet tilbage i bunken; burn-kortet bliver, og streeten gives igen uden burn-kort.
note-premature-turn-back = { $card }, lagt til side som for tidlig turn, er tilbage i bunken; river kommer uden burn-kort.
note-four-flop-pick = Flop med fire kort { $cards }: flooren vælger tilfældigt ét som turnens burn-kort; de andre tre er floppet.
note-four-flop-redeal = Flop med fire kort { $cards }: alle fire lægges tilbage i bunken, og floppet gives igen; burn-kortet bliver.
note-no-burn-reshuffle = { $cards } kom uden burn-kort: { $exposed ->
        [yes] viste flopkort kan ikke lægges tilbage i rækkefølge:
       *[no] {""}
    } de lægges tilbage i bunken, som blandes igen; et kort brændes, og streeten gives igen.
note-no-burn-scramble = { $cards } kom uden burn-kort: dealeren blander de tre med billedsiden ned og trækker ét tilfældigt som burn-kort, der indtastes; de andre to bliver på floppet, og næste kort fra bunken fuldender det.
note-flop-down-scramble = Floppet kom med billedsiden ned uden burn-kort: dealeren blander de tre kort og trækker ét tilfældigt som burn-kort, der indtastes; de andre to og næste kort fra bunken er floppet.
note-flop-down-first-burn = Floppet kom med billedsiden ned uden burn-kort, intet vist: dets første kort er burn-kortet; de andre to og næste kort fra bunken er floppet.
note-no-burn-is-burn = { $cards } kom uden burn-kort: det er burn-kortet, og næste kort fra bunken er streetens.
note-burn-drawn = { $card } blev trukket som burn-kort: { $stay } bliver på floppet, og næste kort fra bunken fuldender det.
note-second-burn-first = { $card } blev brændt som nummer to: det er streetens første kort.
note-second-burn-back = Et andet kort blev brændt: det blandes tilbage i bunken, og streeten kommer som normalt.
note-extra-dead = { $seat } har et kort for meget efter væsentlig handling: hånden er død, og dens chips bliver i puljen.
note-second-extra = Endnu et ekstra hole card i denne givning: fejlgivning.
note-extra-misdeal = { $seat } fik et kort for meget: fejlgivning.
note-extra-burn = Det ekstra kort givet til { $seat } bliver burn-kort til floppet.
note-short-dead = { $seat } meldte på en hånd med et kort for lidt: hånden er død, og dens chips bliver i puljen.
note-short-completed = { $seat } fik et kort for lidt og har ikke meldt: { $seat } får næste kort fra bunken, før spillet fortsætter.
note-second-down-exposed = Endnu et lukket kort er blevet vist i denne givning: fejlgivning.
note-down-exposed-misdeal = { $card }, et lukket kort til { $seat }, blev vist: fejlgivning.
note-down-exposed-up = { $card }, et lukket kort til { $seat }, blev vist: det er nu det åbne kort hos { $seat }, og kortet på tredje street gives lukket.
note-seventh-plays = { $card }, kortet på syvende street til { $seat }, blev vist: det bliver i spil.
note-seventh-replaced = { $card }, kortet på syvende street til { $seat }, blev vist: det er ude af spillet, og { $seat } får et lukket erstatningskort efter alle andre.
cards-face-down = { $count } { $count ->
        [one] kort
       *[other] kort
    } givet med billedsiden ned
note-draw-reshuffle-current = Bunken er stadig for kort uden dette byttes smidte kort: de andre spilleres smidte kort fra dette bytte blandes også i den, undtagen dem fra { $seat }, der får kort som den næste.
