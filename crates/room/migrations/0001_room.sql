-- The room: every table's chain, the events it refused, the tables it flagged,
-- and the two roles: a table inserts its own events only; review reads.

DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'dealerdesk_table') THEN
        CREATE ROLE dealerdesk_table NOLOGIN;
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'dealerdesk_review') THEN
        CREATE ROLE dealerdesk_review NOLOGIN;
    END IF;
END
$$;

-- One row per table: who syncs it, and the head of the room's copy.
CREATE TABLE room.tables (
    name       text PRIMARY KEY,
    writer     name NOT NULL,
    first_hash text,
    head_seq   bigint NOT NULL DEFAULT 0,
    head_hash  text NOT NULL DEFAULT repeat('0', 64),
    local_seq  bigint NOT NULL DEFAULT 0,
    last_sync  timestamptz
);

-- Each table's events exactly as its log holds them (payload: canonical JSON).
CREATE TABLE room.events (
    table_name  text NOT NULL REFERENCES room.tables (name),
    seq         bigint NOT NULL CHECK (seq >= 1),
    hand_id     bigint,
    at          text NOT NULL,
    operator_id bigint NOT NULL,
    role        text NOT NULL,
    action      text NOT NULL,
    payload     text NOT NULL,
    prev_hash   text NOT NULL,
    hash        text NOT NULL,
    received_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    PRIMARY KEY (table_name, seq)
);
CREATE INDEX events_received ON room.events (received_at);

-- Events the room would not take, as they were sent.
CREATE TABLE room.refusals (
    id          bigserial PRIMARY KEY,
    table_name  text NOT NULL,
    seq         bigint NOT NULL,
    prev_hash   text NOT NULL,
    hash        text NOT NULL,
    action      text NOT NULL,
    reason      text NOT NULL,
    sent_by     name NOT NULL DEFAULT session_user,
    refused_at  timestamptz NOT NULL DEFAULT clock_timestamp()
);

-- A table whose log disagrees with the room's copy: cut, rewritten,
-- replaced, or an event refused.
CREATE TABLE room.flags (
    id         bigserial PRIMARY KEY,
    table_name text NOT NULL REFERENCES room.tables (name),
    kind       text NOT NULL CHECK (kind IN ('cut', 'rewritten', 'replaced', 'refused')),
    seq        bigint NOT NULL,
    detail     text NOT NULL,
    raised_at  timestamptz NOT NULL DEFAULT clock_timestamp()
);

-- The text an event's hash is taken over, as the log writes it:
-- [seq, hand_id or null, at, operator_id, role, action, payload].
CREATE FUNCTION room.canonical(e room.events) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
    SELECT '[' || e.seq || ',' || coalesce(e.hand_id::text, 'null') || ','
        || to_json(e.at)::text || ',' || e.operator_id || ','
        || to_json(e.role)::text || ',' || to_json(e.action)::text || ','
        || e.payload || ']'
$$;

CREATE FUNCTION room.event_hash(e room.events) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
    SELECT encode(sha256(convert_to(e.prev_hash || room.canonical(e), 'UTF8')), 'hex')
$$;

CREATE FUNCTION room.raise_flag(p_table text, p_kind text, p_seq bigint, p_detail text)
RETURNS void LANGUAGE sql AS $$
    INSERT INTO room.flags (table_name, kind, seq, detail)
    SELECT p_table, p_kind, p_seq, p_detail
    WHERE NOT EXISTS (
        SELECT FROM room.flags f WHERE f.table_name = p_table AND f.kind = p_kind AND f.seq = p_seq)
$$;

-- Every event is checked against the chain the room holds. One the table
-- may not write is an error; one that does not continue the chain is
-- recorded as refused, the table flagged, and the row is not stored.
CREATE FUNCTION room.check_event() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = room, pg_temp AS $$
DECLARE
    t room.tables;
    why text;
