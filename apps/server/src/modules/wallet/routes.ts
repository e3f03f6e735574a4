import type { FastifyPluginAsync } from "fastify";
import depositRoutes from "./deposit-routes";
import operatorWalletRoutes from "./operator-routes";
import rechargeRoutes from "./recharge-routes";
import { type WalletOptions, walletContext } from "./settings";
import withdrawalRoutes from "./withdrawal-routes";

/** The wallet's HTTP calls: seller (spec section 7) and operator review. */
const walletRoutes: FastifyPluginAsync<WalletOptions> = async (app, options) => {
  const context = walletContext(options);
  await app.register(rechargeRoutes, { context });
  await app.register(withdrawalRoutes, { context });
  await app.register(depositRoutes, { context });
  await app.register(operatorWalletRoutes, { context });
};

export default walletRoutes;
