ALTER TABLE "order_items" ADD COLUMN "color_zh" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "color_en" text;--> statement-breakpoint
-- Lines placed before the names were kept take them from the product's colour of the same Thai
-- name, as the catalogue has it now; a colour renamed or removed since leaves them empty, and the
-- screens show the Thai name the line always kept.
UPDATE "order_items" SET
  "color_zh" = nullif(c->>'chineseName', ''),
  "color_en" = nullif(c->>'englishName', '')
FROM "products", jsonb_array_elements("products"."colors") AS c
WHERE "products"."id" = "order_items"."product_id"
  AND "order_items"."color" IS NOT NULL
  AND c->>'thaiName' = "order_items"."color";
