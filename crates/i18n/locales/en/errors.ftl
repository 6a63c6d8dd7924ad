# Errors of the log, the house file, the hand's setup and the desk, said
# from their typed fields. English is the reference; the faces show the
# errors' own English text, which these messages follow.

seat-number = Seat { $seat }
error-detail = { $detail }
desk-log-failed = The log could not record this: { $detail }
desk-setup-failed = Cannot start the hand: { $detail }
desk-player-count = { $seats } seats are dealt in but the hand has { $players } players.
desk-correction-player = A correction replaces '{ $replaced }' with an action of the same player, not '{ $action }'.
desk-correction-reopens = With '{ $action }' in place of '{ $replaced }' hand { $hand } would not end: only the floor's ruling on a hand in play can reopen it.
desk-draw-count = Each seated player draws one card: { $seat } has { $cards }.
desk-replay = Log event { $seq } '{ $action }' cannot be replayed: { $detail }
desk-inconsistent = The table cannot take what was just recorded: { $detail }
replay-payload = its record is not a desk event this desk reads (line { $line }, column { $column })
replay-no-hand = no hand is in play
replay-no-hand-row = the hand's start is recorded outside any hand of the log
replay-empty-seat = { $seat } is empty
replay-seat-taken = { $seat } is taken by another player
replay-stacks = the recorded chips ({ $recorded }) differ from the chips the hand replays to ({ $replayed })
replay-not-last-action = the entry names '{ $named }', not the last action in force
replay-action-without-text = a hand action is recorded without its text
replay-snapshot-differs = the snapshot differs from the table folded from the log
replay-snapshot-out-of-place = a snapshot where the table cannot have one (a hand in play, a tournament, or no rules recorded yet)
replay-snapshot-time = the snapshot's time '{ $time }' does not read as a time
replay-not-snapshot = it is not a snapshot
replay-snapshot-rules-not-rules = the snapshot's rules at log event { $seq } are not a rules entry
replay-snapshot-rules-missing = the snapshot's rules at log event { $seq } are not in the log
replay-amend-during-hand = a correction of an ended hand while another hand is in play
replay-amend-not-last = the correction names hand { $hand }, not the last one
replay-hand-not-started = the hand did not start
replay-no-level = the tournament has no level { $level }
replay-no-tournament = a tournament entry at a table without a tournament
replay-not-entrant = { $name } has not entered the tournament

log-error-not-found = Log file not found: { $path }
log-error-locked = The log { $path } is locked by another program (gave up after waiting).
log-error-in-use = The log { $path } is in use by process { $pid } since { $time }; only one program may write to it at a time.
log-error-in-use-unknown = The log { $path } is in use by another program; only one program may write to it at a time.
log-error-read-only-file = The log { $path } cannot be written (read-only file, folder or disk).
log-error-read-only-handle = The log { $path } was opened read-only.
log-error-not-a-database = { $path } is not an SQLite database.
log-error-corrupt = The log { $path } is corrupt: { $detail }
log-error-not-a-log = { $path } is an SQLite database but not a Dealer Desk log: { $detail }
not-a-log-empty = the database is empty
not-a-log-application-id = it belongs to another program (application id { $found }, a log has { $expected })
not-a-log-table-missing = the table { $table } every log has is missing
not-a-log-no-schema-version = it records no schema version
log-error-schema = The log { $path } has schema version { $found }; this program reads { $supported }.
log-error-broken-chain = The hash chain is broken at event { $seq }: { $reason }
log-error-rejected = The log { $path } refused the change: { $detail }
log-error-unknown-operator = No operator { $id } in the log.
log-error-unknown-session = No session { $id } in the log.
log-error-unknown-hand = No hand { $id } in the log.
log-error-hand-ended = Hand { $id } has already ended.
log-error-duplicate-hand = The session already has a hand number { $hand }.
log-error-not-permitted = Operator { $id } ({ $role ->
        [dealer] dealer
        [floor] floor
       *[other] reviewer
    }) may not do this.
log-error-pin-required = The { $role ->
        [dealer] dealer
        [floor] floor
       *[other] reviewer
    } needs a PIN.
