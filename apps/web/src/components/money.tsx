import type { Satang } from "@seller/contract/money";
import type { CSSProperties } from "react";
import { formatMoney } from "../lib/money";

/**
 * Bold digits take up to 0.72 em each (the widest of the fonts a phone falls back to): a text of
 * n characters fits a box of 100cqi at a font of 100 / (0.72 n) cqi.
 */
const EM_PER_CHARACTER = 0.72;

/**
 * An amount with the baht sign, the same in every language (formatMoney). `fit`: in a box that is a
 * size container (container-type: inline-size), a long amount (฿1,234,567.00 at 360 px) takes a
 * smaller font rather than run past the box; a short one keeps the font it inherits.
 */
export function Money({
  amount,
  testId,
  className,
  fit = false,
}: {
  amount: string | Satang;
  testId?: string;
  className?: string;
  fit?: boolean;
}) {
  const text = formatMoney(amount);
  const fitted: CSSProperties | undefined = fit
    ? {
        fontSize: `min(1em, ${(100 / (EM_PER_CHARACTER * text.length)).toFixed(2)}cqi)`,
        whiteSpace: "nowrap",
      }
    : undefined;
  return (
    <span
      className={className}
      data-testid={testId}
      data-amount={typeof amount === "bigint" ? undefined : amount}
    >
      {/* Inside, so that 1em is the font the class gives the amount, not its parent's. */}
      {fitted ? <span style={fitted}>{text}</span> : text}
    </span>
  );
}
