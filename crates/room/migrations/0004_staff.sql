-- The house's floor staff, kept by the room. Each change (a floor person
-- added or removed) is a row of a hash chain: who made it (the role), when,
-- and the hash of the change before it, so that `room verify` finds a change
-- edited, deleted or slipped in. Only the room owner's role
-- (`dealerdesk_owner`, or a superuser) may add a change; tables and review
-- read them; no one changes or deletes one.

DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'dealerdesk_owner') THEN
        CREATE ROLE dealerdesk_owner NOLOGIN;
    END IF;
END
$$;

CREATE TABLE room.staff_changes (
    seq       bigint PRIMARY KEY CHECK (seq >= 1),
    change    text NOT NULL CHECK (change IN ('add', 'remove')),
    name      text NOT NULL CHECK (btrim(name) <> ''),
    by_role   text NOT NULL,
    at        text NOT NULL,
    prev_hash text NOT NULL,
    hash      text NOT NULL UNIQUE
);

-- The text a change's hash is taken over: [seq, change, name, by_role, at].
CREATE FUNCTION room.staff_canonical(c room.staff_changes) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
    SELECT '[' || c.seq || ',' || to_json(c.change)::text || ',' || to_json(c.name)::text
        || ',' || to_json(c.by_role)::text || ',' || to_json(c.at)::text || ']'
$$;

CREATE FUNCTION room.staff_hash(c room.staff_changes) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
    SELECT encode(sha256(convert_to(c.prev_hash || room.staff_canonical(c), 'UTF8')), 'hex')
$$;

-- Who is floor staff now: each name whose last change added it.
CREATE VIEW room.staff AS
    SELECT DISTINCT ON (c.name) c.name, c.seq, c.by_role, c.at, c.change
      FROM room.staff_changes c
     ORDER BY c.name, c.seq DESC;

-- A change is numbered, stamped, signed with the session's role and chained
-- here, whatever the sender gave; one that adds a name already on the staff,
-- or removes one who is not, is refused.
CREATE FUNCTION room.chain_staff_change() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = room, pg_temp AS $$
DECLARE
    last room.staff_changes;
    on_staff boolean;
BEGIN
    PERFORM pg_advisory_xact_lock(x'73746166'::bigint); -- "staf"
    SELECT * INTO last FROM room.staff_changes ORDER BY seq DESC LIMIT 1;
    SELECT s.change = 'add' INTO on_staff FROM room.staff s WHERE s.name = NEW.name;
    IF NEW.change = 'add' AND coalesce(on_staff, false) THEN
        RAISE EXCEPTION '% is already floor staff', NEW.name USING ERRCODE = 'unique_violation';
    ELSIF NEW.change = 'remove' AND NOT coalesce(on_staff, false) THEN
        RAISE EXCEPTION '% is not floor staff', NEW.name USING ERRCODE = 'no_data_found';
    END IF;
    NEW.seq := coalesce(last.seq, 0) + 1;
    NEW.prev_hash := coalesce(last.hash, repeat('0', 64));
    NEW.by_role := session_user;
    NEW.at := to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
    NEW.hash := room.staff_hash(NEW);
    RETURN NEW;
END
$$;

CREATE TRIGGER staff_chain BEFORE INSERT ON room.staff_changes
    FOR EACH ROW EXECUTE FUNCTION room.chain_staff_change();
CREATE FUNCTION room.staff_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the room''s floor staff changes are kept as they were written';
END
$$;

CREATE TRIGGER staff_kept BEFORE UPDATE OR DELETE ON room.staff_changes
    FOR EACH ROW EXECUTE FUNCTION room.staff_kept();

REVOKE ALL ON FUNCTION room.chain_staff_change() FROM PUBLIC;
GRANT USAGE ON SCHEMA room TO dealerdesk_owner;
GRANT INSERT (change, name) ON room.staff_changes TO dealerdesk_owner;
GRANT SELECT ON room.migrations TO dealerdesk_owner;
GRANT SELECT ON room.staff_changes, room.staff
    TO dealerdesk_owner, dealerdesk_table, dealerdesk_review;
