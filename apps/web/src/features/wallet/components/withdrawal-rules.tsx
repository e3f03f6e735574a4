import type { WithdrawLimits } from "@seller/contract/wallet";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Money } from "../../../components/money";
import styles from "./wallet-form.module.css";

/**
 * The processing time is an operator's setting written in English ("1-3 working
 * days"); a plain day range is shown in the interface language, anything else as written.
 */
function processingText(text: string, t: TFunction): string {
  const range = /^(\d+\s*-\s*\d+|\d+) working days?$/i.exec(text.trim())?.[1];
  return range ? t("wallet.withdraw.processingDays", { range }) : text;
}

/** DECISIONS "Wallet": range, fee, daily limit and processing time, all shown before submit. */
export function WithdrawalRules({ limits }: { limits: WithdrawLimits }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.rules} data-testid="withdrawal-rules">
      <div>
        <dt>{t("wallet.withdraw.range")}</dt>
        <dd>
          <Money amount={limits.min} /> – <Money amount={limits.max} />
        </dd>
      </div>
      <div>
        <dt>{t("wallet.withdraw.fee")}</dt>
        <dd data-testid="withdrawal-fee">
          <Money amount={limits.fee} />
        </dd>
      </div>
      <div>
        <dt>{t("wallet.withdraw.dailyLimit")}</dt>
        <dd data-testid="withdrawal-daily-limit">
          {t("wallet.withdraw.dailyLimitValue", {
            remaining: limits.remaining_today,
            limit: limits.daily_limit,
          })}
        </dd>
      </div>
      <div>
        <dt>{t("wallet.withdraw.processing")}</dt>
        <dd>{processingText(limits.processing_text, t)}</dd>
      </div>
    </dl>
  );
}
