import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { translateKey } from "../../../lib/i18n";
import { toast } from "../../../lib/notify";
import { accountKeys } from "./query-keys";

export async function endDevice(sessionId: number): Promise<void> {
  await apiRequest<unknown>(`/sellers/sessions/${sessionId}`, { method: "DELETE" });
}

/** Signs one device out; the list is read again, so an already-ended device disappears too. */
export function useEndDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endDevice,
    meta: { errorFallbackKey: "account.devices.endFailed" },
    onSuccess: () => toast.success(translateKey("account.devices.ended")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.devices() }),
  });
}
