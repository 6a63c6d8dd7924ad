-- The floor clears a flag. The flag is kept; a clearance row names it, the
-- floor person, the reason and the event of the table's log that records the
-- ruling. From the clearance on, the table's chain starts a new epoch in the
-- room: the log that holds the clearance, whole from its first event, with
-- that event at the seq and hash recorded. The earlier epochs' events stay
-- as they were synced; nothing the room held is changed or deleted.

ALTER TABLE room.tables
    ADD COLUMN epoch integer NOT NULL DEFAULT 1,
    ADD COLUMN anchor_seq bigint,
    ADD COLUMN anchor_hash text;

-- Every event so far is epoch 1's. A sender may name the epoch it sends
-- for; one a clearance has ended stores nothing (`check_event`).
ALTER TABLE room.events ADD COLUMN epoch integer NOT NULL DEFAULT 1;
ALTER TABLE room.events ALTER COLUMN epoch DROP DEFAULT;
ALTER TABLE room.events DROP CONSTRAINT events_pkey;
ALTER TABLE room.events ADD PRIMARY KEY (table_name, epoch, seq);

ALTER TABLE room.flags ADD COLUMN epoch integer NOT NULL DEFAULT 1;

-- One row per flag cleared, with the floor's ruling as the log records it.
CREATE TABLE room.clearances (
    id         bigserial PRIMARY KEY,
    table_name text NOT NULL REFERENCES room.tables (name),
    flag_id    bigint NOT NULL UNIQUE REFERENCES room.flags (id),
    floor      text NOT NULL CHECK (btrim(floor) <> ''),
    reason     text NOT NULL CHECK (btrim(reason) <> ''),
    log_seq    bigint NOT NULL CHECK (log_seq >= 1),
    log_hash   text NOT NULL,
    epoch      integer NOT NULL,
    cleared_by name NOT NULL DEFAULT session_user,
    cleared_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE FUNCTION room.kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the room''s flags and clearances are kept as they were written';
END
$$;

CREATE TRIGGER flags_kept BEFORE UPDATE OR DELETE ON room.flags
    FOR EACH ROW EXECUTE FUNCTION room.kept();
CREATE TRIGGER clearances_kept BEFORE UPDATE OR DELETE ON room.clearances
    FOR EACH ROW EXECUTE FUNCTION room.kept();

-- The flags no clearance names.
CREATE VIEW room.open_flags AS
    SELECT f.* FROM room.flags f
     WHERE NOT EXISTS (SELECT FROM room.clearances c WHERE c.flag_id = f.id);

-- A flag already open for the same kind and seq is not raised twice; one
-- cleared is history, and the same fault found again is a new flag.
CREATE OR REPLACE FUNCTION room.raise_flag(p_table text, p_kind text, p_seq bigint, p_detail text)
RETURNS void LANGUAGE sql AS $$
    INSERT INTO room.flags (table_name, kind, seq, detail, epoch)
    SELECT p_table, p_kind, p_seq, p_detail, t.epoch FROM room.tables t
     WHERE t.name = p_table
       AND NOT EXISTS (SELECT FROM room.open_flags f
                        WHERE f.table_name = p_table AND f.kind = p_kind AND f.seq = p_seq)
$$;

-- As in 0001, in the table's current epoch (an event sent for another is
-- not stored); the event at a clearance's seq must be the one the floor's
-- clearance recorded.
CREATE OR REPLACE FUNCTION room.check_event() RETURNS trigger
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
    IF NEW.epoch IS NOT NULL AND NEW.epoch <> t.epoch THEN
        -- Sent for an epoch the floor's clearance has ended: nothing is
        -- stored, and the sender attaches again.
        RETURN NULL;
    END IF;
    NEW.epoch := t.epoch;
    IF NEW.seq <= t.head_seq THEN
        -- The same event again (an answer lost on the way) changes nothing.
        IF EXISTS (SELECT FROM room.events e
                   WHERE e.table_name = NEW.table_name AND e.epoch = t.epoch
                     AND e.seq = NEW.seq AND e.hash = NEW.hash) THEN
            RETURN NULL;
        END IF;
        why := format('seq %s is already held with another hash', NEW.seq);
    ELSIF NEW.seq <> t.head_seq + 1 THEN
        why := format('seq %s leaves a gap after %s', NEW.seq, t.head_seq);
    ELSIF NEW.prev_hash <> t.head_hash THEN
        why := format('prev_hash is not the hash the room holds for seq %s', t.head_seq);
    ELSIF NEW.hash <> room.event_hash(NEW) THEN
        why := 'hash does not recompute from the event';
    ELSIF NEW.seq = t.anchor_seq AND NEW.hash <> t.anchor_hash THEN
        why := format('seq %s is not the floor''s clearance the room recorded', NEW.seq);
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

