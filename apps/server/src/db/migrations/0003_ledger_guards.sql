-- Transfers are append-only (ARCHITECTURE.md "Money: a double-entry ledger"):
-- a mistake is undone by a new, reversing transfer, never by an edit.
CREATE OR REPLACE FUNCTION transfers_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'transfers are append-only: % is not allowed', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transfers_no_update_or_delete
  BEFORE UPDATE OR DELETE ON "transfers"
  FOR EACH ROW EXECUTE FUNCTION transfers_append_only();
--> statement-breakpoint
CREATE TRIGGER transfers_no_truncate
  BEFORE TRUNCATE ON "transfers"
  FOR EACH STATEMENT EXECUTE FUNCTION transfers_append_only();
