import type { Language } from "@seller/contract/languages";
import enUS from "antd-mobile/es/locales/en-US";
import thTH from "antd-mobile/es/locales/th-TH";
import zhCN from "antd-mobile/es/locales/zh-CN";
import zhTW from "antd-mobile/es/locales/zh-TW";

/** antd-mobile's own texts (pickers, empty states) in the interface language. */
export const ANTD_LOCALES = { th: thTH, en: enUS, "zh-CN": zhCN, "zh-TW": zhTW } satisfies Record<
  Language,
  unknown
>;