-- As in 0001, in the table's current epoch; a log that ends before the
-- floor's clearance is cut; the open flags are returned.
CREATE OR REPLACE FUNCTION room.attach(p_table text, p_first_hash text, p_seq bigint, p_hash text,
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
    ELSIF t.anchor_seq IS NOT NULL AND p_local_seq < t.anchor_seq THEN
        PERFORM room.raise_flag(p_table, 'cut', p_local_seq + 1,
            format('the log ends at event %s, before the floor''s clearance at %s',
                   p_local_seq, t.anchor_seq));
    ELSIF p_seq > 0 THEN
        SELECT e.hash INTO held FROM room.events e
         WHERE e.table_name = p_table AND e.epoch = t.epoch AND e.seq = p_seq;
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
    RETURN QUERY SELECT f.kind || ': ' || f.detail FROM room.open_flags f
                  WHERE f.table_name = p_table ORDER BY f.id;
END
$$;

-- The floor's clearance holds the table while the ruling is written into
-- the table's log: until it commits or rolls back, no flag is raised and no
-- event stored for the table (both lock its row first). Returns the open
-- flags with the table's epoch.
CREATE FUNCTION room.hold(p_table text)
RETURNS TABLE (flag_id bigint, flag_kind text, flag_seq bigint, flag_detail text,
               table_epoch integer)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = room, pg_temp AS $$
DECLARE
    t room.tables;
BEGIN
    SELECT * INTO t FROM room.tables WHERE name = p_table FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no table % in the room', p_table;
    END IF;
    IF t.writer <> session_user
       AND NOT (SELECT rolsuper FROM pg_roles WHERE rolname = session_user) THEN
        RAISE EXCEPTION 'table % is synced by role %, not %', t.name, t.writer, session_user
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN QUERY SELECT f.id, f.kind, f.seq, f.detail, t.epoch FROM room.open_flags f
                  WHERE f.table_name = p_table ORDER BY f.id;
END
$$;

-- The floor clears every open flag of a table, the ones it was shown
-- (`p_flags`): the ruling is the log's event `p_log_seq` with `p_log_hash`,
-- in the log whose first event is `p_first_hash`. The table starts a new
-- epoch: that log, from its first event, with the ruling at its seq.
-- Returns the new epoch.
CREATE FUNCTION room.clear_flags(p_table text, p_flags bigint[], p_floor text, p_reason text,
                                 p_log_seq bigint, p_log_hash text, p_first_hash text)
RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = room, pg_temp AS $$
DECLARE
    t room.tables;
    open_ids bigint[];
    shown_ids bigint[];
BEGIN
    SELECT * INTO t FROM room.tables WHERE name = p_table FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no table % in the room', p_table;
    END IF;
    IF t.writer <> session_user
       AND NOT (SELECT rolsuper FROM pg_roles WHERE rolname = session_user) THEN
        RAISE EXCEPTION 'table % is synced by role %, not %', t.name, t.writer, session_user
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF btrim(coalesce(p_reason, '')) = '' OR btrim(coalesce(p_floor, '')) = '' THEN
        RAISE EXCEPTION 'a flag is cleared by a floor person, with a reason';
    END IF;
    SELECT coalesce(array_agg(f.id ORDER BY f.id), '{}') INTO open_ids
      FROM room.open_flags f WHERE f.table_name = p_table;
    SELECT coalesce(array_agg(DISTINCT x ORDER BY x), '{}') INTO shown_ids FROM unnest(p_flags) x;
    IF cardinality(open_ids) = 0 THEN
        RAISE EXCEPTION 'table % has no open flag', p_table;
    END IF;
    IF open_ids <> shown_ids THEN
        RAISE EXCEPTION 'table %''s open flags are %, not the % shown: look at them again',
            p_table, open_ids, shown_ids;
    END IF;
    INSERT INTO room.clearances (table_name, flag_id, floor, reason, log_seq, log_hash, epoch)
    SELECT p_table, id, p_floor, p_reason, p_log_seq, p_log_hash, t.epoch + 1
      FROM unnest(open_ids) id;
    UPDATE room.tables
       SET epoch = t.epoch + 1, first_hash = p_first_hash, head_seq = 0,
           head_hash = repeat('0', 64), anchor_seq = p_log_seq, anchor_hash = p_log_hash,
           last_sync = clock_timestamp()
     WHERE name = p_table;
    RETURN t.epoch + 1;
END
$$;

REVOKE ALL ON FUNCTION room.hold(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION room.hold(text) TO dealerdesk_table;
REVOKE ALL ON FUNCTION room.clear_flags(text, bigint[], text, text, bigint, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION room.clear_flags(text, bigint[], text, text, bigint, text, text)
    TO dealerdesk_table;
GRANT SELECT ON room.open_flags TO dealerdesk_table, dealerdesk_review;
GRANT SELECT ON room.clearances TO dealerdesk_table, dealerdesk_review;
