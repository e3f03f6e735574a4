import { SIGNIN_FAILURES_PER_ACCOUNT_HOUR } from "@seller/contract/constants";

/** A number of attempts allowed per window. */
export type Limit = { max: number; windowMs: number };

export type RateLimits = {
  /** Seller sign-in, per client address (in memory on each node). */
  signinPerAddress: Limit;
  /** Registration, per client address (in memory on each node). */
  registerPerAddress: Limit;
  /** Operator sign-in, per client address. */
  operatorSigninPerAddress: Limit;
  /**
   * Sign-in attempts that did not succeed, per account name (sellers and
   * operators separately), from any address, counted in the database so the
   * limit holds across server nodes. Unknown account names are counted too.
   */
  signinPerAccount: Limit;
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
};
