import { type ChangeResult, changeResultSchema } from "@seller/contract/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { markedRead } from "../rules/merge-incoming";
import type { Feed } from "./feed-schema";
import { notificationKeys } from "./query-keys";

/** One notification, or every one an order's line stands for (POST batch-read). */
export async function markRead(ids: number[]): Promise<ChangeResult> {
  const { data } =
    ids.length === 1
      ? await apiRequest<unknown>(`/sellers/notifications/${ids[0]}/read`, { method: "POST" })
      : await apiRequest<unknown>("/sellers/notifications/batch-read", {
          method: "POST",
          body: { notification_ids: ids },
        });
  return changeResultSchema.parse(data);
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (result, ids) => {
      // The dot goes at once; the server's count is the badge's.
      queryClient.setQueryData<Feed>(notificationKeys.list(), (feed) =>
        markedRead(feed, ids, result.unread_count),
      );
    },
  });
}
