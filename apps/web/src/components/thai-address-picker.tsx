import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { normalizeLanguage } from "../lib/language";
import type { Place, ThaiPlace } from "./thai-address-data";

/** The data set and its code arrive with the picker's first use, as their own chunks. */
type AddressData = typeof import("./thai-address-data");
let dataModule: Promise<AddressData> | undefined;
const loadData = () => {
  dataModule ??= import("./thai-address-data");
  return dataModule;
};

import styles from "./thai-address-picker.module.css";

type Props = {
  value: ThaiPlace | null;
  onChange: (place: ThaiPlace | null) => void;
  /** A translated message under the picker. */
  error?: string;
};

/** The same key as the data module's subDistrictKey: a sub-district with one of its postal codes. */
const keyOf = (entry: Place) => `${entry.code}:${entry.postalCode ?? ""}`;

/** "ปทุมวัน · Pathum Wan" outside Thai, so a seller reading English or Chinese still finds the place. */
function placeName(entry: Place, thai: boolean): string {
  return thai || !entry.nameEn ? entry.nameTh : `${entry.nameTh} · ${entry.nameEn}`;
}

/**
 * Chooses a Thai sub-district, district, province and postal code that belong
 * together: by typing a postal code or a name, or province by province. Shared
 * by the seller's profile and the storefront's checkout; the server checks the
 * same data set, so a choice made here is accepted there.
 */
export function ThaiAddressPicker({ value, onChange, error }: Props) {
  const { t, i18n } = useTranslation();
  const thai = normalizeLanguage(i18n.language) === "th";
  const id = useId();
  const [provinces, setProvinces] = useState<Place[]>([]);
  const [districts, setDistricts] = useState<Place[]>([]);
  const [subDistricts, setSubDistricts] = useState<Place[]>([]);
  const [provinceCode, setProvinceCode] = useState("");
  const [districtCode, setDistrictCode] = useState("");
  const [subKey, setSubKey] = useState("");
  const [query, setQuery] = useState("");
  const [suggestions, setSuggestions] = useState<ThaiPlace[]>([]);
  const [loadFailed, setLoadFailed] = useState(false);
  const [data, setData] = useState<AddressData>();

  // The data set arrives with the first list; a stored value is placed in the lists once, on
  // mount: later changes come from the seller's own choices here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only, see above
  useEffect(() => {
    let current = true;
    loadData()
      .then(async (loaded) => {
        const list = await loaded.provinceList();
        if (!current) return;
        setData(loaded);
        setProvinces(list);
        const located = value ? await loaded.locatePlace(value) : null;
        if (!current || !located) return;
        setDistricts(await loaded.districtList(located.provinceCode));
        setSubDistricts(await loaded.subDistrictList(located.districtCode));
        setProvinceCode(located.provinceCode);
        setDistrictCode(located.districtCode);
        setSubKey(located.subDistrictKey);
      })
      .catch(() => current && setLoadFailed(true));
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    let current = true;
    void data?.searchPlaces(query).then((found) => current && setSuggestions(found));
    return () => {
      current = false;
    };
  }, [query, data]);

  const chooseProvince = async (code: string) => {
    setProvinceCode(code);
    setDistrictCode("");
    setSubKey("");
    setSubDistricts([]);
    setDistricts(code && data ? await data.districtList(code) : []);
    onChange(null);
  };

  const chooseDistrict = async (code: string) => {
    setDistrictCode(code);
    setSubKey("");
    setSubDistricts(code && data ? await data.subDistrictList(code) : []);
    onChange(null);
  };

  const chooseSubDistrict = (key: string) => {
    setSubKey(key);
    const sub = subDistricts.find((entry) => keyOf(entry) === key);
    const province = provinces.find((entry) => entry.code === provinceCode);
    const district = districts.find((entry) => entry.code === districtCode);
    onChange(
      sub && province && district
        ? {
            sub_district: sub.nameTh,
            district: district.nameTh,
            province: province.nameTh,
            postal_code: sub.postalCode ?? "",
          }
        : null,
    );
  };

  const chooseSuggestion = async (place: ThaiPlace) => {
    setQuery("");
    const located = data ? await data.locatePlace(place) : null;
    if (!data || !located) return;
    setDistricts(await data.districtList(located.provinceCode));
    setSubDistricts(await data.subDistrictList(located.districtCode));
    setProvinceCode(located.provinceCode);
    setDistrictCode(located.districtCode);
    setSubKey(located.subDistrictKey);
    onChange(place);
  };

  if (loadFailed) return <p className={styles.error}>{t("address.picker.loadFailed")}</p>;

  return (
    <div className={styles.picker} data-testid="thai-address-picker">
      <div className={styles.search}>
        <label className={styles.fieldLabel} htmlFor={`${id}-search`}>
          {t("address.picker.search")}
        </label>
        <input
          id={`${id}-search`}
          className={styles.input}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t("address.picker.searchPlaceholder")}
          autoComplete="off"
          data-testid="address-search"
        />
        {suggestions.length > 0 ? (
          <ul className={styles.suggestions} data-testid="address-suggestions">
            {suggestions.map((place) => (
              <li key={Object.values(place).join("|")}>
                <button
                  type="button"
                  className={styles.suggestion}
                  onClick={() => void chooseSuggestion(place)}
                >
                  {place.sub_district} » {place.district} » {place.province}{" "}
                  <span className={styles.postal}>{place.postal_code}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.grid}>
        <div className={styles.full}>
          <label className={styles.fieldLabel} htmlFor={`${id}-province`}>
            {t("address.picker.province")}
          </label>
          <select
            id={`${id}-province`}
            className={styles.select}
            value={provinceCode}
            onChange={(event) => void chooseProvince(event.target.value)}
            disabled={provinces.length === 0}
            data-testid="address-province"
          >
            <option value="">{t("address.picker.choose")}</option>
            {provinces.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {placeName(entry, thai)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.full}>
          <label className={styles.fieldLabel} htmlFor={`${id}-district`}>
            {t("address.picker.district")}
          </label>
          <select
            id={`${id}-district`}
            className={styles.select}
            value={districtCode}
            onChange={(event) => void chooseDistrict(event.target.value)}
            disabled={districts.length === 0}
            data-testid="address-district"
          >
            <option value="">{t("address.picker.choose")}</option>
            {districts.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {placeName(entry, thai)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className={styles.fieldLabel} htmlFor={`${id}-sub-district`}>
            {t("address.picker.subDistrict")}
          </label>
          <select
            id={`${id}-sub-district`}
            className={styles.select}
            value={subKey}
            onChange={(event) => chooseSubDistrict(event.target.value)}
            disabled={subDistricts.length === 0}
            data-testid="address-sub-district"
          >
            <option value="">{t("address.picker.choose")}</option>
            {subDistricts.map((entry) => (
              <option key={keyOf(entry)} value={keyOf(entry)}>
                {placeName(entry, thai)} ({entry.postalCode})
              </option>
            ))}
          </select>
        </div>
        <div>
          <span className={styles.fieldLabel}>{t("address.picker.postalCode")}</span>
          <span className={styles.postalBox} data-testid="address-postal-code">
            {value?.postal_code ?? "—"}
          </span>
        </div>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
