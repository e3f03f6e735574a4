import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
// The component's own module and antd-mobile's global styles, not the package index (which
// would bring Dialog and its animations into every first download).
import "antd-mobile/es/global";
import ConfigProvider, { setDefaultConfig } from "antd-mobile/es/components/config-provider";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ANTD_LOCALES } from "../lib/antd-locale";
import { normalizeLanguage } from "../lib/language";

/** Server state (TanStack Query) and antd-mobile's locale, which follows the interface language. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = ANTD_LOCALES[normalizeLanguage(i18n.language)];

  // Overlays opened imperatively render outside this tree and read the default config instead.
  useEffect(() => setDefaultConfig({ locale }), [locale]);

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale}>{children}</ConfigProvider>
    </QueryClientProvider>
  );
}
