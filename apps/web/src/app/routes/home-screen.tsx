import { Button, ErrorBlock } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ChevronRightIcon } from "../../components/icons";
import { paths } from "../../config/paths";
import { fallbackCategories, useCategories } from "../../features/catalogue/api/get-categories";
import { HOT_PRODUCTS_COUNT, useHotProducts } from "../../features/catalogue/api/get-products";
import { CategoryTiles } from "../../features/catalogue/components/category-tiles";
import { ProductGrid, ProductGridSkeleton } from "../../features/catalogue/components/product-card";
import { SearchBox } from "../../features/catalogue/components/search-box";
import { useSystemDisplay } from "../../features/system/api/get-system";
import { HomeCarousel } from "../../features/system/components/home-carousel";
import { CouponBanner } from "../../features/system/components/promotion-banners";
import { describeError } from "../../lib/error-handler";
import { ScreenFrame } from "../shell/screen-frame";
import styles from "./home-screen.module.css";

/**
 * `/` (spec section 2): search, the five categories, the coupon banner, the
 * carousel (or the 9.9 banner) and the hot products.
 */
export function HomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const display = useSystemDisplay();
  const categories = useCategories();
  const hot = useHotProducts(HOT_PRODUCTS_COUNT);
  const settings = display.data;
  const background = settings?.home_background;

  return (
    <ScreenFrame title={t("home.title")} hideBack>
      <div className={styles.stack}>
        <div
          className={styles.hero}
          style={background ? { backgroundImage: `url("${background}")` } : undefined}
          data-testid="home-hero"
        >
          {settings?.web_logo ? (
            <img src={settings.web_logo} alt={t("common.appName")} className={styles.logo} />
          ) : null}
          <SearchBox onSearch={(keyword) => navigate(paths.products.href({ keyword }))} />
        </div>
        <CategoryTiles categories={categories.data ?? fallbackCategories()} />
        <CouponBanner item={settings?.coupon_banner ?? null} />
        <HomeCarousel items={settings?.home_carousel ?? []} festival={settings?.festival_banner ?? null} />
        <section className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 className={styles.sectionTitle}>{t("home.hot")}</h2>
            <Link
              to={paths.products.href({ hot: "1", sort: "sales" })}
              className={styles.more}
              data-testid="hot-more"
            >
              {t("home.viewAll")}
              <ChevronRightIcon size={16} />
            </Link>
          </div>
          {hot.data ? (
            hot.data.products.length > 0 ? (
              <ProductGrid products={hot.data.products} />
            ) : (
              <p className={styles.empty}>{t("home.hotEmpty")}</p>
            )
          ) : hot.isError ? (
            <ErrorBlock status="disconnected" title={describeError(hot.error)} description={null}>
              <Button
                color="primary"
                fill="outline"
                onClick={() => void hot.refetch()}
                data-testid="hot-retry"
              >
                {t("common.retry")}
              </Button>
            </ErrorBlock>
          ) : (
            <ProductGridSkeleton count={HOT_PRODUCTS_COUNT} />
          )}
        </section>
      </div>
    </ScreenFrame>
  );
}
