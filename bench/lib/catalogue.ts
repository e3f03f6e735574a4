import type { Database } from "../../apps/server/src/db/client";
import { products } from "../../apps/server/src/modules/catalogue/tables";

const ADJECTIVES = [
  ["พรีเมียม", "高级", "Premium"],
  ["มินิ", "迷你", "Mini"],
  ["ไร้สาย", "无线", "Wireless"],
  ["กันน้ำ", "防水", "Waterproof"],
  ["ออร์แกนิก", "有机", "Organic"],
  ["น้ำหนักเบา", "轻便", "Lightweight"],
  ["คลาสสิก", "经典", "Classic"],
  ["สปอร์ต", "运动", "Sport"],
] as const;
const NOUNS = [
  ["เสื้อยืด", "T恤", "T-shirt"],
  ["ลิปสติก", "口红", "Lipstick"],
  ["หูฟัง", "耳机", "Headphones"],
  ["รองเท้าวิ่ง", "跑鞋", "Running shoes"],
  ["กระเป๋าเป้", "双肩包", "Backpack"],
  ["โคมไฟ", "台灯", "Lamp"],
  ["นาฬิกา", "手表", "Watch"],
  ["แก้วน้ำ", "水杯", "Tumbler"],
  ["เซรั่ม", "精华液", "Serum"],
  ["ลำโพง", "音箱", "Speaker"],
  ["หมวก", "帽子", "Cap"],
  ["ถุงเท้า", "袜子", "Socks"],
  ["พาวเวอร์แบงก์", "充电宝", "Power bank"],
  ["ผ้าพันคอ", "围巾", "Scarf"],
  ["ลูกฟุตบอล", "足球", "Football"],
  ["คีย์บอร์ด", "键盘", "Keyboard"],
  ["เทียนหอม", "香薰蜡烛", "Candle"],
  ["แว่นกันแดด", "太阳镜", "Sunglasses"],
  ["กางเกงยีนส์", "牛仔裤", "Jeans"],
  ["ร่มพับ", "折叠伞", "Umbrella"],
] as const;

/** Deterministic pseudo-random numbers, so every run measures the same catalogue. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * `count` catalogue products with Thai, Chinese and English names: one noun
 * in twenty ("lamp", "โคมไฟ") and a unique model code each ("E4242").
 */
export async function seedCatalogue(db: Database, count: number) {
  const next = random(42);
  const rows = Array.from({ length: count }, (_, index) => {
    const [adjTh, adjZh, adjEn] = ADJECTIVES[index % ADJECTIVES.length] ?? ADJECTIVES[0];
    const [nounTh, nounZh, nounEn] = NOUNS[Math.floor(next() * NOUNS.length)] ?? NOUNS[0];
    const model = `${String.fromCharCode(65 + (index % 26))}${index}`;
    const price = BigInt(Math.round(99 + next() * 4900)) * 100n;
    const onSale = next() < 0.3;
    const reviews = Math.floor(next() * 40);
    return {
      name: `${nounTh}${adjTh} ${model}`,
      nameZh: `${adjZh}${nounZh} ${model}`,
      nameEn: `${adjEn} ${nounEn} ${model}`,
      categoryId: 1 + (index % 5),
      priceSatang: price,
      discountPriceSatang: onSale ? (price * 8n) / 10n : null,
      costPriceSatang: price / 3n,
      stock: Math.floor(next() * 500),
      salesCount: Math.floor(next() ** 3 * 10_000),
      reviewsCount: reviews,
      ratingTotal: reviews === 0 ? 0 : Math.round(reviews * (3 + next() * 2)),
      isHot: next() < 0.1,
    };
  });
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(products).values(rows.slice(start, start + 1000));
  }
  await db.execute("analyze products");
}
