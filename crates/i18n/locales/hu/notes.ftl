note-short-all-in = { $seat } all-inje { $to } zsetonra kevesebb, mint teljes emelés: nem nyitja újra a licitet azoknak, akik már léptek.
note-open-pair-big = { $seat } nyílt párra nagy tétet tett: a negyedik streeten mostantól minden emelés nagy tét.
note-held = { $seat } soron kívül lépett ({ $act }): várakozik; érvényes lesz, amikor { $seat } következik, ha az akció nem változik.
note-held-bound = { $seat } soron kívüli akciója ({ $act }) érvényes: az akció nem változott.
note-held-unbound = { $seat } soron kívüli akciója ({ $act }) nem érvényes: az akció megváltozott, így { $seat } minden lehetőséget megkapott, és ezt választotta: { $chose }.
note-omaha-read = Minden kéz két zárt lapból és három közös lapból áll.
note-draw-reshuffle = A pakli nem tudja kiadni a következő cserét úgy, hogy az utolsó lapja megmaradjon: az utolsó lapját, a bedobott lapokat, a korábbi cserék eldobott lapjait és az égetett lapokat új paklivá keverik.
note-draw-exposed = { ARTICLE($card, capital: "yes") } { $card } felfordult, amikor { $seat } cserelapjait osztották: nem tarthatja meg, az eldobott lapok közé kerül; { $seat } a neki járó lapot azután kapja meg, hogy mindenki más cserélt.
note-draw-extra-back = { $seat } eggyel több lapot kapott a cserénél: a többletlapot visszaveszik az eldobott lapok közé.
note-draw-extra-dead = { $seat } kezében a csere utáni licitkör kezdete után is eggyel több lap van: a keze holt, és a zsetonjai a potban maradnak.
note-draw-short-completed = { $seat } eggyel kevesebb lapot kapott a cserénél: { $seat } a pakli következő lapját azután kapja meg, hogy mindenki más cserélt.
note-draw-short-dead = { $seat } kezében a csere utáni licitkör kezdete után is eggyel kevesebb lap van: a keze holt, és a zsetonjai a potban maradnak.
note-stud-short-stub = A pakli maradékában { $stub } lap van, kevesebb a szükséges { $need } lapnál (égetés, { $players } játékos és { $spares } tartaléklap): a korábbi { $burns } égetett lap visszakerül bele, és összekeverik, { $cards } lap.
note-stud-common-card = { $cards } lap van, még mindig kevesebb a szükséges { $need } lapnál: az égetés után egy közös lapot osztanak színével felfelé mind { ARTICLE($players) } { $players } játékosnak.
note-dead-hand = { $seat } keze holt; a betett zsetonjai a potban maradnak.
note-floor-award = A floor { $seat } játékosnak ítéli a potot.
note-asked-to-see = { $seat } lapjait kérték látni: fel kell fordítani, és nem dobhatók muckba.
note-first-two-exposed = { ARTICLE($card, capital: "yes") } { $card } { $seat } számára a pakli első két lapjának egyike volt: hibás osztás.
note-two-exposed = Két zárt lapot fedtek fel: hibás osztás.
note-exposed-set-aside = { ARTICLE($card, capital: "yes") } { $card } félrekerül a flop égetett lapjaként; { $seat } cserelapot kap, miután mindenki más { $cards } lapot kapott.
note-misdeal = Hibás osztás: a lapok vissza, a tétek vissza a vakokra és antékra, ahogy betették, ugyanaz a button; az újraosztás pontos.
note-second-boxed = Második fordított lap ebben az osztásban: hibás osztás.
note-boxed = { ARTICLE($card, capital: "yes") } { $card } színével felfelé volt a pakliban: félrekerül, és az osztás folytatódik.
note-fouled-deck = Hibás pakli: a leosztás érvénytelen, és minden zseton visszajár.
note-premature-turn = Idő előtti turn { $cards }: félrekerül; a turn égetés után jön, aztán { ARTICLE($cards) } { $cards } visszakerül a pakliba, és a river égetés nélkül jön.
note-premature-back = Idő előtti { $count ->
        [one] lap
       *[other] lapok
    } { $cards }: visszakeverik a pakliba; az égetett lap marad, és a streetet égetés nélkül újraosztják.