BEGIN
    SELECT * INTO t FROM room.tables WHERE name = NEW.table_name FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'table % has not attached to the room', NEW.table_name;
    END IF;
    IF t.writer <> session_user
       AND NOT (SELECT rolsuper FROM pg_roles WHERE rolname = session_user) THEN
        RAISE EXCEPTION 'table % is synced by role %, not %', t.name, t.writer, session_user
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF NEW.seq <= t.head_seq THEN
        -- The same event again (an answer lost on the way) changes nothing.
        IF EXISTS (SELECT FROM room.events e
                   WHERE e.table_name = NEW.table_name AND e.seq = NEW.seq AND e.hash = NEW.hash) THEN
            RETURN NULL;
        END IF;
        why := format('seq %s is already held with another hash', NEW.seq);
    ELSIF NEW.seq <> t.head_seq + 1 THEN
        why := format('seq %s leaves a gap after %s', NEW.seq, t.head_seq);
    ELSIF NEW.prev_hash <> t.head_hash THEN
        why := format('prev_hash is not the hash the room holds for seq %s', t.head_seq);
    ELSIF NEW.hash <> room.event_hash(NEW) THEN
        why := 'hash does not recompute from the event';
    END IF;
    IF why IS NOT NULL THEN
        INSERT INTO room.refusals (table_name, seq, prev_hash, hash, action, reason)
        VALUES (NEW.table_name, NEW.seq, NEW.prev_hash, NEW.hash, NEW.action, why);
        PERFORM room.raise_flag(NEW.table_name, 'refused', NEW.seq, 'event refused: ' || why);
        RETURN NULL;
    END IF;
    UPDATE room.tables
       SET head_seq = NEW.seq, head_hash = NEW.hash, last_sync = clock_timestamp(),
           first_hash = CASE WHEN NEW.seq = 1 THEN NEW.hash ELSE first_hash END,
           local_seq = greatest(local_seq, NEW.seq)
     WHERE name = NEW.table_name;
    NEW.received_at := clock_timestamp();
    RETURN NEW;
END
$$;

CREATE TRIGGER events_check BEFORE INSERT ON room.events
    FOR EACH ROW EXECUTE FUNCTION room.check_event();

CREATE FUNCTION room.no_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the room''s copy of a chain is append-only';
END
$$;

CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON room.events
    FOR EACH ROW EXECUTE FUNCTION room.no_change();

-- A table says hello: its first hash, its head, and its hash at `p_seq`
-- (the room's head, or its own if shorter). The room compares them with its
-- copy, flags a log that was replaced, cut or rewritten, and returns the
-- table's open flags (kind: detail), empty when all agree.
CREATE FUNCTION room.attach(p_table text, p_first_hash text, p_seq bigint, p_hash text,
                            p_local_seq bigint)
RETURNS SETOF text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = room, pg_temp AS $$
DECLARE
    t room.tables;
    held text;
BEGIN
    INSERT INTO room.tables (name, writer) VALUES (p_table, session_user)
        ON CONFLICT (name) DO NOTHING;
    SELECT * INTO t FROM room.tables WHERE name = p_table FOR UPDATE;
    IF t.writer <> session_user
       AND NOT (SELECT rolsuper FROM pg_roles WHERE rolname = session_user) THEN
        RAISE EXCEPTION 'table % is synced by role %, not %', t.name, t.writer, session_user
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF t.first_hash IS NOT NULL AND p_first_hash IS DISTINCT FROM t.first_hash THEN
        PERFORM room.raise_flag(p_table, 'replaced', 1,
            'the log''s first event is not the one the room holds: another log file');
    ELSIF p_seq > 0 THEN
        SELECT e.hash INTO held FROM room.events e WHERE e.table_name = p_table AND e.seq = p_seq;
        IF held IS DISTINCT FROM p_hash THEN
            PERFORM room.raise_flag(p_table, 'rewritten', p_seq,
                format('the log''s event %s is not the one the room holds', p_seq));
        ELSIF p_local_seq < t.head_seq THEN
            PERFORM room.raise_flag(p_table, 'cut', p_local_seq + 1,
                format('the log ends at event %s; the room holds %s', p_local_seq, t.head_seq));
        END IF;
    ELSIF p_local_seq < t.head_seq THEN
        PERFORM room.raise_flag(p_table, 'cut', 1,
            format('the log is empty; the room holds %s events', t.head_seq));
    END IF;
    UPDATE room.tables SET local_seq = p_local_seq, last_sync = clock_timestamp()
     WHERE name = p_table;
    RETURN QUERY SELECT f.kind || ': ' || f.detail FROM room.flags f
                  WHERE f.table_name = p_table ORDER BY f.id;
END
$$;

REVOKE ALL ON FUNCTION room.attach(text, text, bigint, text, bigint) FROM PUBLIC;
REVOKE ALL ON FUNCTION room.check_event() FROM PUBLIC;
REVOKE ALL ON FUNCTION room.raise_flag(text, text, bigint, text) FROM PUBLIC;

GRANT USAGE ON SCHEMA room TO dealerdesk_table, dealerdesk_review;
GRANT SELECT ON ALL TABLES IN SCHEMA room TO dealerdesk_review;
GRANT SELECT ON room.tables, room.flags, room.migrations TO dealerdesk_table;
GRANT INSERT ON room.events TO dealerdesk_table;
GRANT EXECUTE ON FUNCTION room.attach(text, text, bigint, text, bigint) TO dealerdesk_table;
