-- A recharge transfer is marked sandbox exactly when the payment that funded it
-- is a sandbox payment (DECISIONS.md "Payments"): no real top-up can be posted
-- as sandbox, and no sandbox top-up can be posted as real money, whatever the
-- code that posts it. Recharges made before the payments module have no
-- payment and were confirmed by an operator: real.
CREATE OR REPLACE FUNCTION transfers_sandbox_matches_payment() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  funded_by_sandbox boolean;
BEGIN
  IF NEW.code = 'recharge' THEN
    SELECT coalesce(p.provider = 'sandbox', false) INTO funded_by_sandbox
      FROM recharges r LEFT JOIN payments p ON p.id = r.payment_id
      WHERE r.id = NEW.reference_id;
    IF NEW.sandbox IS DISTINCT FROM coalesce(funded_by_sandbox, false) THEN
      RAISE EXCEPTION 'recharge transfer for recharge % must have sandbox = %', NEW.reference_id,
        coalesce(funded_by_sandbox, false)
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transfers_sandbox_matches_payment
  BEFORE INSERT ON "transfers"
  FOR EACH ROW EXECUTE FUNCTION transfers_sandbox_matches_payment();
