# The command line's human output.
cli-rules-follows = { $name } — follows { $follows }
cli-rules-chosen = chosen: { $value }
cli-rules-no-rule = { $file }: no rule “{ $rule }”; rules here: { $rules }

cli-verify-intact = { $file }: chain intact, { $events } { $events ->
        [one] event
       *[other] events
    }, last hash { $hash }
cli-verify-intact-anchor = { $file }: chain intact, { $events } { $events ->
        [one] event
       *[other] events
    }, last hash { $hash }, anchor matches
cli-verify-scratch-pins = { $file }: the PINs of { $names } are hashed at the hunts' scratch cost: a hunt's log, not a table's

cli-show-head = hand { $hand } (id { $id }), button seat { $button }, started { $started } UTC
cli-show-operator = { $name } ({ $role ->
        [dealer] dealer
        [floor] floor
       *[other] reviewer
    })
cli-show-seat = seat { $seat } { $name }: { $stack }
cli-show-chips = pots [{ $pots }] stacks [{ $stacks }]
cli-show-reason = reason: { $reason }
cli-show-rake = rake { $rake }
cli-show-pot = pot { $n }: { $amount } to { $awards }

cli-standings-title = Tournament #{ $id } ({ $currency })
cli-standings-place = place
cli-standings-name = name
cli-standings-entries = entries
cli-standings-rebuys = rebuys
cli-standings-add-ons = add-ons
cli-standings-stack = stack
cli-standings-prize = prize
cli-standings-in = in
cli-standings-pool = buy-ins { $buy_ins } + rebuys { $rebuys } + add-ons { $add_ons } - fees { $fees } = prize pool { $pool } = paid { $paid } + to pay { $to_pay }
cli-standings-rounding = rounding: { $rounding }
cli-standings-rounding-rule = each prize rounded down to a multiple of { $unit } { $currency }, the rest to { $remainder ->
        [top-down] the places from first down, a unit each
       *[first] first place
    }; tied players share in units, the odd unit first to { $ties ->
        [lowest] the lowest seat
       *[button] the player left of the button
    }
cli-standings-paid-in = paid in
cli-standings-out-hand = hand
cli-standings-out-at = out at (UTC)
cli-standings-deal = Deal recorded { $at }, { $left } { $currency } left to pay:
cli-standings-offer = Deal figures offered, { $left } { $currency } left to pay:
cli-standings-seat = seat
cli-standings-chip-chop = by chips
cli-standings-icm = ICM
cli-standings-agreed = agreed
cli-standings-play-for = left to play for: { $play_for }
cli-standings-html-title = Payout sheet · { $title }
cli-standings-html-prizes = Prize structure
cli-standings-html-places = Places
cli-standings-html-deal = Deal
cli-standings-html-money = Money in and out

# Progress bars: the unit counted, after “12/300”.
cli-progress-events = events
cli-progress-files = files
cli-progress-hands = hands

cli-since-not-a-date = --since { $date }: expected a date as YYYY-MM-DD
cli-read-broken = { $file }: { $error }; nothing is read from a log that fails verification
cli-no-hand = { $file }: no hand { $hand }

# `log hands`: tab-separated columns, the words of each.
cli-hands-hand = hand { $hand }
cli-hands-button = button seat { $button }
cli-hands-in-play = in play

cli-anchor-not-a-seq = --expect { $anchor }: “{ $seq }” is not a sequence number
cli-anchor-not-a-hash = --expect { $anchor }: a hash is 64 hexadecimal characters
cli-anchor-broken = { $file }: { $error }; no anchor from a broken log
cli-anchor-no-event = { $file }: no event { $seq }; the log ends at { $last }
cli-anchor-cut = { $file }: the anchor is at event { $seq } but the log ends at { $last }: its tail was cut
cli-anchor-rewritten = { $file }: event { $seq } has hash { $found }, not the anchor's { $hash }: the log was rewritten

cli-export-time-zone = --time-zone { $zone }: not a time zone name such as Europe/Prague
cli-export-chip-value = --chip-value { $value }: not an amount such as 1, 0.25 or 0.01
cli-export-max-seats = --max-seats { $seats }: a table has 2 to 10 seats

