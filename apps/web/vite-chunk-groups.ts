/** What a chunk-grouping pass tells about a module (rolldown's `ChunkingContext.getModuleInfo`). */
export type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

/** The roots of each group (module ids, or the end of their path) and the pages the seller app shares code with. */
export type FirstLoadGroups = {
  /** The seller app's entry (index.html): what every seller page runs before its screen. */
  app: string;
  /** The sign-in screen: what a cold /login downloads besides the app (most of it /profile needs too). */
  signIn: string;
  /**
   * The screens a signed-in cold start opens most, one per start (each keeps a chunk: the router
   * imports it). What only one of them reaches goes to `<screen>-only`, not to `signed-in`.
   */
  screens: readonly string[];
  /**
   * The one of them the installed app opens (the manifest's start_url): what the others share
   * without it goes to a chunk named for them (`<screen>-and-<screen>`), not to `signed-in`.
   */
  startScreen: string;
  /** Lazy modules every signed-in cold start loads besides its screen (each keeps a chunk too). */
  withEveryScreen: readonly string[];
  /** What signed-in cold starts load with those screens, merged into their group. */
  signedInAlso: readonly string[];
  /** The storefront's page and the console's: pages with bundles of their own. */
  storefront: string;
  console: string;
  /** Modules that keep their own chunk wherever they are used (texts in one language). */
  keepApart: RegExp;
};
/** Every module the roots reach through static imports, and through dynamic ones too when asked. */
const reach = (graph: ModuleGraph, roots: readonly string[], followDynamic: boolean) => {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    stack.push(...(info?.importedIds ?? []), ...(followDynamic ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
};
const staticClosure = (graph: ModuleGraph, roots: readonly string[]) => reach(graph, roots, false);
const fullReach = (graph: ModuleGraph, roots: readonly string[]) => reach(graph, roots, true);

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const STYLESHEET = /\.css$/;
/** A screen's chunk name: its file's, without the folder and the extension. */
const chunkName = (id: string) => id.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, "");

/**
 * A rolldown `codeSplitting` group name function that puts the seller app's first load in a few
 * chunks instead of the hundred-odd that splitting by screen made, over which a cold /profile on
 * a phone's slow link spent seconds on HTTP/1.1's six connections (bench/cold-profile.bench.ts):
 * - `app`: the entry's static imports and what the sign-in screen shares with the first
 *   signed-in screens; `login-page-only`: what the sign-in alone reaches; `signed-in`: what the
 *   first signed-in screens add. A cold /login downloads no signed-in code, and a signed-in
 *   cold start none of the sign-in's own.
 * - `<screen>-only`: what one first screen alone reaches (its carousel, its lists, its dialogs):
 *   a cold start on another screen neither downloads nor runs it; `<screen>-and-<screen>`: what
 *   first screens share without the installed app's start screen (the catalogue's cards), which
 *   a cold /profile neither downloads nor runs; the libraries they share so (the carousel's and
 *   the pull-to-refresh's springs) go to the config's library groups. The styles stay in
 *   `signed-in`: one stylesheet blocks the first paint, not one more per screen.
 * - A module the storefront or the console may also load never goes there (those pages would
 *   download and run the seller app): it goes to `<group>-and-storefront` when the storefront
 *   loads it at once (one chunk for both groups), `<group>-and-storefront-later` when only later,
 *   `<group>-and-console` when only the console does (with its libraries). Libraries the
 *   storefront loads keep the groups of the config.
 * Groups hold only modules named here, not their dependencies (`includeDependenciesRecursively`).
 */
export function firstLoadGroupName(roots: FirstLoadGroups) {
  let groups: Map<string, string> | null = null;
  const build = (graph: ModuleGraph) => {
    const known = (id: string) => {
      if (!graph.getModuleInfo(id)) throw new Error(`chunk groups: no module ${id}`);
      return id;
    };
    const entry = known(roots.app);
    const everything = fullReach(graph, [entry]);
    const find = (root: string) => {
      for (const id of everything) if (id.endsWith(root)) return id;
      throw new Error(`chunk groups: no module ${root} in the seller app`);
    };
    const storefront = known(roots.storefront);
    const storefrontFirst = staticClosure(graph, [storefront]);
    const storefrontEver = fullReach(graph, [storefront]);
    const consoleEver = fullReach(graph, [known(roots.console)]);
    const sharedWith = (id: string) => {
      if (storefrontFirst.has(id)) return "storefront";
      if (storefrontEver.has(id)) return "storefront-later";
      return consoleEver.has(id) ? "console" : "";
    };
    const needsZod = (id: string) => [...staticClosure(graph, [id])].some((module) => ZOD.test(module));
    const signIn = find(roots.signIn);
    const screens = roots.screens.map(find);
    const withEveryScreen = roots.withEveryScreen.map(find);
    const app = staticClosure(graph, [entry, signIn]);
    const everyStart = staticClosure(graph, [...withEveryScreen, ...roots.signedInAlso.map(find)]);
    const screenReach = screens.map((screen) => staticClosure(graph, [screen]));
    const signedIn = new Set([...everyStart, ...screenReach.flatMap((modules) => [...modules])]);
    // What only the sign-in reaches (its form library, the slide check): a signed-in cold start
    // neither downloads nor runs it. Its styles stay in app, as the screens' stay in signed-in.
    const entryReach = staticClosure(graph, [entry]);
    const signInOnly = (id: string) => !entryReach.has(id) && !signedIn.has(id) && !STYLESHEET.test(id);
    const startScreen = find(roots.startScreen);
    /**
     * The chunk of a module the first screens reach: `<screen>-only` when one alone does,
     * `<screen>-and-<screen>` when several do without the start screen, else signed-in (so too
     * for what every start loads, and for the styles: one stylesheet blocks the first paint).
     */
    const screensChunk = (id: string) => {
      if (everyStart.has(id) || STYLESHEET.test(id)) return "signed-in";
      const reaching = screens.filter((_, index) => screenReach[index]?.has(id));
      if (reaching.length === 1) return `${chunkName(reaching[0] ?? "")}-only`;
      if (reaching.length === 0 || reaching.includes(startScreen)) return "signed-in";
      // A library there (the springs) is left to the config's library groups: a dialog opened on
      // any screen loads it too, and would otherwise load those screens' code with it.
      return NODE_MODULES.test(id) ? null : reaching.map(chunkName).join("-and-");
    };
    // The page's module and its script stay in the entry chunk (without them the page has none);
    // the screens keep theirs, which the router and the route pages name.
    const own = new Set([
      entry,
      ...(graph.getModuleInfo(entry)?.importedIds ?? []),
      signIn,
      ...screens,
      ...withEveryScreen,
    ]);
    const result = new Map<string, string>();
    for (const [modules, group] of [
      [app, "app"],
      [signedIn, "signed-in"],
    ] as const) {
      for (const id of modules) {
        if (result.has(id) || own.has(id) || roots.keepApart.test(id)) continue;
        let shared = sharedWith(id);
        // What the entry shares with the storefront is a few hundred bytes the storefront loads later.
        if (group === "app" && shared === "storefront-later") shared = "storefront";
        if (shared === "") {
          if (group === "signed-in") {
            const chunk = screensChunk(id);
            if (chunk !== null) result.set(id, chunk);
          } else result.set(id, signInOnly(id) ? `${chunkName(signIn)}-only` : group);
        }
        // What the storefront loads at once is a few kilobytes either group may need: one chunk.
        else if (shared === "storefront") {
          // Except what parses with zod (the storefront's answer schemas, zod/mini): a cold /login
          // would load zod/mini with them, which it never runs.
          if (NODE_MODULES.test(id)) continue;
          result.set(id, needsZod(id) ? `${group}-and-storefront-zod` : "app-and-storefront");
        }
        // What needs zod goes with zod: the buyer's order page loads the seller's shared helpers
        // later, not zod (it had been 2.36x bare React with it).
        else if (shared === "storefront-later" && needsZod(id)) result.set(id, `${group}-and-storefront-zod`);
        else if (shared === "console" || !NODE_MODULES.test(id)) result.set(id, `${group}-and-${shared}`);
      }
    }
    return result;
  };
  return (id: string, graph: ModuleGraph): string | null => {
    groups ??= build(graph);
    return groups.get(id) ?? null;
  };
}
