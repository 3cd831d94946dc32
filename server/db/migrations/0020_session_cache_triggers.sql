-- Every instance keeps the sessions it validated for a few seconds (decision 043). Any change to
-- who a session signs in, what that account is, or its circles tells every instance to forget
-- them: one notification per statement, whichever code (or cascade) made the change.
CREATE OR REPLACE FUNCTION kinwell_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kinwell_events', '{"type":"auth.changed"}');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER DELETE OR UPDATE OF user_id, staff_id, current_circle_id, idle_seconds, expires_at ON sessions FOR EACH STATEMENT EXECUTE FUNCTION kinwell_auth_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION kinwell_auth_changed();
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION kinwell_auth_changed();
--> statement-breakpoint
CREATE TRIGGER staff_users_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON staff_users FOR EACH STATEMENT EXECUTE FUNCTION kinwell_auth_changed();
--> statement-breakpoint
CREATE TRIGGER circle_members_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON circle_members FOR EACH STATEMENT EXECUTE FUNCTION kinwell_auth_changed();
