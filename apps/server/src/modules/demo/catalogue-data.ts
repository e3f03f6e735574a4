import { BEAUTY } from "./products/beauty";
import { ELECTRONICS } from "./products/electronics";
import { FASHION } from "./products/fashion";
import type { DemoProduct } from "./products/shared";
import { SPORTS } from "./products/sports";
import { TIKTOK_MARKET } from "./products/tiktok-market";

/**
 * The demo catalogue of DEMO=1: sixty products over the five categories, with
 * Thai, Chinese and English texts, prices and supplier costs in baht as a Thai
 * marketplace would show them. Pictures are drawn from the Fluent Emoji set
 * (an npm package, nothing downloaded) by demo/pictures.ts.
 */

/** The sixty demo products, twelve in each category, in the order the list shows them. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  ...TIKTOK_MARKET,
  ...BEAUTY,
  ...FASHION,
  ...SPORTS,
  ...ELECTRONICS,
];

/** Buyers' names as a Thai marketplace shows them, partly hidden. */
export const REVIEWERS = [
  "ส***ย",
  "น้ำ***",
  "Mint_bkk",
  "ป***ณ์",
  "王**",
  "Kwan.s",
  "อ***ตา",
  "李*",
  "Beam99",
  "จ***ภา",
  "ต้น***",
  "Noon_cnx",
];

/** What buyers wrote, with the rating it came with; each in the language its buyer wrote. */
export const REVIEW_TEXTS: [rating: number, comment: string][] = [
  [5, "สินค้าตรงปก ส่งไวมาก แพ็กมาอย่างดี"],
  [5, "Exactly as pictured and arrived in two days. Very happy."],
  [5, "质量很好，和图片一样，发货也快。"],
  [4, "คุณภาพดีเกินราคา แต่กล่องบุบนิดหน่อย"],
  [5, "ใช้แล้วชอบมาก จะกลับมาซื้ออีกแน่นอน"],
  [4, "Good value for the price. Delivery took a little longer than expected."],
  [5, "สีสวยเหมือนในรูปเลย ลูกค้าชอบมาก"],
  [3, "ของโอเค แต่ขนาดเล็กกว่าที่คิดไว้"],
  [5, "第二次购买了，一直很满意。"],
  [4, "ส่งเร็ว ของดี ให้สี่ดาวเพราะรอของนานนิดนึง"],
  [5, "Bought one for my sister too. Great quality."],
  [4, "包装仔细，性价比高。"],
];

export { COLORS, type ColorKey, type DemoColor, type DemoProduct } from "./products/shared";
