import { useTranslation } from "react-i18next";
import type { FeedItem } from "../api/feed-schema";
import { relativeTime } from "../rules/relative-time";
import { NotificationIcon } from "./notification-icon";
import { notificationText } from "./notification-text";
import styles from "./notifications.module.css";

type Props = { item: FeedItem; now: number; onOpen: (item: FeedItem) => void };

/** One row: icon, title, message, how long ago, and the unread dot (spec section 2). */
export function NotificationItem({ item, now, onOpen }: Props) {
  const { t } = useTranslation();
  const text = notificationText(item, t);
  const when = relativeTime(item.created_at, now);
  return (
    <li>
      <button
        type="button"
        className={[styles.item, item.is_read ? "" : styles.unread].join(" ")}
        onClick={() => onOpen(item)}
        data-testid="notification-item"
        data-id={item.id}
        data-type={item.type}
        data-read={item.is_read}
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
        </span>
        {item.is_read ? null : (
          <span
            className={styles.dot}
            role="img"
            aria-label={t("notificationCentre.unread")}
            data-testid="unread-dot"
          />
        )}
      </button>
    </li>
  );
}
