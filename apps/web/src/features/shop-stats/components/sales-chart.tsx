import { parseBaht } from "@seller/contract/money";
import type { SalesDay } from "@seller/contract/shop-stats";
import { useTranslation } from "react-i18next";
import styles from "./shop-stats.module.css";

const WIDTH = 360;
const HEIGHT = 180;
const PAD = { top: 12, right: 8, bottom: 28, left: 8 };
const SALES = "#0063cf";
const PROFIT = "#17a35a";

function satang(baht: string): bigint {
  return parseBaht(baht.replace(/^-/, "")) ?? 0n;
}

/** A bar's height as a share of the tallest, in whole pixels: only the drawing scales, never the money. */
function barHeight(value: bigint, max: bigint, span: number): number {
  if (max <= 0n) return 0;
  return Number((value * BigInt(span)) / max);
}

/**
 * The last 7 days' sales and profit as paired bars, with each day's order
 * count above (DECISIONS "Orders"); plain SVG, no chart library to load.
 */
export function SalesChart({
  days,
  dayLabel,
}: {
  days: readonly SalesDay[];
  dayLabel: (date: string) => string;
}) {
  const { t } = useTranslation();
  const span = HEIGHT - PAD.top - PAD.bottom;
  const max = days.reduce((top, day) => {
    const sales = satang(day.sales);
    const profit = satang(day.profit);
    return [top, sales, profit].reduce((a, b) => (b > a ? b : a));
  }, 0n);
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(days.length, 1);
  const bar = Math.min(18, slot / 3);
  return (
    <figure style={{ margin: 0 }}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t("salesReport.chartLabel")}
        data-testid="sales-chart"
      >
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          stroke="#d5dbe5"
        />
        {days.map((day, index) => {
          const x = PAD.left + slot * index + slot / 2;
          const salesHeight = barHeight(satang(day.sales), max, span);
          const profitHeight = barHeight(satang(day.profit), max, span);
          const base = HEIGHT - PAD.bottom;
          return (
            <g key={day.date} data-date={day.date}>
              <rect
                x={x - bar - 1}
                y={base - salesHeight}
                width={bar}
                height={salesHeight}
                rx={3}
                fill={SALES}
              />
              <rect
                x={x + 1}
                y={base - profitHeight}
                width={bar}
                height={profitHeight}
                rx={3}
                fill={PROFIT}
              />
              <text
                x={x}
                y={base - Math.max(salesHeight, profitHeight) - 3}
                textAnchor="middle"
                fontSize="10"
                fill="#565d6f"
              >
                {day.orders > 0 ? day.orders : ""}
              </text>
              <text x={x} y={HEIGHT - 10} textAnchor="middle" fontSize="10" fill="#565d6f">
                {dayLabel(day.date)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.legend}>
        <span>
          <span className={styles.swatch} style={{ background: SALES }} />
          {t("salesReport.sales")}
        </span>
        <span>
          <span className={styles.swatch} style={{ background: PROFIT }} />
          {t("salesReport.profit")}
        </span>
        <span>{t("salesReport.ordersAbove")}</span>
      </figcaption>
    </figure>
  );
}
