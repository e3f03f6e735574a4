import { Input } from "antd";
import { useText } from "../i18n";

/** A queue's search, sent to the server when the operator presses Enter or the search button. */
export function SearchBox({
  placeholder,
  onSearch,
}: {
  placeholder: string;
  onSearch: (keyword: string) => void;
}) {
  const { t } = useText();
  return (
    <Input.Search
      aria-label={t("list.search")}
      placeholder={placeholder}
      allowClear
      onSearch={(value) => onSearch(value.trim())}
      style={{ width: 240 }}
    />
  );
}
