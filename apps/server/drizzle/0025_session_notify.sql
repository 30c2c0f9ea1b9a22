-- hand-written: session_notify
-- Database notifications (docs/decisions.md, "Notifications", "Session cache", "Job queue"). Every change
-- of what a caller is built from (modules/auth/repo.ts, findSession: sessions, accounts, role_permissions,
-- account_permissions) notifies bp_caller, so each instance's session cache evicts it whatever code path (or
-- manual SQL) made it; NOTIFY is transactional, so it is delivered on commit and never for a rollback.
-- Payloads: 's:<session id>' (the session and its impersonation children), 'a:<account id>', '*' (all).
CREATE FUNCTION bp_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bp_caller', 's:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify AFTER UPDATE ON sessions FOR EACH ROW
  EXECUTE FUNCTION bp_notify_session();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_delete AFTER DELETE ON sessions FOR EACH ROW
  EXECUTE FUNCTION bp_notify_session();
--> statement-breakpoint
CREATE FUNCTION bp_notify_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bp_caller', 'a:' || OLD.id);
  IF TG_OP = 'UPDATE' AND NEW.id <> OLD.id THEN
    PERFORM pg_notify('bp_caller', 'a:' || NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_notify AFTER UPDATE ON accounts FOR EACH ROW
  EXECUTE FUNCTION bp_notify_account();
--> statement-breakpoint
CREATE TRIGGER accounts_notify_delete AFTER DELETE ON accounts FOR EACH ROW
  EXECUTE FUNCTION bp_notify_account();
--> statement-breakpoint
CREATE FUNCTION bp_notify_account_permission() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('bp_caller', 'a:' || OLD.account_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('bp_caller', 'a:' || NEW.account_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER account_permissions_notify AFTER INSERT OR UPDATE OR DELETE ON account_permissions
  FOR EACH ROW EXECUTE FUNCTION bp_notify_account_permission();
--> statement-breakpoint
-- A role's defaults concern every account of the role: rare (the roles settings page), so all are evicted.
CREATE FUNCTION bp_notify_all_callers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bp_caller', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER role_permissions_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION bp_notify_all_callers();
--> statement-breakpoint
CREATE TRIGGER account_permissions_notify_truncate AFTER TRUNCATE ON account_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION bp_notify_all_callers();
--> statement-breakpoint
CREATE TRIGGER accounts_notify_truncate AFTER TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION bp_notify_all_callers();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION bp_notify_all_callers();
--> statement-breakpoint
-- A job became ready (enqueued, retried, released, swept back): the workers of every instance wake on
-- commit and claim (the fallback poll covers a lost notification; a delayed job wakes them when due).
CREATE FUNCTION bp_notify_job() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bp_jobs', NEW.kind);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_notify AFTER INSERT OR UPDATE OF status, run_after ON jobs FOR EACH ROW
  WHEN (NEW.status = 'queued') EXECUTE FUNCTION bp_notify_job();
