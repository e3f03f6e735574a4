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
 * - `app`: the entry's static imports and the sign-in screen's (every signed-in screen loaded
 *   most of the sign-in's anyway); `signed-in`: what the first signed-in screens add. A cold
 *   /login downloads no signed-in code.
 * - `<screen>-only`: what one first screen alone reaches (its carousel, its lists, its dialogs):
 *   a cold start on another screen neither downloads nor runs it. Its styles stay in `signed-in`:
 *   one stylesheet blocks the first paint, not one more per screen.
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
    /** The one first screen that reaches a module, when only one does (and nothing every start loads). */
    const onlyScreen = (id: string) => {
      if (everyStart.has(id) || STYLESHEET.test(id)) return undefined;
      const reaching = screens.filter((_, index) => screenReach[index]?.has(id));
      return reaching.length === 1 ? reaching[0] : undefined;
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
          const screen = group === "signed-in" ? onlyScreen(id) : undefined;
          result.set(id, screen === undefined ? group : `${chunkName(screen)}-only`);
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
