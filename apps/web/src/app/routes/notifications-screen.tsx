import { Button, ErrorBlock } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PageLoading } from "../../components/page-loading";
import type { FeedItem } from "../../features/notifications/api/feed-schema";
import { useNotifications } from "../../features/notifications/api/get-notifications";
import { useMarkAllRead } from "../../features/notifications/api/mark-all-read";
import { useMarkRead } from "../../features/notifications/api/mark-read";
import { NotificationItem } from "../../features/notifications/components/notification-item";
import { NotificationSettingsSheet } from "../../features/notifications/components/notification-settings-sheet";
import styles from "../../features/notifications/components/notifications.module.css";
import { inAppTarget } from "../../features/notifications/rules/navigation";
import { formatCount } from "../../lib/format";
import { ScreenFrame } from "../shell/screen-frame";
import screenStyles from "./wallet-screens.module.css";

/**
 * /notifications (spec section 2): refetched each time it opens; a tap marks
 * the item read and opens its screen, or stays where that screen is not built yet.
 */
export function NotificationsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feed = useNotifications({ onOpen: true });
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const data = feed.data;
  // Relative times are worked out against the moment of the last fetch or render.
  const now = Date.now();

  const open = (item: FeedItem) => {
    // An order's line marks every notification it stands for (DECISIONS "Orders").
    if (item.group ? item.group.unread > 0 : !item.is_read) markRead.mutate(item.group?.ids ?? [item.id]);
    const target = inAppTarget(item);
    if (target) navigate(target);
  };

  return (
    <ScreenFrame title={t("notificationCentre.title")} hideBack>
      <div className={screenStyles.stack}>
        <div className={styles.toolbar}>
          {data && data.unread_count > 0 ? (
            <Button
              size="small"
              color="primary"
              fill="none"
              loading={markAll.isPending}
              onClick={() => markAll.mutate()}
              data-testid="mark-all-read"
            >
              {t("notificationCentre.markAllRead")}
            </Button>
          ) : null}
          <Button
            size="small"
            color="primary"
            fill="outline"
            onClick={() => setSettingsOpen(true)}
            data-testid="open-settings"
          >
            {t("notificationCentre.settings.open")}
          </Button>
        </div>
        {feed.isError && !data ? (
          <ErrorBlock status="disconnected" title={t("notificationCentre.loadFailed")} description={null}>
            <Button color="primary" fill="outline" onClick={() => void feed.refetch()}>
              {t("common.retry")}
            </Button>
          </ErrorBlock>
        ) : !data ? (
          <PageLoading />
        ) : data.notifications.length === 0 ? (
          <div className={styles.empty} data-testid="notifications-empty">
            <ErrorBlock status="empty" title={t("notificationCentre.empty")} description={null}>
              <Button
                color="primary"
                fill="outline"
                loading={feed.isFetching}
                onClick={() => void feed.refetch()}
                data-testid="notifications-refresh"
              >
                {t("notificationCentre.refresh")}
              </Button>
            </ErrorBlock>
          </div>
        ) : (
          <ul className={styles.list} data-testid="notification-list">
            {data.notifications.map((item) => (
              <NotificationItem key={item.id} item={item} now={now} onOpen={open} />
            ))}
          </ul>
        )}
        {data ? (
          <p className={styles.footer} data-testid="notifications-footer">
            {t("notificationCentre.footer", {
              total: formatCount(data.total),
              unread: formatCount(data.unread_count),
            })}
          </p>
        ) : null}
      </div>
      <NotificationSettingsSheet visible={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </ScreenFrame>
  );
}
