import type { NotificationSettingsBody } from "@seller/contract/notification-requests";
import { type NotificationSettings, settingsSchema } from "@seller/contract/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { translateKey } from "../../../lib/i18n";
import { toast } from "../../../lib/notify";
import { notificationKeys } from "./query-keys";

export async function updateNotificationSettings(
  body: NotificationSettingsBody,
): Promise<NotificationSettings> {
  const { data } = await apiRequest<unknown>("/sellers/notifications/settings", { method: "PUT", body });
  return settingsSchema.parse(data);
}

/** Each toggle is saved as it changes: the server decides what it writes for the seller. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    meta: { errorFallbackKey: "notificationCentre.settings.saveFailed" },
    onSuccess: (settings) => {
      queryClient.setQueryData(notificationKeys.settings(), settings);
      toast.success(translateKey("notificationCentre.settings.saved"));
    },
  });
}
