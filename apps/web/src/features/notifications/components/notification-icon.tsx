import type { ComponentType } from "react";
import {
  ArrowUpCircleIcon,
  BellIcon,
  InfoIcon,
  ListIcon,
  PlusCircleIcon,
  ShieldCheckIcon,
  ShieldIcon,
  ShopIcon,
  WalletIcon,
} from "../../../components/icons";
import styles from "./notifications.module.css";

type Look = { Icon: ComponentType<{ size?: number }>; tone: string };

/** Spec section 3: every named type has its icon and colour; an unknown one the plain bell. */
const LOOKS: Readonly<Record<string, Look>> = {
  new_order: { Icon: ShopIcon, tone: "orange" },
  order_update: { Icon: ShopIcon, tone: "blue" },
  order_shipped: { Icon: ShopIcon, tone: "blue" },
  review_received: { Icon: InfoIcon, tone: "blue" },
  transaction: { Icon: ListIcon, tone: "blue" },
  earnings: { Icon: PlusCircleIcon, tone: "green" },
  payment_received: { Icon: WalletIcon, tone: "green" },
  recharge: { Icon: WalletIcon, tone: "green" },
  withdraw: { Icon: ArrowUpCircleIcon, tone: "orange" },
  deposit: { Icon: ShieldIcon, tone: "blue" },
  verification: { Icon: ShieldCheckIcon, tone: "green" },
  system: { Icon: BellIcon, tone: "grey" },
  promotion: { Icon: BellIcon, tone: "red" },
  coupon: { Icon: BellIcon, tone: "red" },
};
const DEFAULT_LOOK: Look = { Icon: BellIcon, tone: "grey" };

export function NotificationIcon({ type }: { type: string }) {
  const { Icon, tone } = LOOKS[type] ?? DEFAULT_LOOK;
  return (
    <span className={[styles.icon, styles[tone]].join(" ")}>
      <Icon size={20} />
    </span>
  );
}