cli-import-closed = { $file }: closed a hand an earlier import left half-written
cli-import-recorded = { $file }: recorded as hand { $hand }
cli-import-refused = { $file }: not recorded: { $error }
cli-import-skipped = skipped { $count } { $count ->
        [one] hand
       *[other] hands
    } already in the log

cli-replay-summary = { $passed } passed, { $failed } failed, { $unsupported } unsupported

cli-rules-ok = { $file }: ok ({ $name }, follows { $follows })
cli-rules-note-option = { $file }: note: rules.{ $id } is not in the file: the default '{ $value }' ({ $cite }) is taken
cli-rules-note-text = { $file }: note: rules.{ $id } is not in the file: the text of the bundled { $preset } is taken

# `room status`: one tab-separated line per table, the words of each column.
cli-room-none = no table has synced to the room yet
cli-room-between-hands = between hands
cli-room-hand-in-play = hand { $hand } in play
cli-room-no-players = no players
cli-room-events = { $events } { $events ->
        [one] event
       *[other] events
    }
cli-room-behind = ({ $behind } behind)
cli-room-last-sync = last sync { $at } UTC
cli-room-never-synced = never synced
cli-room-flagged = FLAGGED: { $flag }
cli-room-cleared = cleared by { $floor } at { $at } UTC (log event { $seq }, epoch { $epoch } from there): { $reason }; the flag: { $flag }
cli-room-table = # table { $table }
cli-room-broken = { $table }: chain broken at event { $seq }: { $fault }
cli-room-epoch-intact = { $table } (epoch { $epoch }, before a clearance): chain intact, { $events } { $events ->
        [one] event
       *[other] events
    }, last hash { $hash }
cli-room-epoch-broken = { $table } (epoch { $epoch }): chain broken at event { $seq }: { $fault }
cli-room-refused = { $table }: refused event { $seq } ({ $action }) sent by { $sender }: { $reason }
cli-room-no-url = no room given: pass its connection string, or write room = "postgresql://…" into dealerdesk.toml
cli-room-copy = table { $table } in the room
cli-room-staff-added = { $name } is floor staff of the room (change { $seq }, by { $role }, { $at }; hash { $hash })
cli-room-staff-removed = { $name } is no longer floor staff of the room (change { $seq }, by { $role }, { $at }; hash { $hash })
cli-room-staff-none = the room has no floor staff
cli-room-staff-member = { $name }: added by { $role }, { $at } (change { $seq })
cli-room-staff-intact = floor staff: chain intact, { $changes } { $changes ->
        [one] change
       *[other] changes
    }, last hash { $hash }
cli-room-staff-broken = floor staff: chain broken at change { $seq }: { $fault }
cli-room-staff-unfounded = floor staff: change { $seq } about { $name } does not follow from the changes before it
cli-room-staff-stranger = { $table }: { $name }, a floor person in the table's log (event { $seq }), is not on the room's floor staff

cli-clear-no-table = { $file }: no table has been dealt in this log
cli-clear-no-one = no one called { $name } in { $file }
cli-clear-pin = { $name }'s PIN:
cli-clear-no-open-flag = { $table }: the room shows no open flag
cli-clear-cleared = { $table }: cleared #{ $id }: { $flag }
cli-clear-ruling = { $table }: the ruling is the log's event { $seq } ({ $hash }); the room takes the log from its first event as epoch { $epoch }

cli-sync-flagged = room: this table is FLAGGED: { $flags }
cli-sync-unsent = room: { $state }; the rest is sent at the next start with --room

# Why `log import` did not record a hand.
cli-import-game = the log deals { $log }, the hand is { $hand }
cli-import-action-refused = action { $index } “{ $text }” refused: { $why }
cli-import-seats = the seats { $seats } do not go round the table from the button's left in the players' order
cli-import-unfinished = the hand is not finished
cli-import-stacks = under this log's rules the hand ends with stacks { $replayed }, not the recorded { $recorded }
cli-import-player-name = player { $player }: { $why }

