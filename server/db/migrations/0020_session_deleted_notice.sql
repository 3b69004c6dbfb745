-- Every deleted session row announces its id (server/auth/liveSessions.ts). On the embedded
-- database this process is the only client, so it hears of every deletion however it happens
-- (sign-out, Settings, a password change, an account or demo purge cascading from users) and can
-- keep the sessions it knows to be live in memory instead of looking the row up per request.
-- On PostgreSQL nobody listens and the lookup stays (docs/adr/0004-session-deletion-notices.md).
CREATE FUNCTION "announce_session_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('inkling_session_deleted', OLD."id");
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_delete_notice" AFTER DELETE ON "sessions"
	FOR EACH ROW EXECUTE FUNCTION "announce_session_deleted"();
