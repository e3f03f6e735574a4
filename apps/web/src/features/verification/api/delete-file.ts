import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/**
 * DELETE /api/files/{uuid}: removes an upload not yet submitted (spec section 7).
 * `keepalive` lets the call finish while the page is being closed.
 */
export async function deleteFile(uuid: string, options: { keepalive?: boolean } = {}): Promise<void> {
  await apiRequest(`/files/${encodeURIComponent(uuid)}`, { method: "DELETE", keepalive: options.keepalive });
}

export function useDeleteFile() {
  return useMutation({
    mutationFn: (uuid: string) => deleteFile(uuid),
    meta: { errorFallbackKey: "verification.upload.deleteFailed" },
  });
}
