import { useTranslation } from "react-i18next";
import type { FeedItem } from "../api/feed-schema";
import { relativeTime } from "../rules/relative-time";
import { NotificationIcon } from "./notification-icon";
import { notificationText } from "./notification-text";
import styles from "./notifications.module.css";

type Props = { item: FeedItem; now: number; onOpen: (item: FeedItem) => void };

/**
 * One row: icon, title, message, how long ago, and the unread dot (spec section 2). An order's
 * line stands for all its notifications: its latest state and how many updates (DECISIONS "Orders").
 */
export function NotificationItem({ item, now, onOpen }: Props) {
  const { t } = useTranslation();
  const text = notificationText(item, t);
  const when = relativeTime(item.created_at, now);
  const unread = item.group ? item.group.unread > 0 : !item.is_read;
  return (
    <li>
      <button
        type="button"
        className={[styles.item, unread ? styles.unread : ""].join(" ")}
        onClick={() => onOpen(item)}
        data-testid="notification-item"
        data-id={item.id}
        data-type={item.type}
        data-read={!unread}
        data-order-id={item.group?.order_id}
      >
        <NotificationIcon type={item.type} />
        <span className={styles.body}>
          <span className={styles.head}>
            <span className={styles.title} data-testid="notification-title">
              {text.title}
            </span>
            <span className={styles.time}>
              {when.unit === "justNow"
                ? t("notificationCentre.time.justNow")
                : t(`notificationCentre.time.${when.unit}`, { count: when.count })}
            </span>
          </span>
          <span className={styles.message}>{text.message}</span>
          {item.group ? (
            <span
              className={styles.groupLine}
              data-testid="notification-group"
              data-status={item.group.status ?? ""}
            >
              {item.group.status
                ? t("notificationCentre.group.state", {
                    state: t(`orders.status.${item.group.status}`, { defaultValue: item.group.status }),
                  })
                : null}
              {item.group.count > 1 ? (
                <span data-testid="notification-group-count">
                  {t("notificationCentre.group.updates", { count: item.group.count })}
                </span>
              ) : null}
            </span>
          ) : null}
        </span>
        {unread ? (
          <span
            className={styles.dot}
            role="img"
            aria-label={t("notificationCentre.unread")}
            data-testid="unread-dot"
          />
        ) : null}
      </button>
    </li>
  );
}