log-error-house-key-no-place = The house key has no place to be kept: neither HOME nor XDG_CONFIG_HOME is set.
log-error-house-key-no-random = A new house key cannot be made: the system gives no random bytes.
log-error-house-key-read = The house key { $path } cannot be read: { $detail }
log-error-house-key-folder = The folder for the house key { $path } cannot be made: { $detail }
log-error-house-key-write = The house key { $path } cannot be written: { $detail }
log-error-house-key-size = The house key { $path } holds { $found } { $found ->
        [one] byte
       *[other] bytes
    }; a house key holds 32.
log-error-pin-settings = The PIN cannot be hashed: the hash's cost or house key setting is refused.
log-error-pin-hashing = The PIN could not be hashed; nothing was recorded.
log-error-pin-stored-hash = A floor PIN hash in this log is damaged: that PIN cannot be checked.
log-error-pin-stored-settings = A floor PIN hash in this log names a cost that cannot be used: that PIN cannot be checked.
log-error-pin-checking = The PIN could not be checked against its hash; nothing was recorded.
log-error-other-house-key = This log's floor PINs were made with another house key than { $path }: no floor PIN can be checked here until that house key is put back.
log-error-altered-missing = The log { $path } was altered behind its back: { $object } is gone. Its entries cannot be trusted; call the floor.
log-error-altered-added = The log { $path } was altered behind its back: { $object } was added. Its entries cannot be trusted; call the floor.
log-error-altered-changed = The log { $path } was altered behind its back: { $object } was changed. Its entries cannot be trusted; call the floor.
log-error-lost-entries = The log { $path } has lost entries it had recorded: entry { $recorded } was recorded, but the log now ends at entry { $head } (a file deleted after a crash, or a copy restored from before). Call the floor; do not deal on this log.
log-error-empty-pin = A PIN must not be empty.
log-error-bad-row = The log { $path } holds a row that cannot be read: { $detail }
row-at-event = event { $seq }
row-at-hand = hand row { $id }
row-at-session = session { $id }
row-at-operator = staff row { $id }
row-fault-negative-seq = event { $seq } has a negative number
row-fault-negative-hand-no = hand row { $hand } has the negative hand number { $number }
row-fault-seat = hand row { $hand }: { $seat } is no seat
row-fault-timestamp = { $row }: the time '{ $text }' does not read as a time
row-fault-role = { $row }: there is no role '{ $role }'
row-fault-json = { $row }: its { $field } does not read as JSON (line { $line }, column { $column })
row-fault-unknown-record = event { $seq }: '{ $action }' is no row record of the log
row-fault-players-record = event { $seq }: a players record without its hand or its players
row-fault-column-value = event { $seq }: { $field } cannot hold { $value }
row-fault-not-a-head = the head beside the log holds '{ $text }', not a number of events and a hash
row-fault-seq-out-of-range = event { $seq } is past what a log stores
log-error-sqlite = SQLite error on { $path }: { $detail }
log-error-io = Cannot read or write { $path }: { $detail }
log-error-invalid-argument = The log refuses this: { $detail }
argument-player-without-name = hand { $hand }: the player in seat { $seat } has no name
argument-seat-twice = hand { $hand }: two players in seat { $seat }
argument-transaction-under-way = a transaction is already under way
argument-no-transaction = a part needs a transaction under way
argument-empty-table-name = a table needs a name
argument-empty-operator-name = a staff member needs a name
argument-hand-no-too-large = hand number { $hand } is too large
argument-no-record = the entry was not recorded
argument-reserved-action = '{ $action }': entries starting with 'log ' are the log's own row records
argument-no-row-record = { $table } row { $id } has no record '{ $action }' in the chain
argument-mark-not-encoded = the verified mark cannot be written
argument-copy-into-used-log = { $path }: a copy is written into a new log, and this one holds events

