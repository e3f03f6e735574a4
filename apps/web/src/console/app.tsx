import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { App as AntApp, ConfigProvider } from "antd";
import enUS from "antd/locale/en_US";
import thTH from "antd/locale/th_TH";
import zhCN from "antd/locale/zh_CN";
import zhTW from "antd/locale/zh_TW";
import { BrowserRouter, Navigate, Route, Routes } from "react-router";
import { ConsoleApiError } from "./api";
import { useText } from "./i18n";
import { ConsoleLayout } from "./layout";
import { AnnouncementsPage } from "./pages/announcements-page";
import { AuditPage } from "./pages/audit-page";
import { CataloguePage } from "./pages/catalogue-page";
import { ChangePasswordPage } from "./pages/change-password-page";
import { DashboardPage } from "./pages/dashboard-page";
import { DispatchPage } from "./pages/dispatch-page";
import { DisplayPage } from "./pages/display-page";
import { HelpPage } from "./pages/help-page";
import { OrderRefundsPage } from "./pages/order-refunds-page";
import { PaymentsPage } from "./pages/payments-page";
import { ProductPage } from "./pages/product-page";
import { RechargesPage } from "./pages/recharges-page";
import { RefundsPage } from "./pages/refunds-page";
import { SellerPage } from "./pages/seller-page";
import { SellersPage } from "./pages/sellers-page";
import { SettingsPage } from "./pages/settings-page";
import { SignInPage } from "./pages/sign-in-page";
import { SupportPage } from "./pages/support-page";
import { TwoFactorPage } from "./pages/two-factor-page";
import { VerificationsPage } from "./pages/verifications-page";
import { WithdrawalsPage } from "./pages/withdrawals-page";
import { consolePaths as paths } from "./paths";
import { homeOf, useSession } from "./session";

const ANTD_LOCALES = { th: thTH, en: enUS, "zh-CN": zhCN, "zh-TW": zhTW };

/**
 * Ant Design's default secondary and tertiary greys fall below WCAG AA's 4.5:1 on white;
 * the console's are darker (checked by the axe scan of every screen). Hovered and pressed
 * buttons darken instead of Ant Design's lighter shades, which put white text under 4.5:1
 * while the pointer rests on a button.
 */
const CONSOLE_THEME = {
  token: {
    colorPrimary: "#0958d9",
    colorPrimaryHover: "#003eb3",
    colorPrimaryActive: "#002c8c",
    colorLink: "#0047a8",
    colorLinkHover: "#003eb3",
    colorError: "#cf1322",
    colorErrorHover: "#a8071a",
    colorErrorActive: "#820014",
    colorTextDescription: "rgba(0, 0, 0, 0.65)",
    colorTextTertiary: "rgba(0, 0, 0, 0.62)",
    colorTextPlaceholder: "rgba(0, 0, 0, 0.6)",
  },
};

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      // A refusal (403, 404) will not change by asking again; a network hiccup may.
      retry: (count, error) => !(error instanceof ConsoleApiError && error.status > 0) && count < 2,
      refetchOnWindowFocus: true,
    },
  },
});

/** Signed out: only the sign-in page; first-start password: only its change; no two-factor yet: only the enrolment. */
function Guarded() {
  const session = useSession();
  if (!session) return <Navigate to={paths.signIn} replace />;
  const home = homeOf(session);
  if (home !== paths.dashboard) return <Navigate to={home} replace />;
  return <ConsoleLayout />;
}

export function ConsoleApp() {
  const { language } = useText();
  return (
    // The query client and the router wrap antd's App: the confirmations its `modal` renders
    // (an approval's unfinished orders, a seller link) sit in App's holder and need both.
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename={paths.base}>
        <ConfigProvider locale={ANTD_LOCALES[language]} theme={CONSOLE_THEME}>
          <AntApp>
            <Routes>
              <Route path={paths.signIn} element={<SignInPage />} />
              <Route path={paths.changePassword} element={<ChangePasswordPage />} />
              <Route path={paths.twoFactor} element={<TwoFactorPage />} />
              <Route element={<Guarded />}>
                <Route index element={<DashboardPage />} />
                <Route path={paths.recharges} element={<RechargesPage />} />
                <Route path={paths.payments} element={<PaymentsPage />} />
                <Route path={paths.withdrawals} element={<WithdrawalsPage />} />
                <Route path={paths.refunds} element={<RefundsPage />} />
                <Route path={paths.verifications} element={<VerificationsPage />} />
                <Route path={paths.dispatch} element={<DispatchPage />} />
                <Route path={paths.orderRefunds} element={<OrderRefundsPage />} />
                <Route path={paths.sellers} element={<SellersPage />} />
                <Route path={paths.seller(":id")} element={<SellerPage />} />
                <Route path={paths.catalogue} element={<CataloguePage />} />
                <Route path="/catalogue/:id" element={<ProductPage />} />
                <Route path={paths.settings} element={<SettingsPage />} />
                <Route path={paths.display} element={<DisplayPage />} />
                <Route path={paths.help} element={<HelpPage />} />
                <Route path={paths.announcements} element={<AnnouncementsPage />} />
                <Route path={paths.support} element={<SupportPage />} />
                <Route path={paths.audit} element={<AuditPage />} />
                <Route path="*" element={<Navigate to={paths.dashboard} replace />} />
              </Route>
            </Routes>
          </AntApp>
        </ConfigProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
