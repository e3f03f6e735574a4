import { vi } from "vitest";

/**
 * For component tests only: the api-client's calls are recorded and never answered, so a form
 * stays as it was when it sent (`vi.mock(".../lib/api-client", () => import(".../api-client-stand-in"))`).
 * A test that needs an answer gives one with vi.mocked(apiRequest).
 */
export const apiRequest = vi.fn(
  (_path: string, _options?: { method?: string; body?: unknown; auth?: boolean }) =>
    new Promise<never>(() => undefined),
);

export const fetchPrivateFile = vi.fn(() => new Promise<never>(() => undefined));