cli-no-such-path = { $file }: no such file or folder
cli-cannot-read = cannot read { $file }
cli-cannot-read-folder = cannot read the folder { $file }
cli-standings-not-a-tournament = { $file }: this log is not a tournament's
cli-room-scratch = a scratch folder for the room's copies
cli-clock-not-a-tournament = --clock is for a tournament: the house file has no tournament section
cli-phh-fault = { $file }: { $detail }
cli-error = error: { $detail }
entry-taken-back = taken back by the dealer who entered it
entry-voided = voided by the floor: { $action }
entry-corrected = corrected by the floor: { $action }, now { $to }
# A house option's value in words (`value:` in a house file).
rule-option-value = { $value ->
        [each] every player
        [big-blind] the big blind for the table
        [full-raise] only a full raise reopens the betting
        [any-raise] any raise reopens the betting
        [never] the cap always applies
        [heads-up-before-cap] no cap heads-up, unless the round was capped before
        [round-starts-heads-up] no cap when the round starts heads-up
        [as-if-full] blinds count in full
        [as-posted] blinds count as posted
        [small-blind-as-big] the small blind counts as a big blind
        [position] by position
        [suit] by suit
        [contribution] part of each player's contribution
        [dead-main-pot] dead money in the main pot
        [side-pots-first] side pots show first
        [earlier-discards] the discards of earlier draws only, this draw's when still short
        [others-current-discards] every other player's discards of this draw too
        [usual] the usual order
        [blind-first] the blind first
        [ante-first] the ante first
        [recorded] every burn card is entered
        [implicit] burn cards are not entered
        [two-with-chips-or-three] two actions with chips, or any three
        [two-players-acted] two players have acted
        [face-up] hands face up once a player is all-in
        [at-showdown] hands shown at showdown
        [burn-one] one extra card becomes the burn
        [misdeal] a misdeal
        [redeal] the cards are dealt again
        [set-aside] set aside
        [floor-picks-burn] the floor picks the burn card
        [first-left-of-button] the first winner left of the button
        [high-card-in-hand] the highest card by suit in the hand
        [high-card-all-cards] the highest card by suit of all the player's cards
        [lowest-card] the lowest card by suit, the ace low
        [up-card] plays as an up card
        [plays] the card plays
        [replaced] the card is replaced
        [reshuffle] reshuffle and deal the street again
        [restore-order] put the cards back in order
        [scramble-draw] scramble face down and draw the burn
        [big-bet-option] the big bet may be bet
        [small-bet] the small bet stands
        [called-hand] the called hand only
        [any-hand] any hand
        [dead] dead button
        [moving] moving button
        [post] posts the blinds at once
        [wait] waits for the big blind
        [dealt-in] dealt in at once
        [true] yes
        [false] no
        [null] none
       *[other] { $value }
    }
cli-room-staff-entry-no-change = { $table }: log event { $event } records the room’s floor staff as of change { $seq }, a change the room’s staff chain does not hold
cli-room-staff-entry-hash = { $table }: log event { $event } records the room’s floor staff as of change { $seq } with hash { $hash }, not the room’s hash of that change
cli-room-staff-entry-names = { $table }: log event { $event } records the room’s floor staff as of change { $seq } as { $names }, not the staff the room had then
cli-standings-chop-guaranteed = by chips: each player is first sure of { $amount } { $currency }, the next place's prize; the rest goes by chips
cli-standings-chop-over-first = { $name } (seat { $seat }): { $amount } { $currency } by chips is more than first place pays ({ $first } { $currency })
entry-misdealt = { $action }: misdeal, the cards are dealt again
cli-show-in-play = in play: { $amount } in the pots, this round’s bets counted in
cli-verify-signed = { $file }: every floor entry is signed ({ $entries } { $entries ->
    [one] signature
   *[other] signatures
}), each key registered back to the first floor person, { $name } (key { $key })
cli-verify-unsigned = { $file }: unsigned (older format): its floor entries carry no signatures, so it cannot prove who ruled
cli-verify-no-floor = { $file }: no floor person is registered, so no floor entry is signed
cli-anchor-other-floor = { $file }: the first floor person's key is { $found }, not the anchor's { $key }: the log was rewritten
cli-anchor-unsigned = { $file }: the anchor names the first floor person's key { $key }, but the log has no signed floor person: the log was rewritten
cli-no-step = { $file }: hand { $hand } has no step { $step }; its steps are 1 to { $steps }
cli-whatif-no-action = no action to play instead: give at least one in hand-history notation (see docs/notation.md)
