import type { ComponentType } from "react";
import { BellIcon, HomeIcon, ShopIcon, UserIcon } from "../../components/icons";
import { paths } from "../../config/paths";

export type TabKey = "home" | "notifications" | "shop" | "profile";

export type TabDefinition = {
  key: TabKey;
  href: string;
  titleKey: `shell.tabs.${TabKey}`;
  Icon: ComponentType<{ size?: number }>;
  /** The notifications tab carries the unread count. */
  showsUnread?: boolean;
};

/**
 * The spec's four tabs are home, notifications, shop and profile, in that order.
 * Only a tab whose screen exists is listed, so the shell never leads to a dead end.
 */
export const TABS: readonly TabDefinition[] = [
  { key: "home", href: paths.home.href(), titleKey: "shell.tabs.home", Icon: HomeIcon },
  {
    key: "notifications",
    href: paths.notifications.href(),
    titleKey: "shell.tabs.notifications",
    Icon: BellIcon,
    showsUnread: true,
  },
  { key: "shop", href: paths.shop.href(), titleKey: "shell.tabs.shop", Icon: ShopIcon },
  { key: "profile", href: paths.profile.href(), titleKey: "shell.tabs.profile", Icon: UserIcon },
];
