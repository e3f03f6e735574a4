import { useQueryClient } from "@tanstack/react-query";
import { App } from "antd";
import { idempotencyHeaders, useSubmitKey } from "../../lib/idempotency";
import { type ApiAnswer, ConsoleApiError } from "../api";
import { useText } from "../i18n";

type Call = (headers: Record<string, string>) => Promise<ApiAnswer<unknown>>;

/**
 * One operator act (approve, reject, confirm, dispatch): its form session sends one
 * Idempotency-Key until the server answers, so a click repeated after a lost answer replays the
 * first act instead of moving money twice; the answer is shown and the console's lists read again.
 * `session` starts a new form session when it changes (a dialog opened again).
 */
export function useOperatorAct(session?: unknown) {
  const { t } = useText();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const key = useSubmitKey(session);
  return async function act(call: Call): Promise<boolean> {
    try {
      const answer = await call(idempotencyHeaders(key.take()));
      key.settle(true);
      void message.success(answer.message || t("common.done"));
      return true;
    } catch (failure) {
      // Status 0: no answer arrived, so the act may have happened; the key waits for the retry.
      key.settle(failure instanceof ConsoleApiError && failure.status !== 0);
      void message.error(failure instanceof ConsoleApiError ? failure.message : t("errors.server"));
      return false;
    } finally {
      await queryClient.invalidateQueries({ queryKey: ["console"] });
    }
  };
}
