import { afterEach } from "vitest";

const Built = Intl.DateTimeFormat;

/**
 * Counts the Intl date formatters built from the call on (the costly part of writing a date
 * on a cheap phone), until restoreDateFormattersAfterEach puts the real one back.
 */
export function countBuiltDateFormatters(): { count: number } {
  const built = { count: 0 };
  Intl.DateTimeFormat = class extends Built {
    constructor(...args: ConstructorParameters<typeof Built>) {
      super(...args);
      built.count += 1;
    }
  } as typeof Intl.DateTimeFormat;
  return built;
}

/** For the test files that count: the real constructor back after each test. */
export function restoreDateFormattersAfterEach(): void {
  afterEach(() => {
    Intl.DateTimeFormat = Built;
  });
}
