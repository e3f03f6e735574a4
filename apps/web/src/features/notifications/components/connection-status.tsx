import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { MenuRow } from "../../../components/menu-list";
import { reconnectRealtime, useConnectionState } from "../realtime/realtime-connection";
import styles from "./notifications.module.css";

/** Spec section 4's texts: on, connecting, off, failed; anything else "unknown". */
const TEXT_KEYS = {
  connected: "notificationCentre.connection.connected",
  connecting: "notificationCentre.connection.connecting",
  disconnected: "notificationCentre.connection.disconnected",
  unavailable: "notificationCentre.connection.disconnected",
  failed: "notificationCentre.connection.failed",
} as const;

export function ConnectionStatus() {
  const { t } = useTranslation();
  const state = useConnectionState();
  const key = TEXT_KEYS[state] ?? "notificationCentre.connection.unknown";
  return (
    <MenuRow
      label={
        <span className={styles.labelStack}>
          {t("notificationCentre.connection.label")}
          <span
            className={[styles.hint, state === "connected" ? styles.statusOn : styles.statusOff].join(" ")}
            data-testid="connection-status"
            data-state={state}
          >
            {t(key)}
          </span>
        </span>
      }
      value={
        state === "connected" || state === "connecting" ? undefined : (
          <Button
            size="mini"
            color="primary"
            fill="outline"
            onClick={reconnectRealtime}
            data-testid="reconnect"
          >
            {t("notificationCentre.connection.reconnect")}
          </Button>
        )
      }
    />
  );
}
