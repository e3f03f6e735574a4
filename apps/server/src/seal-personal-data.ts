import type { Database } from "./db/client";
import type { FieldCipher } from "./lib/field-encryption";
import { sealPlainCardNumbers } from "./modules/bank-cards/service";
import { getOrCreateInternalValue } from "./modules/system/service";
import { sealPlainIdNumbers } from "./modules/verification/submit";
import { sealPlainWithdrawalCards } from "./modules/wallet/withdrawal-service";

const KEY_CHECK = "seller-centre data key";

/**
 * Run at start, after the migrations and before the server listens:
 * - the configured key must open what earlier starts sealed (a sealed check
 *   value is kept in the database, never the key): a wrong or lost key stops
 *   the start with a clear message instead of failing on every read later;
 * - card and ID numbers written before encryption existed are sealed in place.
 */
export async function sealPersonalData(db: Database, cipher: FieldCipher) {
  const check = await getOrCreateInternalValue(db, "data-key-check", () =>
    cipher.seal("key_check", KEY_CHECK),
  );
  let opened: string | undefined;
  try {
    opened = cipher.open("key_check", check);
  } catch {
    opened = undefined;
  }
  if (opened !== KEY_CHECK) {
    throw new Error(
      "DATA_ENCRYPTION_KEY is not the key this database's card and ID numbers were sealed with; start with that key",
    );
  }
  const cards = await sealPlainCardNumbers(db, cipher);
  const withdrawalCards = await sealPlainWithdrawalCards(db, cipher);
  const identities = await sealPlainIdNumbers(db, cipher);
  return { cards, withdrawalCards, idNumbers: identities.sealed, duplicateIdNumbers: identities.duplicates };
}
