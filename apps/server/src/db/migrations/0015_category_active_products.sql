ALTER TABLE "categories" ADD COLUMN "active_products" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change of a product's status or category moves its category's count in the same
-- transaction, so the count is never more or less than what a count(*) would find.
CREATE OR REPLACE FUNCTION categories_count_active_products() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'active' THEN
    UPDATE categories SET active_products = active_products - 1 WHERE id = OLD.category_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'active' THEN
    UPDATE categories SET active_products = active_products + 1 WHERE id = NEW.category_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_count_in_category
  AFTER INSERT OR DELETE OR UPDATE OF status, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION categories_count_active_products();
--> statement-breakpoint
UPDATE categories SET active_products = (
  SELECT count(*) FROM products WHERE products.category_id = categories.id AND products.status = 'active'
);
