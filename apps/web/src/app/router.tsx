import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Route, Routes } from "react-router";
import { paths } from "../config/paths";
import { PublicOnly } from "./guards/public-only";
import { RequireAuth } from "./guards/require-auth";
import {
  BankCardsScreen,
  CompletedOrdersScreen,
  DepositScreen,
  EndedOrdersScreen,
  HelpCenterScreen,
  HomeScreen,
  LoginPage,
  NotFoundScreen,
  NotificationsScreen,
  OrderScreen,
  PendingPaymentScreen,
  PendingReceiptScreen,
  PendingShipmentScreen,
  PlatformInfoScreen,
  ProductScreen,
  ProductsScreen,
  ProfileScreen,
  RegisterScreen,
  RevenueRecordScreen,
  SalesReportScreen,
  ShopManagementScreen,
  ShopScreen,
  StoreSettingScreen,
  SystemSettingsScreen,
  VerificationScreen,
  WithdrawalScreen,
} from "./screens";
import { FirstScreenShown, StartLoading } from "./shell/start-loading";

/**
 * Only screens that work are routed: the shell never leads to a placeholder.
 * Later work adds its screens here and its tab in shell/tabs.ts.
 */
export function AppRoutes() {
  // Re-render on language change so lazily loaded screens pick it up at once.
  useTranslation();
  return (
    <Suspense fallback={<StartLoading />}>
      <FirstScreenShown />
      <Routes>
        <Route element={<PublicOnly />}>
          <Route path={paths.login.pattern} element={<LoginPage />} />
          <Route path={paths.register.pattern} element={<RegisterScreen />} />
        </Route>
        <Route element={<RequireAuth />}>
          <Route path={paths.home.pattern} element={<HomeScreen />} />
          <Route path={paths.products.pattern} element={<ProductsScreen />} />
          <Route path={paths.product.pattern} element={<ProductScreen />} />
          <Route path={paths.productDetail.pattern} element={<ProductScreen />} />
          <Route path={paths.profile.pattern} element={<ProfileScreen />} />
          <Route path={paths.notifications.pattern} element={<NotificationsScreen />} />
          <Route path={paths.verification.pattern} element={<VerificationScreen />} />
          <Route path={paths.deposit.pattern} element={<DepositScreen />} />
          <Route path={paths.withdrawal.pattern} element={<WithdrawalScreen />} />
          <Route path={paths.bankCards.pattern} element={<BankCardsScreen />} />
          <Route path={paths.revenueRecord.pattern} element={<RevenueRecordScreen />} />
          <Route path={paths.systemSettings.pattern} element={<SystemSettingsScreen />} />
          <Route path={paths.helpCenter.pattern} element={<HelpCenterScreen />} />
          <Route path={paths.shop.pattern} element={<ShopScreen />} />
          <Route path={paths.shopManagement.pattern} element={<ShopManagementScreen />} />
          <Route path={paths.storeSetting.pattern} element={<StoreSettingScreen />} />
          <Route path={paths.pendingPayment.pattern} element={<PendingPaymentScreen />} />
          <Route path={paths.pendingShipment.pattern} element={<PendingShipmentScreen />} />
          <Route path={paths.pendingReceipt.pattern} element={<PendingReceiptScreen />} />
          <Route path={paths.completedOrders.pattern} element={<CompletedOrdersScreen />} />
          <Route path={paths.endedOrders.pattern} element={<EndedOrdersScreen />} />
          <Route path={paths.order.pattern} element={<OrderScreen />} />
          <Route path={paths.salesReport.pattern} element={<SalesReportScreen />} />
        </Route>
        {/* Terms and privacy are read before registering too. */}
        <Route path={paths.platformInfo.pattern} element={<PlatformInfoScreen />} />
        <Route path={paths.notFound.pattern} element={<NotFoundScreen />} />
      </Routes>
    </Suspense>
  );
}
