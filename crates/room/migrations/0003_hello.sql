-- A table's hello holds its row from the start: `room.hello` takes the
-- table's lock (as `check_event`, `hold` and `clear_flags` do) and returns the
-- room's head and epoch, and the table reads its log's head only then, so a
-- floor's clearance committed meanwhile is in the log the table describes
-- (0002's hello read the log first and could describe it as it was before
-- the clearance, then wait for the clearance's lock, and be found cut).

CREATE FUNCTION room.hello(p_table text)
RETURNS TABLE (head_seq bigint, table_epoch integer)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = room, pg_temp AS $$
DECLARE
    t room.tables;
BEGIN
    INSERT INTO room.tables (name, writer) VALUES (p_table, session_user)
        ON CONFLICT (name) DO NOTHING;
    SELECT * INTO t FROM room.tables WHERE name = p_table FOR UPDATE;
    IF t.writer <> session_user
       AND NOT (SELECT rolsuper FROM pg_roles WHERE rolname = session_user) THEN
        RAISE EXCEPTION 'table % is synced by role %, not %', t.name, t.writer, session_user
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN QUERY SELECT t.head_seq, t.epoch;
END
$$;

REVOKE ALL ON FUNCTION room.hello(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION room.hello(text) TO dealerdesk_table;
