import type { SellerOrder } from "@seller/contract/seller-orders";
import { shipmentBodySchema } from "@seller/contract/seller-orders";
import { Button, Popup } from "antd-mobile";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Money } from "../../../components/money";
import { translateKey } from "../../../lib/i18n";
import { toast } from "../../../lib/notify";
import { useCouriers } from "../api/get-couriers";
import { useShipOrder } from "../api/order-actions";
import styles from "./orders.module.css";

type Props = {
  order: SellerOrder | null;
  available: string | undefined;
  onClose: () => void;
  onShipped: () => void;
};

/** Ships one order with a courier and a tracking number (spec section 5); the cost leaves the balance. */
export function ShipSheet({ order, available, onClose, onShipped }: Props) {
  const { t } = useTranslation();
  const couriers = useCouriers(order !== null);
  const ship = useShipOrder(order);
  const [courier, setCourier] = useState("");
  const [tracking, setTracking] = useState("");
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!order) return;
    setCourier("");
    setTracking("");
    setError(undefined);
  }, [order]);

  const submit = () => {
    if (!order) return;
    const parsed = shipmentBodySchema.safeParse({ courier, tracking_number: tracking });
    // Spec section 5: one message for a missing courier or tracking number.
    if (!parsed.success) {
      const first = parsed.error.issues[0]?.message;
      return setError(
        translateKey(
          !courier || first === "orders.validation.courierUnknown"
            ? "orders.validation.trackingRequired"
            : (first ?? ""),
        ),
      );
    }
    setError(undefined);
    ship.mutate(
      { id: order.id, shipment: parsed.data },
      {
        onSuccess: () => {
          toast.success(t("orders.shipped"));
          onShipped();
        },
      },
    );
  };

  return (
    <Popup
      visible={order !== null}
      onMaskClick={onClose}
      bodyClassName={styles.sheet}
      data-testid="ship-sheet"
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h3 className={styles.sheetTitle}>
          {t("orderScreens.ship.title", { number: order?.order_number ?? "" })}
        </h3>
        {order ? (
          <dl className={styles.rows}>
            <div className={styles.row}>
              <dt>{t("orderScreens.ship.cost")}</dt>
              <dd>
                <Money amount={order.cost_amount} testId="ship-cost" />
              </dd>
            </div>
            {available ? (
              <div className={styles.row}>
                <dt>{t("orderScreens.balance")}</dt>
                <dd>
                  <Money amount={available} />
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <label className={styles.field}>
          <span>{t("orderScreens.ship.courier")}</span>
          <select
            value={courier}
            onChange={(event) => setCourier(event.target.value)}
            data-testid="ship-courier"
          >
            <option value="">{t("orderScreens.ship.chooseCourier")}</option>
            {(couriers.data ?? []).map((company) => (
              <option key={company.code} value={company.code}>
                {company.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t("orderScreens.ship.tracking")}</span>
          <input
            value={tracking}
            maxLength={40}
            autoCapitalize="characters"
            onChange={(event) => setTracking(event.target.value)}
            data-testid="ship-tracking"
          />
        </label>
        {error ? (
          <p className={styles.error} role="alert" data-testid="ship-error">
            {error}
          </p>
        ) : null}
        <div className={styles.sheetActions}>
          <Button block onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button block type="submit" color="primary" loading={ship.isPending} data-testid="ship-confirm">
            {t("orderScreens.ship.confirm")}
          </Button>
        </div>
      </form>
    </Popup>
  );
}
