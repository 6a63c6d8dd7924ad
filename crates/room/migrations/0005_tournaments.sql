-- One tournament on many tables, held by the room: its structure (the
-- house file as given), the seed its draws come from, its tables in
-- breaking order (position 0 is the final table), its entries, where each
-- player sits with their chips, and one clock (each level's start time).
-- What happens to it is kept in order under one sequence: each table's hand
-- results (the stacks after the hand), each move (draw, balance, break,
-- final table, with the chips moved) and each player out. Review reads it
-- all.

CREATE TABLE room.tournaments (
    id             bigserial PRIMARY KEY,
    name           text NOT NULL UNIQUE CHECK (btrim(name) <> ''),
    structure      text NOT NULL,
    starting_stack bigint NOT NULL CHECK (starting_stack > 0),
    seed           bigint NOT NULL,
    spread         integer NOT NULL CHECK (spread >= 1),
    h4h_over       integer NOT NULL CHECK (h4h_over >= 1),
    -- Plans of moves made so far: the next plan's draws use seed + plans.
    plans          bigint NOT NULL DEFAULT 0,
    -- The hand-for-hand round being played (0: not hand for hand).
    h4h_round      bigint NOT NULL DEFAULT 0,
    drawn_at       timestamptz,
    created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE room.tournament_tables (
    tournament     bigint NOT NULL REFERENCES room.tournaments(id),
    position       integer NOT NULL CHECK (position >= 0),
    name           text NOT NULL CHECK (btrim(name) <> ''),
    seats          integer NOT NULL CHECK (seats BETWEEN 1 AND 255),
    open           boolean NOT NULL DEFAULT true,
    big_blind_next integer,
    -- The last hand-for-hand round this table has reported.
    h4h_done       bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (tournament, position),
    UNIQUE (tournament, name)
);

CREATE TABLE room.tournament_entries (
    tournament bigint NOT NULL REFERENCES room.tournaments(id),
    player     text NOT NULL CHECK (btrim(player) <> ''),
    position   integer NOT NULL,
    chips      bigint NOT NULL CHECK (chips > 0),
    PRIMARY KEY (tournament, player),
    UNIQUE (tournament, position)
);

CREATE TABLE room.tournament_seats (
    tournament bigint NOT NULL,
    player     text NOT NULL,
    table_pos  integer NOT NULL,
    seat       integer NOT NULL CHECK (seat >= 1),
    stack      bigint NOT NULL CHECK (stack > 0),
    PRIMARY KEY (tournament, player),
    UNIQUE (tournament, table_pos, seat),
    FOREIGN KEY (tournament, player) REFERENCES room.tournament_entries(tournament, player),
    FOREIGN KEY (tournament, table_pos) REFERENCES room.tournament_tables(tournament, position)
);

CREATE TABLE room.tournament_levels (
    tournament bigint NOT NULL REFERENCES room.tournaments(id),
    period     integer NOT NULL CHECK (period >= 1),
    starts_at  timestamptz NOT NULL,
    PRIMARY KEY (tournament, period)
);

CREATE SEQUENCE room.tournament_seq;

CREATE TABLE room.tournament_results (
    seq        bigint PRIMARY KEY DEFAULT nextval('room.tournament_seq'),
    tournament bigint NOT NULL REFERENCES room.tournaments(id),
    table_pos  integer NOT NULL,
    hand       bigint NOT NULL,
    players    text[] NOT NULL,
    stacks     bigint[] NOT NULL CHECK (cardinality(players) = cardinality(stacks)),
    round      bigint,
    at         timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE room.tournament_moves (
    seq        bigint PRIMARY KEY DEFAULT nextval('room.tournament_seq'),
    tournament bigint NOT NULL REFERENCES room.tournaments(id),
    kind       text NOT NULL CHECK (kind IN ('draw', 'balance', 'break', 'final')),
    player     text NOT NULL,
    from_table integer,
    from_seat  integer,
    to_table   integer NOT NULL,
    to_seat    integer NOT NULL,
    chips      bigint NOT NULL CHECK (chips > 0),
    draw_seed  bigint NOT NULL,
    at         timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE room.tournament_busts (
    seq         bigint PRIMARY KEY DEFAULT nextval('room.tournament_seq'),
    tournament  bigint NOT NULL REFERENCES room.tournaments(id),
    player      text NOT NULL,
    table_pos   integer NOT NULL,
    hand        bigint NOT NULL,
    start_stack bigint NOT NULL,
    round       bigint,
    at          timestamptz NOT NULL DEFAULT now(),
    UNIQUE (tournament, player)
);

GRANT SELECT ON room.tournaments, room.tournament_tables, room.tournament_entries,
    room.tournament_seats, room.tournament_levels, room.tournament_results,
    room.tournament_moves, room.tournament_busts TO dealerdesk_review;
