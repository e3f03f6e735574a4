import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useNotifications } from "../../features/notifications/api/get-notifications";
import { notificationKeys } from "../../features/notifications/api/query-keys";
import {
  forgetIncomingNotifications,
  useIncomingNotifications,
} from "../../features/notifications/hooks/use-incoming-notifications";
import {
  onRealtimeConnected,
  startRealtime,
  stopRealtime,
} from "../../features/notifications/realtime/realtime-connection";
import type { RefreshTarget } from "../../features/notifications/rules/refresh-target";
import { orderKeys } from "../../features/orders/api/query-keys";
import { sellerKeys } from "../../features/sellers/api/query-keys";
import { shopStatsKeys } from "../../features/shop-stats/api/query-keys";
import { verificationKeys } from "../../features/verification/api/query-keys";
import { useSession } from "../../lib/session-store";
import { afterFirstScreen } from "./after-first-screen";

/** Each refresh target's queries: an order event makes every order list, count and shop figure stale. */
const STALE_BY_TARGET: Record<RefreshTarget, readonly (readonly unknown[])[]> = {
  orders: [orderKeys.all, shopStatsKeys.all],
  profile: [sellerKeys.profile()],
  verification: [verificationKeys.current()],
};

/**
 * What the live channel keeps fresh, all of it: the feed (and its unread count) and every
 * refresh target's queries (refresh-target.ts; the server emits seller.notification only).
 */
const KEPT_FRESH_BY_CHANNEL: readonly (readonly unknown[])[] = [
  notificationKeys.list(),
  ...Object.values(STALE_BY_TARGET).flat(),
];

/**
 * Notifications around every screen while signed in (spec sections 4 and 7):
 * the live channel, the 5-minute poll, and what an incoming one refreshes.
 * Logout or token removal stops the channel and forgets what was seen. The
 * channel's code loads after the first screen; each connect reads again what
 * it may have missed.
 */
export function NotificationEffects() {
  const session = useSession();
  const token = session?.token ?? null;
  const sellerId = session?.user?.id;
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useNotifications({ poll: true });

  useEffect(() => {
    // Spec section 4: initialisation needs a seller id and a token, else it stops silently.
    if (!token || sellerId === undefined) return;
    // After the first screen is painted: socket.io-client is not part of a cold start.
    startRealtime(token, afterFirstScreen(queryClient));
    return () => {
      stopRealtime();
      forgetIncomingNotifications();
    };
  }, [token, sellerId, queryClient]);

  // A notification sent before the socket connected (at start, or while it was down) never
  // arrives: on each connect what the channel keeps fresh is read again.
  useEffect(
    () =>
      onRealtimeConnected(() => {
        for (const queryKey of KEPT_FRESH_BY_CHANNEL) void queryClient.invalidateQueries({ queryKey });
      }),
    [queryClient],
  );

  useIncomingNotifications({
    navigate: (to) => navigate(to),
    onRefresh: (target) => {
      for (const queryKey of STALE_BY_TARGET[target]) void queryClient.invalidateQueries({ queryKey });
    },
  });

  return null;
}
