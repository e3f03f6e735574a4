import type { FollowedStatus } from "@seller/contract/seller-orders";
import type { ReactNode } from "react";
import { CheckCircleIcon, ClockIcon, PackageIcon, TruckIcon } from "../../../components/icons";
import { paths } from "../../../config/paths";

type StateTile = { status: FollowedStatus; href: string; tone: string; badge: string; icon: ReactNode };

/**
 * The four followed states, their screens and colours (spec section 2's order tiles: count badges
 * in red, orange, blue and green). `badge` is each colour darkened so that its white count keeps
 * 4.5:1 (WCAG AA); `tone` draws the icon.
 */
export const ORDER_STATE_TILES: readonly StateTile[] = [
  {
    status: "pending_payment",
    href: paths.pendingPayment.href(),
    tone: "#dc3545",
    badge: "#d42a36",
    icon: <ClockIcon size={22} />,
  },
  {
    status: "pending_shipment",
    href: paths.pendingShipment.href(),
    tone: "#fd7e14",
    badge: "#a84e00",
    icon: <PackageIcon size={22} />,
  },
  {
    status: "pending_delivery",
    href: paths.pendingReceipt.href(),
    tone: "#0063cf",
    badge: "#0063cf",
    icon: <TruckIcon size={22} />,
  },
  {
    status: "completed",
    href: paths.completedOrders.href(),
    tone: "#28a745",
    badge: "#127d45",
    icon: <CheckCircleIcon size={22} />,
  },
];
