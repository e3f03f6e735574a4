import { SearchBar } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CloseCircleIcon, SearchIcon } from "../../../components/icons";
import { toast } from "../../../lib/notify";
import styles from "./search-box.module.css";

type SearchBoxProps = {
  initial?: string;
  onSearch: (keyword: string) => void;
  /** The list clears its keyword with the clear button; the home has nothing to clear. */
  onClear?: () => void;
};

/**
 * The search box of the home and the list (spec section 2): Enter or the icon
 * runs the search; a blank keyword asks for one instead (spec section 5).
 */
export function SearchBox({ initial = "", onSearch, onClear }: SearchBoxProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const run = () => {
    const keyword = value.trim();
    if (!keyword) {
      toast.warning(t("catalogue.search.required"));
      return;
    }
    onSearch(keyword);
  };
  // antd-mobile's own clear control is a div with an aria-label and no role (axe: aria-prohibited-attr)
  // that a keyboard cannot reach: a real button takes its place.
  const clear = () => {
    setValue("");
    onClear?.();
  };
  return (
    <div className={styles.box}>
      <div className={styles.field}>
        <SearchBar
          className={styles.input}
          value={value}
          onChange={setValue}
          onSearch={run}
          clearable={false}
          placeholder={t("catalogue.search.placeholder")}
          style={{ "--border-radius": "999px", "--height": "40px", "--background": "#fff" }}
          data-testid="search-input"
        />
        {value ? (
          <button
            type="button"
            className={styles.clear}
            onClick={clear}
            aria-label={t("catalogue.search.clear")}
            data-testid="search-clear"
          >
            <CloseCircleIcon size={18} />
          </button>
        ) : null}
      </div>
      <button
        type="button"
        className={styles.button}
        onClick={run}
        aria-label={t("catalogue.search.submit")}
        data-testid="search-submit"
      >
        <SearchIcon size={20} />
      </button>
    </div>
  );
}
