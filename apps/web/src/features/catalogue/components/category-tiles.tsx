import type { Category } from "@seller/contract/catalogue";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import beauty from "../../../assets/emoji/beauty.svg";
import electronics from "../../../assets/emoji/electronics.svg";
import fashion from "../../../assets/emoji/fashion.svg";
import sports from "../../../assets/emoji/sports.svg";
import tiktokMarket from "../../../assets/emoji/tiktok_market.svg";
import { paths } from "../../../config/paths";
import styles from "./category-tiles.module.css";

const PICTURES: Record<string, string> = {
  tiktok_market: tiktokMarket,
  beauty,
  fashion,
  sports,
  electronics,
};

/** A category's picture: ours for the five default keys, the server's emoji for any other. */
export function CategoryIcon({ category }: { category: Pick<Category, "key"> & Partial<Category> }) {
  const picture = PICTURES[category.key];
  if (picture) return <img src={picture} alt="" className={styles.picture} />;
  return <span className={styles.emoji}>{category.icon ?? ""}</span>;
}

/** A category's name: the server's, in the caller's language, or ours while it has not answered. */
export function useCategoryName() {
  const { t } = useTranslation();
  return (category: Pick<Category, "key"> & Partial<Category>) =>
    category.name ?? t(`catalogue.categories.${category.key}`, { defaultValue: category.key });
}

/** The home's five category tiles (spec section 2); a tap opens the product list of that category. */
export function CategoryTiles({ categories }: { categories: (Pick<Category, "key"> & Partial<Category>)[] }) {
  const nameOf = useCategoryName();
  return (
    <nav className={styles.tiles} data-testid="category-tiles">
      {categories.map((category) => (
        <Link
          key={category.key}
          to={paths.products.href({ category: category.key })}
          className={styles.tile}
          data-testid={`category-${category.key}`}
        >
          <span className={styles.icon}>
            <CategoryIcon category={category} />
          </span>
          <span className={styles.label}>{nameOf(category)}</span>
        </Link>
      ))}
    </nav>
  );
}