note-premature-turn-back = { ARTICLE($card, capital: "yes") } { $card }, amely idő előtti turnként félrekerült, visszakerült a pakliba; a river égetés nélkül jön.
note-four-flop-pick = Négylapos flop { $cards }: a floor véletlenszerűen kiválaszt egyet a turn égetett lapjának; a másik három a flop.
note-four-flop-redeal = Négylapos flop { $cards }: mind a négy visszakerül a pakliba, és a flopot újraosztják; az égetett lap marad.
note-no-burn-reshuffle = { ARTICLE($cards, capital: "yes") } { $cards } égetés nélkül érkezett: { $exposed ->
        [yes] a felfedett floplapokat nem lehet visszarakni sorrendbe:
       *[no] {""}
    } visszakerülnek a pakliba, amelyet újrakevernek; egy lapot égetnek, és a streetet újraosztják.
note-no-burn-scramble = { ARTICLE($cards, capital: "yes") } { $cards } égetés nélkül érkezett: az osztó a hármat színével lefelé összekeveri, és egyet véletlenszerűen kihúz égetett lapnak, ezt meg kell adni; a másik kettő a flopon marad, és a pakli következő lapja egészíti ki.
note-flop-down-scramble = A flop színével lefelé, égetés nélkül érkezett: az osztó a három lapot összekeveri, és egyet véletlenszerűen kihúz égetett lapnak, ezt meg kell adni; a másik kettő és a pakli következő lapja a flop.
note-flop-down-first-burn = A flop színével lefelé, égetés nélkül érkezett, semmi sem felfedett: az első lapja az égetett lap; a másik kettő és a pakli következő lapja a flop.
note-no-burn-is-burn = { ARTICLE($cards, capital: "yes") } { $cards } égetés nélkül érkezett: ez az égetett lap, és a street lapja a pakli következő lapja.
note-burn-drawn = { ARTICLE($card, capital: "yes") } { $card } lapot húzták ki égetett lapnak: { $stay } a flopon marad, és a pakli következő lapja egészíti ki.
note-second-burn-first = { ARTICLE($card, capital: "yes") } { $card } lapot másodikként égették: ez a street első lapja.
note-second-burn-back = Egy második lapot is égettek: visszakeverik a pakliba, és a street a szokásos módon jön.
note-extra-dead = { $seat } kezében érdemi akció után eggyel több lap van: a keze holt, és a zsetonjai a potban maradnak.
note-second-extra = Második extra zárt lap ebben az osztásban: hibás osztás.
note-extra-misdeal = { $seat } eggyel több lapot kapott: hibás osztás.
note-extra-burn = { $seat } extra lapja lesz a flop égetett lapja.
note-short-dead = { $seat } hiányzó lappal lépett: a keze holt, és a zsetonjai a potban maradnak.
note-short-completed = { $seat } eggyel kevesebb lapot kapott, és még nem lépett: { $seat } megkapja a pakli következő lapját, mielőtt a játék folytatódik.
note-second-down-exposed = Ebben az osztásban egy második zárt lapot is felfedtek: hibás osztás.
note-down-exposed-misdeal = { ARTICLE($card, capital: "yes") } { $card }, { $seat } zárt lapja, felfedésre került: hibás osztás.
note-down-exposed-up = { ARTICLE($card, capital: "yes") } { $card }, { $seat } zárt lapja, felfedésre került: ez { $seat } nyílt lapja, a harmadik street lapját pedig zártan osztják.
note-seventh-plays = { ARTICLE($card, capital: "yes") } { $card }, { $seat } hetedik streetes lapja, felfedésre került: játékban marad.
note-seventh-replaced = { ARTICLE($card, capital: "yes") } { $card }, { $seat } hetedik streetes lapja, felfedésre került: kikerül a játékból, és { $seat } mindenki más után zárt cserelapot kap.
cards-face-down = { $count } színével lefelé osztott lap
note-draw-reshuffle-current = A pakli e csere eldobott lapjai nélkül még mindig kevés: a többi játékos e cserében eldobott lapjait is bekeverik, kivéve { $seat } lapjait, aki következőként kap lapot.
