import { lazyScreen } from "./lazy-screen";

// Route-level code splitting: each screen is its own chunk, loaded on first use or preloaded at
// start-up for the screen a cold start opens (preload-screen.ts).
export const LoginPage = lazyScreen(() =>
  import("../features/auth/pages/login-page").then((m) => m.LoginPage),
);
export const RegisterScreen = lazyScreen(() =>
  import("./routes/register-screen").then((m) => m.RegisterScreen),
);
export const HomeScreen = lazyScreen(() => import("./routes/home-screen").then((m) => m.HomeScreen));
export const ProductsScreen = lazyScreen(() =>
  import("./routes/products-screen").then((m) => m.ProductsScreen),
);
export const ProductScreen = lazyScreen(() => import("./routes/product-screen").then((m) => m.ProductScreen));
export const ProfileScreen = lazyScreen(() => import("./routes/profile-screen").then((m) => m.ProfileScreen));
export const NotificationsScreen = lazyScreen(() =>
  import("./routes/notifications-screen").then((m) => m.NotificationsScreen),
);
export const VerificationScreen = lazyScreen(() =>
  import("./routes/verification-screen").then((m) => m.VerificationScreen),
);
export const DepositScreen = lazyScreen(() => import("./routes/deposit-screen").then((m) => m.DepositScreen));
export const WithdrawalScreen = lazyScreen(() =>
  import("./routes/withdrawal-screen").then((m) => m.WithdrawalScreen),
);
export const BankCardsScreen = lazyScreen(() =>
  import("./routes/bank-cards-screen").then((m) => m.BankCardsScreen),
);
export const RevenueRecordScreen = lazyScreen(() =>
  import("./routes/revenue-record-screen").then((m) => m.RevenueRecordScreen),
);
export const SystemSettingsScreen = lazyScreen(() =>
  import("./routes/system-settings-screen").then((m) => m.SystemSettingsScreen),
);
export const PlatformInfoScreen = lazyScreen(() =>
  import("./routes/platform-info-screen").then((m) => m.PlatformInfoScreen),
);
export const HelpCenterScreen = lazyScreen(() =>
  import("./routes/help-center-screen").then((m) => m.HelpCenterScreen),
);
export const ShopScreen = lazyScreen(() => import("./routes/shop-screen").then((m) => m.ShopScreen));
export const ShopManagementScreen = lazyScreen(() =>
  import("./routes/shop-management-screen").then((m) => m.ShopManagementScreen),
);
export const StoreSettingScreen = lazyScreen(() =>
  import("./routes/store-setting-screen").then((m) => m.StoreSettingScreen),
);
export const PendingPaymentScreen = lazyScreen(() =>
  import("./routes/orders/pending-payment-screen").then((m) => m.PendingPaymentScreen),
);
export const PendingShipmentScreen = lazyScreen(() =>
  import("./routes/orders/pending-shipment-screen").then((m) => m.PendingShipmentScreen),
);
export const PendingReceiptScreen = lazyScreen(() =>
  import("./routes/orders/pending-receipt-screen").then((m) => m.PendingReceiptScreen),
);
export const CompletedOrdersScreen = lazyScreen(() =>
  import("./routes/orders/completed-orders-screen").then((m) => m.CompletedOrdersScreen),
);
export const EndedOrdersScreen = lazyScreen(() =>
  import("./routes/orders/ended-orders-screen").then((m) => m.EndedOrdersScreen),
);
export const OrderScreen = lazyScreen(() =>
  import("./routes/orders/order-screen").then((m) => m.OrderScreen),
);
export const SalesReportScreen = lazyScreen(() =>
  import("./routes/orders/sales-report-screen").then((m) => m.SalesReportScreen),
);
export const NotFoundScreen = lazyScreen(() =>
  import("./routes/not-found-screen").then((m) => m.NotFoundScreen),
);
