import { Select } from "antd";
import { useText } from "../i18n";

/** The state a queue shows: pending first, decided ones to look back. */
export function StatusFilter<S extends string>({
  statuses,
  value,
  onChange,
}: {
  statuses: readonly S[];
  value: S;
  onChange: (value: S) => void;
}) {
  const { t } = useText();
  return (
    <Select
      aria-label={t("list.status")}
      value={value}
      onChange={onChange}
      style={{ width: 160 }}
      options={statuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
    />
  );
}
