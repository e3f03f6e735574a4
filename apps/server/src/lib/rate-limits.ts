import { SIGNIN_FAILURES_PER_ACCOUNT_HOUR } from "@seller/contract/constants";

/** A number of attempts allowed per window. */
export type Limit = { max: number; windowMs: number };

export type RateLimits = {
  /** Seller sign-in, per client address (the counter store: memory, or Redis shared by every node). */
  signinPerAddress: Limit;
  /** Registration, per client address (the counter store: memory, or Redis shared by every node). */
  registerPerAddress: Limit;
  /** Operator sign-in, per client address (the counter store). */
  operatorSigninPerAddress: Limit;
  /**
   * Sign-in attempts that did not succeed, per account name (sellers and
   * operators separately), from any address, counted in the database so the
   * limit holds across server nodes. Unknown account names are counted too.
   */
  signinPerAccount: Limit;
  /** Two-factor codes (sign-in, enable, disable) per account, in the database: a 6-digit code is guessable. */
  twoFactorPerAccount: Limit;
  /** Answers to sign-in challenges, per client address. */
  twoFactorPerAddress: Limit;
  /** Current-password checks of a signed-in account (password change, two-factor off), in the database. */
  passwordCheckPerAccount: Limit;
  /** Forgot-password requests, per client address. */
  forgotPasswordPerAddress: Limit;
  /** Messages to customer support, per seller, in the database. */
  contactSupportPerSeller: Limit;
  /** Messages from the forgot-password dialog (signed out), per client address, in the database. */
  forgotMessagePerAddress: Limit;
  /** Storefront reads (store, product, order page), per client address: buyers need no account. */
  storefrontReadPerAddress: Limit;
  /** Storefront writes (orders, cancel, confirm, review, payment), per client address. */
  storefrontWritePerAddress: Limit;
  /** Every signed-in seller's writes (POST, PUT, PATCH, DELETE) together, per seller (the counter store: memory, or Redis shared by every node). */
  writesPerSeller: Limit;
  /** Order lookups (order number and phone), per client address, in the database. */
  orderLookupPerAddress: Limit;
  /** Order lookups per order number from any address, in the database: a known number's phone is not guessable. */
  orderLookupPerOrderNumber: Limit;
};

const MINUTE = 60_000;

/**
 * The limits of the running server (DECISIONS.md: "sign-in and register are
 * rate limited per address and per account"). Per-address limits are generous
 * because many Thai mobile users share one carrier address (CGNAT). What stops
 * guessing is the lock of an account from one address after 5 wrong passwords
 * in a row, and beyond it 100 failures per account per hour from all addresses
 * together (ASVS 2.2.1), which someone guessing from many addresses reaches
 * long before the owner is bothered. Tests pass smaller values through buildApp.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signinPerAddress: { max: 30, windowMs: MINUTE },
  registerPerAddress: { max: 30, windowMs: 60 * MINUTE },
  operatorSigninPerAddress: { max: 10, windowMs: MINUTE },
  signinPerAccount: { max: SIGNIN_FAILURES_PER_ACCOUNT_HOUR, windowMs: 60 * MINUTE },
  // 10 guesses in 15 minutes against 3 valid codes in a million: about 1 in 30,000 a window.
  twoFactorPerAccount: { max: 10, windowMs: 15 * MINUTE },
  twoFactorPerAddress: { max: 30, windowMs: MINUTE },
  passwordCheckPerAccount: { max: 10, windowMs: 15 * MINUTE },
  forgotPasswordPerAddress: { max: 10, windowMs: MINUTE },
  contactSupportPerSeller: { max: 5, windowMs: 60 * MINUTE },
  forgotMessagePerAddress: { max: 3, windowMs: 60 * MINUTE },
  // A buyer's page polls its order every 5 s and scrolls the store: room for that from one carrier
  // address shared by many phones (CGNAT), not for scraping the shop or flooding it with orders.
  storefrontReadPerAddress: { max: 300, windowMs: MINUTE },
  storefrontWritePerAddress: { max: 30, windowMs: MINUTE },
  // Two a second: far above what a person does on any screen (bulk moves are one call), far below
  // what a script flooding the server with costly writes needs.
  writesPerSeller: { max: 120, windowMs: MINUTE },
  // A buyer who lost the link looks up once or twice, mistyping now and then. Per order number,
  // 10 tries an hour against about 300 million mobile numbers: nobody finds a phone by guessing.
  orderLookupPerAddress: { max: 20, windowMs: 15 * MINUTE },
  orderLookupPerOrderNumber: { max: 10, windowMs: 60 * MINUTE },
};
