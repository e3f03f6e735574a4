import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { RefreshIcon } from "../../../components/icons";
import { LazySheet } from "../../../components/lazy-sheet";
import { Money } from "../../../components/money";
import { paths } from "../../../config/paths";
import { useOrderStats } from "../api/get-order-stats";
import { listedTotals, type StateFigures } from "../rules/listed-totals";
import { ORDER_STATE_TILES } from "./order-states";
import styles from "./order-tiles.module.css";
import sheet from "./orders.module.css";

type Figures = StateFigures;

/** What failed counts show (spec section 8): zeros, silently. */
const NO_FIGURES: Figures = { counts: {}, amounts: {} };
const LISTED = ORDER_STATE_TILES.map((tile) => tile.status);

/**
 * The shop's order-management popup (spec "Shop"): counts and amounts by
 * state, refresh, view all. Until the figures arrive each reads "…", never a
 * zero that may not be so.
 */
export function OrderPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const stats = useOrderStats({ enabled: visible });
  const figures: Figures | undefined = stats.data ?? (stats.isError ? NO_FIGURES : undefined);
  const total = figures ? listedTotals(figures, LISTED) : undefined;
  const go = (href: string) => {
    onClose();
    navigate(href);
  };
  return (
    <LazySheet visible={visible} onMaskClick={onClose} bodyClassName={sheet.sheet} data-testid="order-popup">
      <div className={styles.head}>
        <h3>{t("orderScreens.popup.title")}</h3>
        <Button
          size="small"
          fill="none"
          loading={stats.isFetching}
          onClick={() => void stats.refetch()}
          aria-label={t("orderScreens.popup.refresh")}
          data-testid="order-popup-refresh"
        >
          <RefreshIcon size={18} />
        </Button>
      </div>
      <ul className={styles.rows}>
        {ORDER_STATE_TILES.map((tile) => (
          <li key={tile.status}>
            <button
              type="button"
              className={styles.row}
              onClick={() => go(tile.href)}
              data-testid={`order-popup-${tile.status}`}
            >
              <span className={styles.rowLabel}>
                <span className={styles.rowDot} style={{ background: tile.tone }} aria-hidden="true" />
                {t(`orderScreens.titles.${tile.status}`)}
              </span>
              <span className={styles.rowValue}>
                <strong data-testid={`order-popup-count-${tile.status}`}>
                  {figures ? (figures.counts[tile.status] ?? 0) : "…"}
                </strong>
                {figures ? (
                  <Money
                    className={styles.rowAmount}
                    amount={figures.amounts[tile.status] ?? "0.00"}
                    testId={`order-popup-amount-${tile.status}`}
                  />
                ) : (
                  <span className={styles.rowAmount}>…</span>
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.total}>
        <span data-testid="order-popup-total">
          {t("orderScreens.popup.total", { count: total ? total.count : "…" })}
        </span>
        {total ? (
          <Money amount={total.amount} testId="order-popup-amount" />
        ) : (
          <span data-testid="order-popup-amount">…</span>
        )}
      </div>
      <Button
        block
        color="primary"
        onClick={() => go(paths.pendingShipment.href())}
        data-testid="order-popup-view-all"
      >
        {t("orderScreens.popup.viewAll")}
      </Button>
    </LazySheet>
  );
}
