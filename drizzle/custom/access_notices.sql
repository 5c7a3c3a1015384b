-- Access notices (gateway/auth/access-cache.ts): every gateway process keeps the access tokens
-- and memberships it has just checked for a few seconds and forgets them when it hears on the
-- channel kontor_access that they changed. Triggers rather than the routes announce the
-- changes, so that an edit by any means (a route, a job, an operator's SQL) is heard. PostgreSQL
-- delivers a notice when the changing transaction commits, never on rollback.
CREATE FUNCTION "accounts"."kontor_token_notice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kontor_access', 'token ' || OLD.token_hash);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "core"."kontor_access_notice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kontor_access', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A revocation, an expiry moved, a scope or owner changed: that token is forgotten.
CREATE TRIGGER "kontor_token_changed" AFTER UPDATE ON "accounts"."oauth_tokens" FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.scope IS DISTINCT FROM NEW.scope OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.kind IS DISTINCT FROM NEW.kind)
  EXECUTE FUNCTION "accounts"."kontor_token_notice"();
--> statement-breakpoint
-- Deletions come in batches (the hourly purge of dead tokens): every token is forgotten, once per statement.
CREATE TRIGGER "kontor_tokens_deleted" AFTER DELETE ON "accounts"."oauth_tokens" FOR EACH STATEMENT
  EXECUTE FUNCTION "core"."kontor_access_notice"('tokens');
--> statement-breakpoint
CREATE TRIGGER "kontor_memberships_changed" AFTER UPDATE OR DELETE ON "core"."memberships" FOR EACH STATEMENT
  EXECUTE FUNCTION "core"."kontor_access_notice"('memberships');
--> statement-breakpoint
-- A kept membership carries how histories name the member (the user's name, else the email).
CREATE TRIGGER "kontor_users_changed" AFTER UPDATE OF "name", "email" OR DELETE ON "core"."users" FOR EACH STATEMENT
  EXECUTE FUNCTION "core"."kontor_access_notice"('memberships');
