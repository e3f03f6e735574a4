import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { createProduct, operatorOf } from "../../test/catalogue";
import { call } from "../../test/wallet";

const t = useTestApp();

/** Each category's count as the lists show it, and as a count of the catalogue finds it. */
async function shownAndCounted() {
  const shown = (await call(t.app, "", "GET", "/api/products/categories")).json().data as {
    key: string;
    count: number;
  }[];
  const counted = (
    (await t.database.db.execute(
      sql`select c.key, count(p.id) filter (where p.status = 'active')::int as count
          from categories c left join products p on p.category_id = c.id group by c.key`,
    )) as unknown as { rows: { key: string; count: number }[] }
  ).rows;
  return {
    shown: Object.fromEntries(shown.map((category) => [category.key, category.count])),
    counted: Object.fromEntries(counted.map((category) => [category.key, category.count])),
  };
}

describe("the categories' product counts", () => {
  it("follow every product that is added, deactivated, reactivated, moved and archived", async () => {
    const operator = await operatorOf(t.app, t.database.db);
    const gloves = await createProduct(t.app, operator, { name_en: "Gloves", category: "sports" });
    const cap = await createProduct(t.app, operator, { name_en: "Cap", category: "fashion" });
    const shoes = await createProduct(t.app, operator, { name_en: "Shoes", category: "sports" });
    let counts = await shownAndCounted();
    expect(counts.shown).toMatchObject({ sports: 2, fashion: 1, beauty: 0 });
    expect(counts.shown).toEqual(counts.counted);

    const changes: [string, string, unknown][] = [
      ["PUT", `/api/admin/products/${gloves.id}`, { status: "inactive" }],
      ["PUT", `/api/admin/products/${cap.id}`, { category: "beauty" }],
      ["PUT", `/api/admin/products/${gloves.id}`, { status: "active", category: "electronics" }],
      ["DELETE", `/api/admin/products/${shoes.id}`, undefined],
      // A change of neither status nor category moves nothing.
      ["PUT", `/api/admin/products/${cap.id}`, { price: "312.00" }],
    ];
    for (const [method, url, body] of changes) {
      const response = await call(t.app, operator, method as "PUT", url, body);
      expect(response.statusCode, response.body).toBe(200);
    }
    counts = await shownAndCounted();
    expect(counts.shown).toMatchObject({ sports: 0, fashion: 0, beauty: 1, electronics: 1 });
    expect(counts.shown).toEqual(counts.counted);
  });
});
