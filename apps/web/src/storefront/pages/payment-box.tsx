import type { BuyerOrder } from "@seller/contract/order-answers";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SaveQr } from "../../components/save-qr";
import { formatMoney } from "../../lib/money";
import { ui } from "../ui";
import styles from "./pages.module.css";
import { SlipPicker } from "./slip-picker";

function useNow(everyMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
};

/** The EMVCo payload as a QR any Thai banking app scans; the drawing library loads with this page only. */
function QrImage({ payload, alt }: { payload: string; alt: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let current = true;
    void import("qrcode")
      .then((QRCode) => QRCode.toDataURL(payload, { margin: 1, width: 480, errorCorrectionLevel: "M" }))
      .then((url) => current && setSrc(url));
    return () => {
      current = false;
    };
  }, [payload]);
  return src ? (
    <img src={src} alt={alt} data-testid="order-qr" data-payload={payload} />
  ) : (
    <span style={{ width: 240, height: 240 }} aria-busy="true" />
  );
}

type Props = {
  order: BuyerOrder;
  refreshing: boolean;
  onFreshQr: () => void;
  simulating: boolean;
  onSimulate: (outcome: "paid" | "failed") => void;
  reporting: boolean;
  /** With the transfer slip the buyer chose, if any (DECISIONS "Store and storefront"). */
  onReportPaid: (slip?: File) => void;
};

/**
 * The manual provider's "I have paid" (DECISIONS "Store and storefront"): asked
 * once more before it is sent, since the order then waits for the operators'
 * check instead of expiring; once sent, the page says so.
 */
function ReportPaid({ order, reporting, onReportPaid }: Pick<Props, "order" | "reporting" | "onReportPaid">) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [slip, setSlip] = useState<File>();
  if (order.payment_reported_at)
    return (
      <p className={styles.hint} data-testid="payment-reported" role="status">
        {t("storefront.order.paymentReported")}
        {order.payment_slip_attached ? ` ${t("storefront.order.slipSent")}` : ""}
      </p>
    );
  if (!order.can_report_payment) return null;
  return asking ? (
    <div className={styles.actions} style={{ width: "100%" }}>
      <p className={styles.hint}>{t("storefront.order.reportPaidAsk")}</p>
      <SlipPicker slip={slip} onChange={setSlip} disabled={reporting} />
      <button
        type="button"
        className={`${ui.primary} ${ui.block}`}
        disabled={reporting}
        onClick={() => onReportPaid(slip)}
        data-testid="report-paid-yes"
      >
        {t("storefront.order.reportPaidYes")}
      </button>
      <button type="button" className={`${ui.secondary} ${ui.block}`} onClick={() => setAsking(false)}>
        {t("storefront.order.notYet")}
      </button>
    </div>
  ) : (
    <button
      type="button"
      className={`${ui.primary} ${ui.block}`}
      onClick={() => setAsking(true)}
      data-testid="report-paid"
    >
      {t("storefront.order.reportPaid")}
    </button>
  );
}

/**
 * PromptPay for the exact amount with the time left (DECISIONS "Payments": a
 * QR lives 15 minutes, a fresh one on request until the order expires), and
 * who confirms it: the platform (manual), Stripe, or in the demo the simulate
 * control that stands in for the bank.
 */
export function PaymentBox({
  order,
  refreshing,
  onFreshQr,
  simulating,
  onSimulate,
  reporting,
  onReportPaid,
}: Props) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const payment = order.payment;
  if (!payment) return null;
  const qrLeft = payment.qr_expires_at
    ? new Date(payment.qr_expires_at).getTime() - now
    : Number.POSITIVE_INFINITY;
  const orderLeft = new Date(order.expires_at).getTime() - now;
  return (
    <div className={styles.qr} data-testid="order-payment" data-provider={payment.provider}>
      {order.sandbox ? (
        <span className={styles.demo} data-testid="order-demo">
          DEMO
        </span>
      ) : null}
      <p className={styles.qrBrand}>PromptPay</p>
      <span className={styles.amount} data-testid="order-pay-amount">
        {formatMoney(order.total_amount)}
      </span>
      {qrLeft > 0 && payment.qr_payload ? (
        <>
          <QrImage payload={payment.qr_payload} alt={t("storefront.order.qrAlt")} />
          <SaveQr
            payload={payment.qr_payload}
            amountText={formatMoney(order.total_amount)}
            baht={order.total_amount}
            reference={payment.reference}
            qrExpiresAt={payment.qr_expires_at}
            buttonClassName={ui.secondary}
            testIdPrefix="order"
          />
          {Number.isFinite(qrLeft) ? (
            <p className={styles.muted} data-testid="qr-countdown">
              {t("storefront.order.qrValidFor", { time: clock(qrLeft) })}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p className={styles.muted}>{t("storefront.order.qrExpired")}</p>
          {orderLeft > 0 ? (
            <button
              type="button"
              className={ui.secondary}
              onClick={onFreshQr}
              disabled={refreshing}
              data-testid="fresh-qr"
            >
              {t("storefront.order.freshQr")}
            </button>
          ) : null}
        </>
      )}
      {order.payment_reported_at ? null : (
        <p className={styles.muted} data-testid="order-countdown">
          {t("storefront.order.payWithin", { time: clock(orderLeft) })}
        </p>
      )}
      <p className={styles.hint}>
        {payment.provider === "manual"
          ? t("storefront.order.manualHint")
          : payment.provider === "stripe"
            ? t("storefront.order.stripeHint")
            : t("storefront.order.sandboxHint")}
      </p>
      <p className={styles.muted}>{t("storefront.order.polling")}</p>
      <ReportPaid order={order} reporting={reporting} onReportPaid={onReportPaid} />
      {order.sandbox ? (
        <div className={styles.actions} style={{ width: "100%" }}>
          <button
            type="button"
            className={`${ui.primary} ${ui.block}`}
            disabled={simulating}
            onClick={() => onSimulate("paid")}
            data-testid="simulate-paid"
          >
            {t("storefront.order.simulatePaid")}
          </button>
          <button
            type="button"
            className={`${ui.secondary} ${ui.block}`}
            disabled={simulating}
            onClick={() => onSimulate("failed")}
            data-testid="simulate-failed"
          >
            {t("storefront.order.simulateFailed")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
