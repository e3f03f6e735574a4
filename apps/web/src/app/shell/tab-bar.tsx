import { Badge } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { formatBadge } from "../../lib/format";
import styles from "./tab-bar.module.css";
import { TABS } from "./tabs";

/** The bottom tab bar (spec section 2); `unreadCount` feeds the notifications badge, 0 hides it. */
export function TabBar({ unreadCount = 0 }: { unreadCount?: number }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.bar} aria-label={t("common.appName")} data-testid="tab-bar">
      <div className={styles.inner}>
        {TABS.map(({ key, href, titleKey, Icon, showsUnread }) => {
          const badge = showsUnread ? formatBadge(unreadCount) : undefined;
          return (
            <NavLink
              key={key}
              to={href}
              end
              className={({ isActive }) => [styles.tab, isActive ? styles.active : ""].join(" ")}
              data-testid={`tab-${key}`}
            >
              <Badge
                content={badge}
                className={styles.badge}
                data-testid={badge ? `tab-${key}-badge` : undefined}
              >
                <Icon size={24} />
              </Badge>
              <span className={styles.title}>{t(titleKey)}</span>
            </NavLink>
          );
        })}
      </div>
    </nav>
  );
}
