import { formatBaht } from "@seller/contract/money";
import type { PaymentProvider } from "@seller/contract/payments";
import { DESCRIPTION_MAX_LENGTH, QUICK_AMOUNTS_SATANG, type RechargeMethod } from "@seller/contract/wallet";
import { Button } from "antd-mobile";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/text-field";
import { compactNumber } from "../../../lib/format";
import { formatMoney } from "../../../lib/money";
import { addQuickAmount, rechargeAmountProblem } from "../rules/amount";
import { amountMessage } from "./amount-message";
import styles from "./wallet-form.module.css";

export type RechargeInput = { amount: string; method: RechargeMethod; description: string };

/**
 * Compact quick-amount labels: 5k, 1M (spec section 9), in the interface language's digits.
 * The quick amounts are whole baht, and Intl formats a bigint as it is: no float on the way.
 */
function shortAmount(satang: bigint, language: string): string {
  return compactNumber(satang / 100n, language);
}

/**
 * Spec section 2: 10 quick amounts that add up, a custom amount, clear, notes and submit.
 * `methods`: the methods the platform can take now, at least one; `provider`: who
 * confirms a PromptPay payment, so its hint says when the money arrives.
 */
export function RechargeForm({
  methods,
  provider,
  submitting,
  onSubmit,
}: {
  methods: readonly [RechargeMethod, ...RechargeMethod[]];
  provider: PaymentProvider;
  submitting: boolean;
  onSubmit: (input: RechargeInput) => void;
}) {
  const { t, i18n } = useTranslation();
  const [amount, setAmount] = useState("");
  const [method, setMethod] = useState<RechargeMethod>(methods[0]);
  const [description, setDescription] = useState("");
  const [tried, setTried] = useState(false);
  const problem = rechargeAmountProblem(amount);
  const error = tried ? amountMessage(problem) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem) return;
    onSubmit({ amount: amount.trim(), method, description: description.trim() });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="recharge-form">
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t("wallet.recharge.quickAmounts")}</h2>
        <div className={styles.quickGrid}>
          {QUICK_AMOUNTS_SATANG.map((quick) => (
            <button
              key={String(quick)}
              type="button"
              className={styles.quick}
              onClick={() => setAmount((current) => addQuickAmount(current, quick))}
              // The name starts with what the button shows (WCAG 2.5.3), then the exact amount.
              aria-label={`+${shortAmount(quick, i18n.language)} (${formatMoney(quick)})`}
              data-testid={`quick-amount-${formatBaht(quick).replace(".00", "")}`}
            >
              +{shortAmount(quick, i18n.language)}
            </button>
          ))}
        </div>
        <div className={styles.amountRow}>
          <TextField
            id="recharge-amount"
            label={t("wallet.recharge.amount")}
            placeholder={t("wallet.recharge.amountPlaceholder")}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={error}
            hint={t("wallet.recharge.range")}
            testId="recharge-amount"
            className={styles.grow}
          />
          <Button
            size="small"
            fill="none"
            className={styles.clear}
            onClick={() => setAmount("")}
            data-testid="recharge-clear"
          >
            {t("wallet.recharge.clear")}
          </Button>
        </div>
      </section>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t("wallet.recharge.method")}</h2>
        <div className={styles.methods} role="radiogroup" aria-label={t("wallet.recharge.method")}>
          {methods.map((option) => (
            // biome-ignore lint/a11y/useSemanticElements: a styled choice card reads better than a bare radio input
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={method === option}
              className={[styles.method, method === option ? styles.methodOn : ""].join(" ")}
              onClick={() => setMethod(option)}
              data-testid={`recharge-method-${option}`}
            >
              <span className={styles.methodName}>{t(`wallet.recharge.methods.${option}`)}</span>
              <span className={styles.methodHint}>
                {t(
                  option === "promptpay"
                    ? `wallet.recharge.methodHints.promptpay.${provider}`
                    : "wallet.recharge.methodHints.bank_transfer",
                )}
              </span>
            </button>
          ))}
        </div>
        <TextField
          id="recharge-notes"
          label={t("wallet.form.notes")}
          placeholder={t("wallet.form.notesPlaceholder")}
          maxLength={DESCRIPTION_MAX_LENGTH}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          testId="recharge-notes"
        />
      </section>

      <Button
        type="submit"
        color="primary"
        block
        className={styles.submit}
        loading={submitting}
        data-testid="recharge-submit"
      >
        {t("wallet.recharge.submit")}
      </Button>
    </form>
  );
}
