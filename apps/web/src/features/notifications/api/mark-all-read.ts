import { type ChangeResult, changeResultSchema } from "@seller/contract/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { markedRead } from "../rules/merge-incoming";
import type { Feed } from "./feed-schema";
import { notificationKeys } from "./query-keys";

export async function markAllRead(): Promise<ChangeResult> {
  const { data } = await apiRequest<unknown>("/sellers/notifications/read-all", { method: "POST" });
  return changeResultSchema.parse(data);
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: (result) => {
      queryClient.setQueryData<Feed>(notificationKeys.list(), (feed) =>
        markedRead(feed, "all", result.unread_count),
      );
    },
  });
}
