/** Business constants of spec section 9 and DECISIONS.md "Account and session". */
export const PASSWORD_MIN_LENGTH = 6;
/** Argon2 cost grows with input; a cap keeps one request from tying up a core. */
export const PASSWORD_MAX_LENGTH = 128;
/** An operator's chosen password (DECISIONS.md "Operator console"): the console reaches every seller's data. */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;
export const ACCOUNT_MIN_LENGTH = 3;
export const ACCOUNT_MAX_LENGTH = 32;

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const REMEMBERED_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Operators act on sellers' money; their sessions are short and never remembered. */
export const OPERATOR_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const SESSION_EXPIRY_CHECK_MS = 60_000;
/** No session, however often refreshed, lasts longer than this after its password was typed. */
export const SESSION_ABSOLUTE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** DECISIONS "Settings": a session with no use for 7 days ends, whatever its lifetime. */
export const SESSION_IDLE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_DURATION_MS = 15 * 60 * 1000;
/** ASVS 2.2.1: at most 100 failed sign-ins per account per hour, whatever the addresses. */
export const SIGNIN_FAILURES_PER_ACCOUNT_HOUR = 100;
/**
 * DECISIONS "Account and session": over the account-wide limit, an address or device the
 * owner never signed in from waits before its password is checked: 1 s, doubling with each
 * failure over the limit, at most this long.
 */
export const SIGNIN_FRICTION_MAX_DELAY_S = 8;

export const REQUEST_TIMEOUT_MS = 15_000;
export const SLIDE_VERIFY_THRESHOLD = 0.9;
export const SLIDE_HANDLE_WIDTH_PX = 40;
export const BADGE_CAP = 99;
export const LANGUAGE_COOKIE_DAYS = 30;
export const ERROR_DEDUP_MS = 5000;
export const TOKEN_EXPIRED_REDIRECT_MS = 1000;
export const SIGNIN_REDIRECT_MS = 1000;
export const REGISTER_REDIRECT_MS = 1000;
/** PostgreSQL's integer, the type of every row id: a larger number cannot name a row. */
export const ROW_ID_MAX = 2_147_483_647;
/**
 * How long an identity review usually takes, in working days: said wherever a
 * seller waits for it (deposit dialog, withdrawal, profile, bank card).
 */
export const IDENTITY_REVIEW_WORKING_DAYS = "1-2";
/** Lists come in pages of 20 by default and never more than 100 (DECISIONS.md "Catalogue, store and orders"). */
export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
