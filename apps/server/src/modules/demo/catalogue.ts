import type { IconifyJSON } from "@iconify-json/fluent-emoji";
import { parseBaht } from "@seller/contract/money";
import type { Database } from "../../db/client";
import { addDemoProduct, type DemoProductInput, hasDemoCatalogue } from "../catalogue/demo-writes";
import type { CatalogueImageStore, EncodedImage } from "../catalogue/images";
import { COLORS, DEMO_PRODUCTS, type DemoProduct, REVIEW_TEXTS, REVIEWERS } from "./catalogue-data";
import { cachedPicture, loadEmojiSet, type Picture } from "./pictures";

const DAY_MS = 86_400_000;

const satang = (baht: number): bigint => {
  const value = parseBaht(baht);
  if (value === undefined) throw new Error(`demo price ${baht} is not an amount`);
  return value;
};

/** A colour product shows one picture per colour; any other a picture and a close-up. */
function picturesOf(product: DemoProduct): Picture[] {
  const base = { icon: product.icon, category: product.category };
  if (product.colors?.length) return product.colors.map((key) => ({ ...base, color: COLORS[key] }));
  return [base, { ...base, closeUp: true }];
}

/** Demo reviews, the same on every start: 0 to 8 a product, spread over the last 90 days. */
function reviewsOf(index: number, now: number): DemoProductInput["reviews"] {
  const count = (index * 5 + 3) % 9;
  return Array.from({ length: count }, (_, n) => {
    const [rating, comment] = REVIEW_TEXTS[(index * 3 + n * 7) % REVIEW_TEXTS.length] ?? [5, ""];
    return {
      name: REVIEWERS[(index + n * 5) % REVIEWERS.length] ?? "",
      rating,
      comment,
      reviewDate: new Date(now - ((index * 13 + n * 11) % 90) * DAY_MS - n * 3_600_000),
    };
  });
}

/** Runs `work` over `items` with at most `limit` at a time (sharp uses the other core). */
async function inPool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  });
  await Promise.all(workers);
  return results;
}

/**
 * The demo catalogue (DEMO=1): written once, in one transaction, every row
 * marked demo. Its pictures are drawn first, from the emoji package, and kept
 * in `cacheDir`; nothing is downloaded. Returns whether it was written now.
 */
export async function seedDemoCatalogue(
  db: Database,
  store: CatalogueImageStore,
  options: { cacheDir: string; now?: Date; onDrawing?: () => void },
): Promise<boolean> {
  if (await hasDemoCatalogue(db)) return false;
  let set: Promise<IconifyJSON> | undefined;
  // Asked for only by a picture missing from the cache: a start that finds them all draws nothing, and says nothing.
  const emojiSet = () => {
    if (!set) {
      options.onDrawing?.();
      set = loadEmojiSet();
    }
    return set;
  };
  const pictures = await inPool(DEMO_PRODUCTS, 3, async (product) =>
    Promise.all(
      picturesOf(product).map(
        async (picture): Promise<EncodedImage> =>
          store.store(await cachedPicture(options.cacheDir, emojiSet, picture)),
      ),
    ),
  );
  const now = (options.now ?? new Date()).getTime();
  return db.transaction(async (tx) => {
    // Two nodes starting together: the second finds the first one's catalogue and stops.
    if (await hasDemoCatalogue(tx)) return false;
    for (const [index, product] of DEMO_PRODUCTS.entries()) {
      const [th, zh, en] = product.name;
      const [descriptionTh, descriptionZh, descriptionEn] = product.description;
      await addDemoProduct(tx, {
        category: product.category,
        name: th,
        nameZh: zh,
        nameEn: en,
        description: descriptionTh,
        descriptionZh,
        descriptionEn,
        priceSatang: satang(product.price),
        discountPriceSatang: product.sale === undefined ? null : satang(product.sale),
        costPriceSatang: satang(product.cost),
        stock: product.stock,
        salesCount: product.sales,
        isHot: product.hot ?? false,
        isNew: product.isNew ?? false,
        sizes: product.sizes ?? [],
        images: pictures[index] ?? [],
        colors: (product.colors ?? []).map((key, image) => ({
          thaiName: COLORS[key].th,
          chineseName: COLORS[key].zh,
          englishName: COLORS[key].en,
          image,
        })),
        reviews: reviewsOf(index, now),
        // Newest first in the demo's order: the list's "latest" sort shows the first products first.
        createdAt: new Date(now - (index + 1) * 3 * 3_600_000),
      });
    }
    return true;
  });
}
