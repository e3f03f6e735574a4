import { type NotificationSettings, settingsSchema } from "@seller/contract/notifications";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { notificationKeys } from "./query-keys";

export async function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  const { data } = await apiRequest<unknown>("/sellers/notifications/settings", { signal });
  return settingsSchema.parse(data);
}

/** Only while the settings sheet is open. */
export function useNotificationSettings(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => getNotificationSettings(signal),
    enabled,
    meta: { errorMessageKey: "notificationCentre.settings.loadFailed" },
  });
}
