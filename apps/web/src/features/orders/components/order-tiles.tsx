import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ChevronRightIcon } from "../../../components/icons";
import { paths } from "../../../config/paths";
import { formatBadge } from "../../../lib/format";
import { useOrderStats } from "../api/get-order-stats";
import { ORDER_STATE_TILES } from "./order-states";
import styles from "./order-tiles.module.css";

/** The profile's four order tiles with coloured count badges, capped at 99+ (spec section 2). */
export function OrderTiles() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const stats = useOrderStats();
  return (
    <nav className={styles.grid} aria-label={t("orderScreens.tiles.label")} data-testid="order-tiles">
      {ORDER_STATE_TILES.map((tile) => {
        // Spec section 8: counts that failed to load read as zero.
        const badge = formatBadge(stats.data?.counts[tile.status] ?? 0);
        return (
          <button
            key={tile.status}
            type="button"
            className={styles.tile}
            onClick={() => navigate(tile.href)}
            data-testid={`order-tile-${tile.status}`}
          >
            <span className={styles.icon} style={{ color: tile.tone, background: `${tile.tone}14` }}>
              {tile.icon}
              {badge ? (
                <span
                  className={styles.count}
                  style={{ background: tile.badge }}
                  data-testid={`order-badge-${tile.status}`}
                >
                  {badge}
                </span>
              ) : null}
            </span>
            {t(`orderScreens.titles.${tile.status}`)}
          </button>
        );
      })}
      {/* Cancelled and refunded orders leave the four states but stay in view (DECISIONS "Orders"). */}
      <button
        type="button"
        className={styles.endedLink}
        onClick={() => navigate(paths.endedOrders.href())}
        data-testid="order-tile-ended"
      >
        {t("orderScreens.titles.ended")}
        <ChevronRightIcon size={14} />
      </button>
    </nav>
  );
}
