-- Keyword search over name, name_zh and name_en, case-insensitive (LIKE '%word%'
-- on products.search_text, the three names joined in lower case): a trigram GIN
-- index answers it without reading every product. PGlite ships pg_trgm as a contrib extension
-- (loaded by db/client.ts); on PostgreSQL it is a trusted extension, so the
-- database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- The audit log is append-only, like the ledger's transfers: an operator act,
-- once recorded, is never edited or removed.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_or_delete
  BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
-- The five default categories (spec section 3), with their names in the four languages.
INSERT INTO "categories" ("key", "icon", "name_th", "name_en", "name_zh_cn", "name_zh_tw", "position") VALUES
  ('tiktok_market', '🎵', 'ตลาด TikTok', 'TikTok Market', 'TikTok 市场', 'TikTok 市集', 1),
  ('beauty', '💄', 'ความงาม', 'Beauty', '美妆', '美妝', 2),
  ('fashion', '👗', 'แฟชั่น', 'Fashion', '时尚', '時尚', 3),
  ('sports', '⚽', 'กีฬา', 'Sports', '运动', '運動', 4),
  ('electronics', '📱', 'อิเล็กทรอนิกส์', 'Electronics', '电子产品', '電子產品', 5)
ON CONFLICT ("key") DO NOTHING;
