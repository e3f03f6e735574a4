-- An order's transfers (order_paid, order_profit, order_refund) are marked
-- sandbox exactly when the order was paid through the demo's sandbox provider
-- (DECISIONS.md "Payments"): money a sandbox payment brought can never pass
-- for real money on its way to a seller's balance, whatever code posts it.
CREATE OR REPLACE FUNCTION transfers_order_sandbox_matches_payment() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  funded_by_sandbox boolean;
BEGIN
  IF NEW.code IN ('order_paid', 'order_profit', 'order_refund') THEN
    SELECT coalesce(p.provider = 'sandbox', false) INTO funded_by_sandbox
      FROM orders o LEFT JOIN payments p ON p.id = o.payment_id
      WHERE o.id = NEW.reference_id;
    IF NEW.reference_type <> 'order' OR NEW.sandbox IS DISTINCT FROM coalesce(funded_by_sandbox, false) THEN
      RAISE EXCEPTION '% transfer for order % must have sandbox = %', NEW.code, NEW.reference_id,
        coalesce(funded_by_sandbox, false)
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transfers_order_sandbox_matches_payment
  BEFORE INSERT ON "transfers"
  FOR EACH ROW EXECUTE FUNCTION transfers_order_sandbox_matches_payment();
