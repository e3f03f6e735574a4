import type { ValidationDetail } from "@seller/contract/envelope";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "../../../lib/api-error";

/** A 422 lists each problem by field: show each under its own field (messages come translated). */
export function applyServerDetails<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): void {
  if (!isApiError(error) || error.body === null || typeof error.body !== "object") return;
  const details = (error.body as { details?: unknown }).details;
  if (!Array.isArray(details)) return;
  for (const detail of details as ValidationDetail[]) {
    if (typeof detail?.path === "string" && typeof detail.message === "string" && detail.path) {
      setError(detail.path as Path<T>, { type: "server", message: detail.message });
    }
  }
}
