import { Button, Skeleton, Tag } from "antd-mobile";
import { type CSSProperties, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { BarChartIcon, EyeIcon, ListIcon, PackageIcon, SettingsIcon } from "../../components/icons";
import { Tile, TileGrid } from "../../components/tile-grid";
import { paths } from "../../config/paths";
import { useHotProducts } from "../../features/catalogue/api/get-products";
import { ProductGrid, ProductGridSkeleton } from "../../features/catalogue/components/product-card";
import { OrderPopup } from "../../features/orders/components/order-popup";
import { useShopOverview, useTodayStats } from "../../features/shop-stats/api/get-shop-stats";
import { ShopOverview, TodayCard } from "../../features/shop-stats/components/shop-overview";
import { useStoreSetting } from "../../features/store/api/get-store-setting";
import { ListingBoard } from "../../features/store/components/listing-board";
import { ShareStore } from "../../features/store/components/share-store";
import { ScreenFrame } from "../shell/screen-frame";
import styles from "./shop-screens.module.css";
import { useListingGate } from "./use-listing-gate";
import { useCategoryChips, useStorePreview } from "./use-store-preview";

/** Spec section 9: the shop shows four hot products. */
const HOT_COUNT = 4;
/** antd-mobile's success and warning tags read white at 2.6-3.3:1; these at 5.4:1 and 6.5:1. */
const ONLINE_TAG = "#127a43";
const OFFLINE_TAG = "#8a4600";

/**
 * /shop (spec "Shop"): the store's card with its link, the overview and
 * today's figures, the tiles (the order popup and the sales report among
 * them), hot products and the batch-listing section.
 */
export function ShopScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setting = useStoreSetting();
  const preview = useStorePreview();
  const gate = useListingGate();
  const categories = useCategoryChips();
  const hot = useHotProducts(HOT_COUNT);
  const [sharing, setSharing] = useState(false);
  const [ordersOpen, setOrdersOpen] = useState(false);
  const overview = useShopOverview();
  const today = useTodayStats();
  const store = setting.data;

  return (
    <ScreenFrame title={t("shop.title")} hideBack>
      <div className={styles.stack}>
        <section
          className={setting.isPending ? `${styles.storeCard} ${styles.storeCardLoading}` : styles.storeCard}
          style={store ? ({ "--store-theme": store.theme_color } as CSSProperties) : undefined}
          aria-busy={setting.isPending}
          data-testid="shop-store-card"
        >
          <div className={styles.storeTop}>
            {/* Neither a name nor a colour before the store's own: a placeholder must not read as the store. */}
            {setting.isPending ? (
              <Skeleton.Title animated className={styles.storeNameSkeleton} />
            ) : (
              <h2 className={styles.storeName}>{store?.store_name || t("shop.unnamed")}</h2>
            )}
            {store ? (
              <Tag
                color={store.closed_reason === null ? ONLINE_TAG : OFFLINE_TAG}
                fill="solid"
                data-testid="store-online"
                data-online={store.closed_reason === null}
                data-closed-reason={store.closed_reason ?? undefined}
              >
                {store.closed_reason === null
                  ? t("shop.online")
                  : store.closed_reason === "deposit_refund"
                    ? t("shop.closedForRefund")
                    : t("shop.offline")}
              </Tag>
            ) : null}
          </div>
          {store ? <p className={styles.storeLink}>{`${window.location.host}${store.store_path}`}</p> : null}
          <div className={styles.storeActions}>
            <Button
              size="small"
              shape="rounded"
              onClick={() => setSharing(true)}
              disabled={!store}
              data-testid="share-store-button"
            >
              {t("shop.share.button")}
            </Button>
            <Button
              size="small"
              shape="rounded"
              fill="outline"
              className={styles.light}
              onClick={preview.open}
              data-testid="preview-button"
            >
              {t("shop.preview.button")}
            </Button>
          </div>
        </section>
        {store?.closed_reason === "deposit_refund" ? (
          <p className={styles.offlineNote} data-testid="refund-closed-note">
            {t("shop.closedForRefundNote")}
          </p>
        ) : null}
        {store && !store.is_online ? (
          <p className={styles.offlineNote} data-testid="offline-note">
            {t("shop.offlineNote")}{" "}
            <button type="button" className={styles.linkButton} onClick={gate.onDepositRequired}>
              {t("shop.gate.pay")}
            </button>
          </p>
        ) : null}

        <ShopOverview
          overview={overview.data}
          failed={overview.isError}
          onRetry={() => void overview.refetch()}
        />
        <TodayCard stats={today.data} failed={today.isError} />

        <TileGrid label={t("shop.title")}>
          <Tile
            icon={<ListIcon size={22} />}
            label={t("shop.tiles.management")}
            onClick={() => navigate(paths.shopManagement.href())}
            testId="tile-shop-management"
          />
          <Tile
            icon={<EyeIcon size={22} />}
            label={t("shop.tiles.preview")}
            tone="#6f42c1"
            onClick={preview.open}
            testId="tile-store-preview"
          />
          <Tile
            icon={<SettingsIcon size={22} />}
            label={t("shop.tiles.settings")}
            tone="#fd7e14"
            onClick={() => navigate(paths.storeSetting.href())}
            testId="tile-store-setting"
          />
          <Tile
            icon={<PackageIcon size={22} />}
            label={t("shop.tiles.orders")}
            tone="#dc3545"
            onClick={() => setOrdersOpen(true)}
            testId="tile-orders"
          />
          <Tile
            icon={<BarChartIcon size={22} />}
            label={t("shop.tiles.salesReport")}
            tone="#17a35a"
            onClick={() => navigate(paths.salesReport.href())}
            testId="tile-sales-report"
          />
        </TileGrid>

        <section className={styles.card}>
          <div className={styles.cardHead}>
            <h2>{t("shop.hot")}</h2>
            <Link
              to={paths.products.href({ hot: "1", sort: "sales" })}
              className={styles.more}
              data-testid="shop-hot-more"
            >
              {t("shop.viewAll")}
            </Link>
          </div>
          {hot.data ? (
            <ProductGrid products={hot.data.products} />
          ) : (
            <ProductGridSkeleton count={HOT_COUNT} />
          )}
        </section>

        <section className={styles.card} data-testid="shop-batch-listing">
          <div className={styles.cardHead}>
            <h2>{t("shop.batchTitle")}</h2>
          </div>
          <ListingBoard
            scope="available"
            categories={categories}
            onDepositRequired={gate.onDepositRequired}
          />
        </section>
      </div>
      {store ? (
        <ShareStore visible={sharing} onClose={() => setSharing(false)} path={store.store_path} />
      ) : null}
      <OrderPopup visible={ordersOpen} onClose={() => setOrdersOpen(false)} />
      {preview.modal}
      {gate.dialogs}
    </ScreenFrame>
  );
}
