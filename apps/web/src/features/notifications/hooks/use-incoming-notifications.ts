import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../lib/notify";
import { type Feed, type FeedItem, feedItemSchema } from "../api/feed-schema";
import { notificationKeys } from "../api/query-keys";
import { showBrowserNotification } from "../browser/browser-notifications";
import { IN_APP_SOUND_VOLUME, playNotifySound } from "../browser/notification-sound";
import { notificationText } from "../components/notification-text";
import { onRealtimeNotification } from "../realtime/realtime-connection";
import { mergeIncoming } from "../rules/merge-incoming";
import { type RefreshTarget, refreshTarget } from "../rules/refresh-target";
import { createSeenMemory, NOTIFICATION_MEMORY, TOAST_MEMORY } from "../rules/seen-memory";

/** Spec section 9's memories; module-wide so a remount does not show the same one again. */
const seenIds = createSeenMemory(NOTIFICATION_MEMORY.capacity, NOTIFICATION_MEMORY.keep);
const toastKeys = createSeenMemory(TOAST_MEMORY.capacity, TOAST_MEMORY.keep);

/** A new session starts with empty memories (spec section 4: notifications are reset). */
export function forgetIncomingNotifications(): void {
  seenIds.clear();
  toastKeys.clear();
}

/**
 * What a notification's toast is about: a money movement (type transaction) by its code, so the
 * top-up's or deposit's own message and its balance change make one toast, not a pile.
 */
function toastTopic(item: FeedItem): string {
  const code = item.type === "transaction" ? item.data.transaction_type : undefined;
  return typeof code === "string" ? code : item.type;
}

/** Toast in-app notifications stay a little longer than a plain info toast: there is more to read. */
const TOAST_MS = 5000;

/**
 * What a live notification does: into the list (a duplicate in place), the
 * server asked for the true count, a toast with the sound, a browser
 * notification when switched on, and the refresh its type calls for.
 */
export function useIncomingNotifications(options: {
  onRefresh: (target: RefreshTarget) => void;
  navigate: (to: string) => void;
}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const latest = useRef(options);
  latest.current = options;

  useEffect(
    () =>
      onRealtimeNotification((payload) => {
        const parsed = feedItemSchema.safeParse(payload);
        if (!parsed.success) return;
        const item = parsed.data;
        queryClient.setQueryData<Feed>(notificationKeys.list(), (feed) => mergeIncoming(feed, item));
        void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
        const target = refreshTarget(item.type);
        if (target) latest.current.onRefresh(target);
        // A repeat (reconnect, second node) updates the list but is not announced again.
        if (!seenIds.remember(String(item.id))) return;
        if (!toastKeys.remember(`${item.type}:${item.id}`)) return;
        const text = notificationText(item, t);
        toast.info(`${text.title}: ${text.message}`, TOAST_MS, toastTopic(item));
        if (
          !showBrowserNotification({ type: item.type, data: item.data, ...text }, latest.current.navigate)
        ) {
          playNotifySound(IN_APP_SOUND_VOLUME);
        }
      }),
    [queryClient, t],
  );
}
