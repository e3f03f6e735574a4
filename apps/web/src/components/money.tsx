import type { Satang } from "@seller/contract/money";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../lib/money";

/** An amount in the interface language's number format, with the baht sign. */
export function Money({
  amount,
  testId,
  className,
}: {
  amount: string | Satang;
  testId?: string;
  className?: string;
}) {
  const { i18n } = useTranslation();
  return (
    <span
      className={className}
      data-testid={testId}
      data-amount={typeof amount === "bigint" ? undefined : amount}
    >
      {formatMoney(amount, i18n.language)}
    </span>
  );
}
