import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import { isApiError } from "./api-error";
import { useSubmitKey } from "./idempotency";

/** Whether the server answered (done or refused), as opposed to a lost connection or a timeout. */
export function serverAnswered(error: unknown): boolean {
  return error === null || error === undefined || (isApiError(error) && error.kind === "http");
}

type Options<TBody, TResult> = Omit<UseMutationOptions<TResult, Error, TBody>, "mutationFn"> & {
  /** The call, with the form session's Idempotency-Key. */
  request: (body: TBody, idempotencyKey: string) => Promise<TResult>;
  /** A new form session starts when this changes (a sheet opened for another order). */
  session?: unknown;
};

/**
 * A money-moving mutation whose every submit in one form session sends the same key until the
 * server answers (lib/idempotency): a seller who taps again after a lost answer replays the
 * first request instead of filing a second.
 */
export function useIdempotentMutation<TBody, TResult>({
  request,
  session,
  onSettled,
  ...options
}: Options<TBody, TResult>) {
  const key = useSubmitKey(session);
  return useMutation<TResult, Error, TBody>({
    ...options,
    mutationFn: (body) => request(body, key.take()),
    onSettled: (...args) => {
      key.settle(serverAnswered(args[1]));
      return onSettled?.(...args);
    },
  });
}
