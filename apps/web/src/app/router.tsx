import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Route, Routes } from "react-router";
import { paths } from "../config/paths";
import { PublicOnly } from "./guards/public-only";
import { RequireAuth } from "./guards/require-auth";
import { FirstScreenShown, StartLoading } from "./shell/start-loading";

// Route-level code splitting: each screen is its own chunk.
const LoginPage = lazy(() =>
  import("../features/auth/pages/login-page").then((m) => ({ default: m.LoginPage })),
);
const RegisterScreen = lazy(() =>
  import("./routes/register-screen").then((m) => ({ default: m.RegisterScreen })),
);
const HomeScreen = lazy(() => import("./routes/home-screen").then((m) => ({ default: m.HomeScreen })));
const ProductsScreen = lazy(() =>
  import("./routes/products-screen").then((m) => ({ default: m.ProductsScreen })),
);
const ProductScreen = lazy(() =>
  import("./routes/product-screen").then((m) => ({ default: m.ProductScreen })),
);
const ProfileScreen = lazy(() =>
  import("./routes/profile-screen").then((m) => ({ default: m.ProfileScreen })),
);
const NotificationsScreen = lazy(() =>
  import("./routes/notifications-screen").then((m) => ({ default: m.NotificationsScreen })),
);
const VerificationScreen = lazy(() =>
  import("./routes/verification-screen").then((m) => ({ default: m.VerificationScreen })),
);
const DepositScreen = lazy(() =>
  import("./routes/deposit-screen").then((m) => ({ default: m.DepositScreen })),
);
const WithdrawalScreen = lazy(() =>
  import("./routes/withdrawal-screen").then((m) => ({ default: m.WithdrawalScreen })),
);
const BankCardsScreen = lazy(() =>
  import("./routes/bank-cards-screen").then((m) => ({ default: m.BankCardsScreen })),
);
const RevenueRecordScreen = lazy(() =>
  import("./routes/revenue-record-screen").then((m) => ({ default: m.RevenueRecordScreen })),
);
const SystemSettingsScreen = lazy(() =>
  import("./routes/system-settings-screen").then((m) => ({ default: m.SystemSettingsScreen })),
);
const PlatformInfoScreen = lazy(() =>
  import("./routes/platform-info-screen").then((m) => ({ default: m.PlatformInfoScreen })),
);
const HelpCenterScreen = lazy(() =>
  import("./routes/help-center-screen").then((m) => ({ default: m.HelpCenterScreen })),
);
const ShopScreen = lazy(() => import("./routes/shop-screen").then((m) => ({ default: m.ShopScreen })));
const ShopManagementScreen = lazy(() =>
  import("./routes/shop-management-screen").then((m) => ({ default: m.ShopManagementScreen })),
);
const StoreSettingScreen = lazy(() =>
  import("./routes/store-setting-screen").then((m) => ({ default: m.StoreSettingScreen })),
);
const PendingPaymentScreen = lazy(() =>
  import("./routes/orders/pending-payment-screen").then((m) => ({ default: m.PendingPaymentScreen })),
);
const PendingShipmentScreen = lazy(() =>
  import("./routes/orders/pending-shipment-screen").then((m) => ({ default: m.PendingShipmentScreen })),
);
const PendingReceiptScreen = lazy(() =>
  import("./routes/orders/pending-receipt-screen").then((m) => ({ default: m.PendingReceiptScreen })),
);
const CompletedOrdersScreen = lazy(() =>
  import("./routes/orders/completed-orders-screen").then((m) => ({ default: m.CompletedOrdersScreen })),
);
const EndedOrdersScreen = lazy(() =>
  import("./routes/orders/ended-orders-screen").then((m) => ({ default: m.EndedOrdersScreen })),
);
const OrderScreen = lazy(() =>
  import("./routes/orders/order-screen").then((m) => ({ default: m.OrderScreen })),
);
const SalesReportScreen = lazy(() =>
  import("./routes/orders/sales-report-screen").then((m) => ({ default: m.SalesReportScreen })),
);
const NotFoundScreen = lazy(() =>
  import("./routes/not-found-screen").then((m) => ({ default: m.NotFoundScreen })),
);

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
