import type { BankCard } from "@seller/contract/bank-cards";
import { IDENTITY_REVIEW_WORKING_DAYS } from "@seller/contract/constants";
import { parseBaht } from "@seller/contract/money";
import {
  DESCRIPTION_MAX_LENGTH,
  type WithdrawBody,
  type WithdrawLimits,
  withdrawPasswordSchema,
} from "@seller/contract/wallet";
import { Button } from "antd-mobile";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/text-field";
import { bankLabel } from "../../../lib/bank-label";
import { translateKey } from "../../../lib/i18n";
import { formatAmount } from "../../../lib/money";
import { heldBack, withdrawAllAmount, withdrawAmountProblem } from "../rules/amount";
import { amountMessage } from "./amount-message";
import styles from "./wallet-form.module.css";
import { WithdrawalRules } from "./withdrawal-rules";

type Props = {
  cards: readonly BankCard[];
  limits: WithdrawLimits;
  submitting: boolean;
  onSubmit: (body: WithdrawBody) => void;
};

/** Spec section 2: card picker, amount with withdraw-all, password, notes; the rules before submit. */
export function WithdrawalForm({ cards, limits, submitting, onSubmit }: Props) {
  const { t, i18n } = useTranslation();
  const defaultCard = cards.find((card) => card.is_default) ?? cards[0];
  const [cardId, setCardId] = useState(defaultCard ? String(defaultCard.id) : "");
  const [amount, setAmount] = useState("");
  const [password, setPassword] = useState("");
  const [description, setDescription] = useState("");
  const [tried, setTried] = useState(false);

  // Sandbox (demo) top-ups never leave: the form offers only what may be withdrawn.
  const amountProblem = withdrawAmountProblem(
    amount,
    limits.withdrawable_balance,
    heldBack(limits.available_balance, limits.withdrawable_balance),
  );
  const passwordIssue = withdrawPasswordSchema.safeParse(password).error?.issues[0]?.message;
  const card = cards.find((candidate) => String(candidate.id) === cardId);
  const cardIssue = !card
    ? "wallet.cardRequired"
    : card.status !== "verified"
      ? "wallet.cardNotVerified"
      : undefined;
  const limitReached = limits.remaining_today <= 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (amountProblem || passwordIssue || cardIssue || limitReached || !card) return;
    onSubmit({
      amount: amount.trim(),
      withdraw_password: password,
      bank_card_id: card.id,
      description: description.trim() || undefined,
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="withdrawal-form">
      <section className={styles.card}>
        <label className={styles.fieldLabel} htmlFor="withdrawal-card">
          {t("wallet.withdraw.card")}
        </label>
        <select
          id="withdrawal-card"
          className={styles.select}
          value={cardId}
          onChange={(event) => setCardId(event.target.value)}
          data-testid="withdrawal-card"
        >
          {cards.map((option) => (
            <option key={option.id} value={option.id}>
              {`${bankLabel(option.bank_code, i18n.language)} ${option.card_number}`}
            </option>
          ))}
        </select>
        {card?.status === "pending" ? (
          // Identity review pending: the card waits for it, it is not wrong (DECISIONS.md "Wallet").
          <p className={styles.warning} data-testid="withdrawal-card-pending">
            {t("verification.underReview.cardHint", { days: IDENTITY_REVIEW_WORKING_DAYS })}
          </p>
        ) : card && card.status !== "verified" ? (
          <p className={styles.fieldError} data-testid="withdrawal-card-unverified">
            {t("wallet.cardNotVerified")}
          </p>
        ) : null}
        {tried && cardIssue === "wallet.cardRequired" ? (
          <p className={styles.fieldError} role="alert">
            {t(cardIssue)}
          </p>
        ) : null}

        <TextField
          id="withdrawal-amount"
          label={t("wallet.withdraw.amount")}
          placeholder={t("wallet.withdraw.amountPlaceholder")}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={tried ? amountMessage(amountProblem) : undefined}
          hint={t("wallet.withdraw.withdrawableHint", {
            amount: formatAmount(limits.withdrawable_balance),
          })}
          testId="withdrawal-amount"
        />
        <button
          type="button"
          className={styles.link}
          disabled={(parseBaht(limits.withdrawable_balance) ?? 0n) <= 0n}
          onClick={() => setAmount(withdrawAllAmount(limits.withdrawable_balance))}
          data-testid="withdraw-all"
        >
          {t("wallet.withdraw.all")}
        </button>

        <TextField
          id="withdrawal-password"
          type="password"
          label={t("wallet.withdraw.password")}
          placeholder={t("wallet.withdraw.passwordPlaceholder")}
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={tried && passwordIssue ? translateKey(passwordIssue) : undefined}
          testId="withdrawal-password"
        />
        <TextField
          id="withdrawal-notes"
          label={t("wallet.form.notes")}
          placeholder={t("wallet.form.notesPlaceholder")}
          maxLength={DESCRIPTION_MAX_LENGTH}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          testId="withdrawal-notes"
        />
      </section>

      <WithdrawalRules limits={limits} />
      {limitReached ? (
        <p className={styles.warning} role="alert" data-testid="withdrawal-limit-reached">
          {t("wallet.dailyLimitReached", { limit: limits.daily_limit })}
        </p>
      ) : null}

      <Button
        type="submit"
        color="primary"
        block
        className={styles.submit}
        loading={submitting}
        disabled={limitReached}
        data-testid="withdrawal-submit"
      >
        {t("wallet.withdraw.submit")}
      </Button>
    </form>
  );
}
