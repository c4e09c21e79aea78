-- Every server keeps sessions and settings in memory (issue 11) and drops them the moment the
-- database says they changed: these triggers announce, at commit, a session revoked or expired,
-- an account locked, its role or password changed, and any settings change. The servers LISTEN.
CREATE FUNCTION "notify_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', COALESCE(NEW.user_id, OLD.user_id)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', COALESCE(NEW.id, OLD.id)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE OF "revoked_at", "expires_at" OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"();--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OF "is_locked", "role", "password_hash" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"();--> statement-breakpoint
CREATE FUNCTION "notify_settings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('settings_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "settings_changed" AFTER INSERT OR UPDATE OR DELETE ON "settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_settings_changed"();
