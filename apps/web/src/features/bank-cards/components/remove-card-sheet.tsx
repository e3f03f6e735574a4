import { type BankCard, deleteBankCardBodySchema } from "@seller/contract/bank-cards";
import { Button } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LazySheet } from "../../../components/lazy-sheet";
import { TextField } from "../../../components/text-field";
import { isApiError } from "../../../lib/api-error";
import { bankLabel } from "../../../lib/bank-label";
import { handleError } from "../../../lib/error-handler";
import { translateKey } from "../../../lib/i18n";
import { useDeleteBankCard } from "../api/delete-bank-card";
import styles from "./bank-cards.module.css";

/** The server's own words for a refusal the seller can act on (wrong password, lock, pending withdrawal). */
function fieldMessage(error: unknown): string | undefined {
  if (!isApiError(error) || ![400, 422, 429].includes(error.status ?? 0)) return undefined;
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === "string" && body.message ? body.message : undefined;
}

/**
 * Removing the card (or replacing it: remove, then add) needs the withdrawal
 * password, since withdrawals go to the card; the server notifies the seller.
 */
export function RemoveCardSheet({
  card,
  onClose,
  onRemoved,
}: {
  card: BankCard | undefined;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteBankCard();
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string>();

  const close = () => {
    setPassword("");
    setProblem(undefined);
    remove.reset();
    onClose();
  };
  const submit = () => {
    if (!card) return;
    const checked = deleteBankCardBodySchema.safeParse({ withdraw_password: password });
    if (!checked.success) {
      setProblem(translateKey(checked.error.issues[0]?.message ?? "wallet.withdrawPasswordRequired"));
      return;
    }
    setProblem(undefined);
    remove.mutate(
      { id: card.id, ...checked.data },
      {
        onSuccess: () => {
          setPassword("");
          onRemoved();
        },
        onError: (error) => {
          const message = fieldMessage(error);
          if (message) setProblem(message);
          else handleError(error, { fallbackMessage: t("security.web.deleteFailed") });
        },
      },
    );
  };

  return (
    <LazySheet visible={card !== undefined} onMaskClick={close} bodyClassName={styles.sheet}>
      <form
        className={styles.form}
        noValidate
        data-testid="remove-card-sheet"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h3 className={styles.sheetTitle}>{t("security.web.deleteTitle")}</h3>
        <p className={styles.sheetText}>
          {t("security.web.deleteMessage", {
            card: card ? `${bankLabel(card.bank_code, i18n.language)} ${card.card_number}` : "",
          })}
        </p>
        <TextField
          id="remove-card-password"
          type="password"
          label={t("bankCards.fields.password")}
          placeholder={t("security.web.deletePasswordPlaceholder")}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={problem}
          testId="remove-card-password"
        />
        <div className={styles.actions}>
          <Button block onClick={close} data-testid="remove-card-cancel">
            {t("security.web.deleteCancel")}
          </Button>
          <Button
            block
            type="submit"
            color="danger"
            loading={remove.isPending}
            data-testid="remove-card-confirm"
          >
            {t("security.web.deleteConfirm")}
          </Button>
        </div>
      </form>
    </LazySheet>
  );
}