chain-hash-mismatch = the stored hash { $stored } is not the computed { $computed }
chain-prev-hash-mismatch = the previous hash should be { $expected } but is { $found }
chain-gap = an event is missing: the next one present is { $found }
chain-out-of-order = event number { $found } is out of order
chain-unparsable = the event's data cannot be read as JSON (line { $line }, column { $column })
chain-non-canonical = the event's data was rewritten (not in canonical form)
chain-invalid-column = the column { $column } holds an invalid value
chain-unknown-operator = the event names an unknown operator { $id }
chain-role-mismatch = the event records role "{ $stored }" but the operator is { $role ->
        [dealer] a dealer
        [floor] a floor person
       *[other] a reviewer
    }
chain-row-missing = events are missing: the head records { $events } { $events ->
        [one] event
       *[other] events
    } but the log ends earlier
chain-beyond-head = an event lies beyond the recorded head of { $events } { $events ->
        [one] event
       *[other] events
    }
chain-head-mismatch = the recorded head { $head } is not the last event's hash { $last }
chain-head-unreadable = the recorded head cannot be read: { $detail }
head-fault-missing = the log's meta table has no { $key }
head-fault-not-text = the log's meta value { $key } is not text
head-fault-not-a-count = the recorded number of events '{ $text }' is not a number
chain-row-record = row { $id } of { $table } does not match the chain: { $detail }
row-mismatch-recorded-twice = the chain records it twice
row-mismatch-differs = the row differs from its record
row-mismatch-unvouched = no record in the chain vouches for it (added or changed behind the log's back)
row-mismatch-gone = the recorded row is gone
row-mismatch-no-row-id = its record names no row
row-mismatch-before-records = a '{ $action }' record in a log from before row records

rules-error = { $file }, line { $line }, column { $column }: { $detail }
rules-error-file = { $file }: { $detail }
setup-error-player-count = A hand needs 2 to { $max } players, not { $count }.
setup-error-empty-stack = { $seat } has no chips to play with.
setup-error-length = The { $field } list has { $got } { $got ->
        [one] player
       *[other] players
    } but the stacks list { $want }.
setup-error-limit-bets = Fixed limit needs a small bet and a big bet.
setup-error-no-min-bet = No-limit and pot-limit need a minimum bet.
setup-error-no-blinds = { $game } is dealt without blinds.

# What is wrong with a house file; the key named is the file's own.
house-unreadable = The file cannot be read: { $detail }
house-too-large = The file is { $bytes } bytes; at most { $max } are read.
house-too-deep = Brackets nest deeper than { $max }.
house-yaml = The YAML cannot be read: { $detail }
parse-at-key = { $key }: { $fault }
parse-wrong-type = { $expected ->
        [count] a whole number of 0 or more
        [whole] a whole number
        [number] a number
        [text] a text
        [list] a list
        [section] a section of keys
        [yes-no] true or false
       *[other] a value of another kind
    } is expected here, not { $found ->
        [count] a whole number
        [whole] a whole number
        [negative] a negative number
        [number] a number
        [text] a text
        [list] a list
        [section] a section of keys
        [yes-no] true or false
        [empty] an empty value
       *[other] this value
    } ({ $said })
parse-unknown-key = there is no key “{ $name }” here ({ $said })
parse-unknown-word = “{ $name }” is not one of the values this key takes ({ $said })
parse-missing-key = the key “{ $name }” is missing ({ $said })
parse-duplicate-key = the key “{ $name }” is written twice ({ $said })
parse-bad-value = this value cannot be used here ({ $said })
parse-syntax = the text is not well-formed here ({ $said })
house-share-tenths = { $key }: { $percent } is not a share from 0 to 100 in whole tenths of a percent.
house-share-hundredths = { $key }: { $percent } is not a share from 0 to 100 in whole hundredths of a percent.
house-not-dealt = { $game } is not dealt as { $structure } { $split } here; it is dealt as: { $dealt }.
house-missing-rule = rules.{ $rule } is needed for { $structure } { $game } and the bundled preset has no text for it.
house-too-many-chips = { $key } is { $amount } chips, more than the { $max } a table can hold.
house-rathole-zero = rathole is at least 1 minute, or null for none.
house-stub-spares = stud_short_stub counts the spare cards kept beyond a burn and a card each: at most 3, not { $spares }.
house-raise-cap-zero = raise_cap is at least 1.
house-rake-increment-zero = The rake increment is at least 1 chip.
house-rake-uncited = The rake needs a cite and a text.
house-odd-chip-unit-zero = odd_chip_unit is at least 1.
house-limit-needs-cap = Fixed limit needs a raise_cap (4 for a bet and three raises).
house-no-big-blind = The big blind is more than 0.
house-small-over-big = The small blind of { $small } is more than the big blind of { $big }.
house-straddle-under-big = The straddle of { $straddle } is less than the big blind of { $big }.
house-blinds-in-stud = { $game } has no blinds or straddle.
house-bring-in-over-small-bet = The bring-in of { $bring_in } is more than the small bet of { $small }.
house-limit-bets = Fixed limit needs a small bet of more than 0 and a big bet at least as big.
house-tournament-cash = A tournament takes no rake and has no cash buy-in: leave rake and buy_in out.
house-rotation-in-tournament = At a tournament the game changes at each level: write rotation.every as level.
house-rotation-level-cash = rotation.every: level needs a tournament with its levels; a cash game changes game by hands or by orbit.
house-rotation-level-stakes = Level { $level } deals { $game }, and its row does not give that game's stakes (blinds; small_bet and big_bet for a fixed limit; bring_in and stud_ante for stud).
house-rotation-every-zero = rotation.every is at least 1 hand.
house-rotation-games = A rotation lists from 1 to { $max } games after the house's own, not { $games }.
house-rotation-house-unknown = The rotation's game { $house } is neither a house file beside this one nor a bundled one.
house-rotation-house-missing = A game of the rotation names no house file and writes out no rules.
house-rotation-nested = A game of the rotation is itself a rotation or a tournament.
house-tournament = Tournament: { $detail }
house-tourney-starting-stack = the starting stack is 1 chip or more, within a table's limit.
house-tourney-rebuy-until = rebuys end at a level from 1 to { $levels }, not { $until }.
house-tourney-rebuy-empty = a rebuy buys chips, and at least one is allowed.
house-tourney-add-on-break = the add-on is at a break from 1 to { $breaks }, not { $at }.
house-tourney-add-on-empty = an add-on buys chips.
house-tourney-late-until = late registration ends at a level from 1 to { $levels }, not { $until }.
house-tourney-re-entry-without-late = re-entry is taken during late registration, and the structure has none.
house-tourney-no-minutes = every level and break lasts at least a minute.
house-tourney-level-blinds = level { $level }: the big blind is more than 0 and at least the small blind.
house-tourney-ante-kind-none = level { $level } has an ante of { $ante } but ante_kind none.
house-tourney-ante-missing = level { $level } has an ante kind but no ante.
house-tourney-level-falls = level { $level } ({ $small }/{ $big } ante { $ante }) does not rise from level { $prev } ({ $prev_small }/{ $prev_big } ante { $prev_ante }): levels rise strictly.
house-tourney-schedule-ends = the schedule starts and ends with a level.
house-tourney-chip-set = the chip set lists each denomination once, smallest first, more than 0.
house-tourney-colour-up-chip = colour-up { $n }: there is no { $chip } chip in play to remove.
house-tourney-colour-up-break = colour-up { $n } is at a break from 1 to { $breaks }, not { $at }.
house-tourney-colour-up-leaves-none = colour-up { $n }: removing the { $chip } chip leaves no chip to colour up to.
house-tourney-no-chip-race = a structure with colour-ups states its chip race rule.
house-tourney-not-multiples = stacks, rebuys and add-ons are multiples of the smallest chip, { $smallest }.
house-tourney-level-not-multiples = level { $level }'s blinds and ante are not multiples of the smallest chip in play then, { $smallest }.
house-tourney-prize-unit = prizes are rounded to a unit of at least 1.
house-tourney-first-row = the payout table has a row from 2 entries or fewer.
house-tourney-rows-order = payout rows go up by entries: { $entries } after { $after }.
house-tourney-row-sum = the row from { $entries } entries pays { $percent } %, not 100 %.
house-tourney-row-places = the row from { $entries } entries pays { $places } { $places ->
        [one] place
       *[other] places
    }.
house-tourney-row-rising = the row from { $entries } entries pays a lower place more than a higher one.

room-error-address = The room's address cannot be read: { $detail }
room-error-unreachable = The room cannot be reached: { $detail }
room-error-database = The room's database refused: { $detail }
room-error-schema-newer = The room's database has schema version { $found }, this program needs { $wanted }: the room was set up by a newer Dealer Desk.
room-error-schema-owner = The room's database has schema version { $found }, this program needs { $wanted }: connect once as the database's owner to apply the migrations.
room-error-no-table = No table "{ $table }" in the room.
room-error-flags-changed = Table "{ $table }" has the open flags { $open }, not the { $shown } shown: look at them again.
room-error-not-recorded = The log recorded the clearance at entry { $seq }; the room did not: { $why }
room-error-scratch = A scratch file for the table's copy: { $detail }
room-error-not-owner = The role { $role } is not the room owner's: only the room owner adds or removes the house's floor staff.
room-error-already-staff = { $name } is already on the room's floor staff.
room-error-not-staff = { $name } is not on the room's floor staff.
seating-no-such-seat = There is no seat { $seat }: seats are 1 to 10.
seating-no-name = A player needs a name.
seating-nothing-to-add = Nothing to add.
seating-move-during-hand = Seats change between hands, not during one.
seating-leave-during-hand = { $seat } is in the hand and cannot leave until it ends.
seating-taken = { $seat } is taken by { $name }.
seating-no-chips = A player sits down with chips, not with 0.
seating-over-table-limit = { $chips } is more than the { $max } chips a table can hold.
seating-add-during-hand = Chips are added between hands, not during one.
seating-below-minimum = A buy-in of { $stack } is below the minimum of { $min }.
seating-above-maximum = A buy-in of { $stack } is above the maximum of { $max }.
seating-top-up-above-maximum = A top-up to { $stack } would pass the maximum of { $max }.
seating-rathole = { $name } left { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    } ago with { $left } and comes back with at least that, not { $stack }.

# A hand history that does not read.
phh-syntax = This is not a readable hand history: { $detail }
phh-at = line { $line }, column { $column }: { $detail }
phh-unsupported = The variant { $variant } is not dealt here.
phh-fractional = { $field } has { $value } chips: chips in fractions are not dealt here
phh-field = { $field }: { $fault }
phh-too-many-chips = { $value } is more than the { $max } chips a table can hold
phh-not-chips = { $value } is not an amount of chips
phh-length = lists { $got } entries but starting_stacks lists { $players }
phh-not-a-seat = { $value } is not a seat from 1 to 10
phh-seat-twice = seat { $seat } is listed twice
phh-action = action { $index } “{ $text }”: { $why }
phh-key-twice = hand [{ $key }] appears twice
phh-before-header = “{ $line }” stands before the first hand's [n] header
house-table-size = { $game } is dealt to 2 to { $max } players at a table, not { $size }.
seating-table-full = The table deals to { $size } { $size ->
        [one] player
       *[other] players
    } and every seat is taken: { $name } waits for a seat.
log-error-not-unlocked-entry = An entry by operator { $id } needs that floor person's PIN: this log's floor entries are signed.
log-error-not-unlocked-staff = Registering floor staff needs a floor person's PIN: this log's floor entries are signed.
chain-signature-unsigned = the floor entry of operator { $id } carries no signature
chain-signature-invalid = the signature of operator { $id } does not match the entry
chain-signature-no-key = operator { $id } has no key registered before this entry
chain-signature-key-missing = floor person { $id } was registered without a key
chain-signature-self-registered = floor person { $id } registered their own key, which only the log's first floor person does
chain-signature-stray = a “{ $action }” record stands out of its place
chain-signature-unreadable = a “{ $action }” record cannot be read
chain-signature-unkeyed-pin = the PIN hash of operator { $id } is not keyed with the house key, as the earlier ones are
