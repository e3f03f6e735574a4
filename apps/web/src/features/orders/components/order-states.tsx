import type { FollowedStatus } from "@seller/contract/seller-orders";
import type { ReactNode } from "react";
import { CheckCircleIcon, ClockIcon, PackageIcon, TruckIcon } from "../../../components/icons";
import { paths } from "../../../config/paths";

type StateTile = { status: FollowedStatus; href: string; tone: string; icon: ReactNode };

/** The four followed states, their screens and colours (spec section 2's order tiles). */
export const ORDER_STATE_TILES: readonly StateTile[] = [
  {
    status: "pending_payment",
    href: paths.pendingPayment.href(),
    tone: "#fd7e14",
    icon: <ClockIcon size={22} />,
  },
  {
    status: "pending_shipment",
    href: paths.pendingShipment.href(),
    tone: "#dc3545",
    icon: <PackageIcon size={22} />,
  },
  {
    status: "pending_delivery",
    href: paths.pendingReceipt.href(),
    tone: "#0063cf",
    icon: <TruckIcon size={22} />,
  },
  {
    status: "completed",
    href: paths.completedOrders.href(),
    tone: "#28a745",
    icon: <CheckCircleIcon size={22} />,
  },
];
