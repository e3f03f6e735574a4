import type { ReactNode } from "react";
import { useUnreadCount } from "../../features/notifications/api/get-notifications";
import styles from "./screen-frame.module.css";
import { TabBar } from "./tab-bar";
import { TitleBar } from "./title-bar";

type ScreenFrameProps = {
  title: string;
  /** Tab screens are roots: nothing to go back to. */
  hideBack?: boolean;
  showTabBar?: boolean;
  children: ReactNode;
};

/** A signed-in screen: title bar, content at most 640 px wide and centred, tab bar. */
export function ScreenFrame({ title, hideBack, showTabBar = true, children }: ScreenFrameProps) {
  return (
    <div className={[styles.screen, showTabBar ? styles.withTabs : ""].join(" ")}>
      <TitleBar title={title} hideBack={hideBack} />
      <main className={styles.content}>{children}</main>
      {showTabBar ? <TabBarWithUnread /> : null}
    </div>
  );
}

/** The notifications tab's badge is the list's unread count (spec section 2). */
function TabBarWithUnread() {
  return <TabBar unreadCount={useUnreadCount()} />;
}
