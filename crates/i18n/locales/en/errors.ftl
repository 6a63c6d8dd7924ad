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

log-error-not-found = Log file not found: { $path }
log-error-locked = The log { $path } is locked by another program (gave up after waiting).
log-error-read-only-file = The log { $path } cannot be written (read-only file, folder or disk).
log-error-read-only-handle = The log { $path } was opened read-only.
log-error-not-a-database = { $path } is not an SQLite database.
log-error-corrupt = The log { $path } is corrupt: { $detail }
log-error-not-a-log = { $path } is an SQLite database but not a Dealer Desk log: { $detail }
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
log-error-empty-pin = A PIN must not be empty.
log-error-bad-row = The log { $path } holds a row that cannot be read: { $detail }
log-error-sqlite = SQLite error on { $path }: { $detail }
log-error-io = Cannot read or write { $path }: { $detail }

chain-hash-mismatch = the stored hash { $stored } is not the computed { $computed }
chain-prev-hash-mismatch = the previous hash should be { $expected } but is { $found }
chain-gap = an event is missing: the next one present is { $found }
chain-out-of-order = event number { $found } is out of order
chain-unparsable = the event's data cannot be read: { $detail }
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
chain-row-record = row { $id } of { $table } does not match the chain: { $detail }

rules-error = { $file }, line { $line }, column { $column }: { $detail }
rules-error-file = { $file }: { $detail }
setup-error-player-count = A hand needs 2 to { $max } players, not { $count }.
setup-error-empty-stack = { $pos } has no chips to play with.

room-error-address = The room's address cannot be read: { $detail }
room-error-unreachable = The room cannot be reached: { $detail }
room-error-database = The room's database refused: { $detail }
room-error-schema-newer = The room's database has schema version { $found }, this program needs { $wanted }: the room was set up by a newer Dealer Desk.
room-error-schema-owner = The room's database has schema version { $found }, this program needs { $wanted }: connect once as the database's owner to apply the migrations.
room-error-no-table = No table "{ $table }" in the room.
room-error-flags-changed = Table "{ $table }" has the open flags { $open }, not the { $shown } shown: look at them again.
room-error-not-recorded = The log recorded the clearance at entry { $seq }; the room did not: { $why }
room-error-scratch = A scratch file for the table's copy: { $detail }
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
