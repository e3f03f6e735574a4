import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-error";
import { handleError } from "./error-handler";
import { translateKey } from "./i18n";

/** What a query or mutation may tell the central error handler. */
type ErrorMeta = {
  /** Locale key of the screen's own failure text (spec section 8, "screen messages"). */
  errorMessageKey?: string;
  /** Locale key of the screen's text for when the server explains nothing (see HandleErrorOptions). */
  errorFallbackKey?: string;
  /** The caller handles failures itself (logout must never show the generic toast). */
  handleErrors?: false;
};

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

function report(error: unknown, meta: ErrorMeta | undefined): void {
  if (meta?.handleErrors === false) return;
  handleError(error, {
    message: meta?.errorMessageKey ? translateKey(meta.errorMessageKey) : undefined,
    fallbackMessage: meta?.errorFallbackKey ? translateKey(meta.errorFallbackKey) : undefined,
  });
}

/** A missing answer or a server fault may pass on a second try; a refusal (4xx) will not. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !isApiError(error)) return false;
  return error.kind !== "http" || (error.status ?? 0) >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => report(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
