import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useSession } from "../../../lib/session-store";
import { type Feed, feedSchema } from "./feed-schema";
import { notificationKeys } from "./query-keys";

/** Spec section 9: fresh for 5 minutes and polled every 5 minutes while signed in. */
export const NOTIFICATIONS_STALE_MS = 5 * 60 * 1000;
/** The newest ones; the footer's counts come from the server's totals, not from this page. */
const PAGE_SIZE = 50;

export async function getNotifications(signal?: AbortSignal): Promise<Feed> {
  // One line per order with its latest state (DECISIONS "Orders"); the badge still counts every unread one.
  const { data } = await apiRequest<unknown>(
    `/sellers/notifications?page=1&per_page=${PAGE_SIZE}&group=order`,
    {
      signal,
    },
  );
  return feedSchema.parse(data);
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: NOTIFICATIONS_STALE_MS,
    meta: { errorMessageKey: "notificationCentre.loadFailed" },
  });
}

/** `poll`: the one always-mounted reader polls; `onOpen`: the centre refetches each time it opens. */
export function useNotifications(options: { poll?: boolean; onOpen?: boolean } = {}) {
  const session = useSession();
  return useQuery({
    ...notificationsQueryOptions(),
    enabled: session !== null,
    refetchInterval: options.poll ? NOTIFICATIONS_STALE_MS : false,
    refetchOnMount: options.onOpen ? "always" : true,
  });
}

/** The tab badge's number. */
export function useUnreadCount(): number {
  return useNotifications().data?.unread_count ?? 0;
}
