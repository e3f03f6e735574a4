/**
 * Catalogue pages read in the last second, per process: the same search asked again within it is
 * answered from memory instead of a trigram match, a sort and an exact count over the catalogue
 * (bench/README.md, "keyword"). What is kept is what every caller sees alike (the rows, their
 * images, the exact total, the categories); what depends on the caller (the cost price, a
 * seller's favourites and store) is still read per request.
 *
 * Freshness: whatever this process changes is seen by its next read (`forget()` after every
 * write it answers, app.ts); a change made by another process or a background job shows within
 * `ttlMs`. A read that fails is not kept. A read still running when `forget()` is called is
 * dropped, so a request that comes after a write never joins a read that began before it.
 */
/** How long a page is kept unless CATALOGUE_PAGE_MS says otherwise. */
export const DEFAULT_PAGE_MS = 1000;

export class RecentPages<T> {
  readonly #pages = new Map<string, { expires: number; page: Promise<T> }>();

  constructor(
    readonly ttlMs: number,
    readonly maxPages: number,
    readonly now: () => number = () => performance.now(),
  ) {}

  read(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const kept = this.#pages.get(key);
    if (kept && kept.expires > now) return kept.page;
    this.#pages.delete(key);
    const entry = { expires: now + this.ttlMs, page: load() };
    this.#pages.set(key, entry);
    // The oldest key goes first: a Map iterates in the order keys were set.
    if (this.#pages.size > this.maxPages) {
      const oldest = this.#pages.keys().next().value;
      if (oldest !== undefined) this.#pages.delete(oldest);
    }
    entry.page.catch(() => {
      if (this.#pages.get(key) === entry) this.#pages.delete(key);
    });
    return entry.page;
  }

  forget(): void {
    this.#pages.clear();
  }

  get size(): number {
    return this.#pages.size;
  }
}
