import { type ChangeResult, changeResultSchema } from "@seller/contract/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { markedRead } from "../rules/merge-incoming";
import type { Feed } from "./feed-schema";
import { notificationKeys } from "./query-keys";

export async function markRead(id: number): Promise<ChangeResult> {
  const { data } = await apiRequest<unknown>(`/sellers/notifications/${id}/read`, { method: "POST" });
  return changeResultSchema.parse(data);
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (result, id) => {
      // The dot goes at once; the server's count is the badge's.
      queryClient.setQueryData<Feed>(notificationKeys.list(), (feed) =>
        markedRead(feed, [id], result.unread_count),
      );
    },
  });
}
