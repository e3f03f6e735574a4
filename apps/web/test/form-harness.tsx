import th from "@seller/contract/locales/th.json";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, expect, vi } from "vitest";
import { apiRequest } from "../src/lib/api-client";
import { initI18n } from "../src/lib/i18n";

/**
 * For component tests of the seller's forms: the form renders in Thai, the platform's language,
 * with its requests caught by the mocked api-client (api-client-stand-in.ts), so a test reads
 * what the form would send, or that it sent nothing.
 */
export const FORM_LANGUAGE = "th";

/**
 * Texts loaded once; each test starts with an empty page and no requests recorded, and,
 * for a form with the slide verifier, a track the slide can complete (giveSlideTrackWidth).
 */
export function setUpFormTests({ slide = false } = {}): void {
  beforeAll(async () => {
    // The sign-in form loads its schema on first use: on a busy two-core machine, over the default second.
    configure({ asyncUtilTimeout: 5_000 });
    await initI18n(FORM_LANGUAGE);
  });
  if (slide) beforeEach(giveSlideTrackWidth);
  afterEach(() => {
    cleanup();
    vi.mocked(apiRequest).mockClear();
  });
}

/** The text a seller reads for a locale key, straight from the locale file rather than through the app. */
export function localeText(key: string): string {
  const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], th);
  if (typeof text !== "string") throw new Error(`no text for ${key} in ${FORM_LANGUAGE}`);
  return text;
}

/** The form under test inside what the app gives it: a query client (no retries) and a router. */
export function renderForm(form: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{form}</MemoryRouter>
    </QueryClientProvider>,
  );
}

export function type(testId: string, value: string): void {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

/** A refused case for it.each: what it is, the fields typed differently, the locale key of its message. */
export type RefusedCase = [name: string, changes: Record<string, string>, messageKey: string];

/**
 * The rules of a password being chosen and typed twice (contract passwords.ts, asNewPassword):
 * the cases for the two fields given; the too-short message is the form's own.
 */
export function chosenPasswordCases(password: string, confirm: string, tooShortKey: string): RefusedCase[] {
  const twice = (value: string) => ({ [password]: value, [confirm]: value });
  return [
    ["a short password", twice("kl3Qm"), tooShortKey],
    ["a common password", twice("password1"), "security.passwordTooCommon"],
    ["a password of spaces", twice("       "), "security.passwordBlank"],
    ["no confirmation", { [confirm]: "" }, "validation.confirmPasswordRequired"],
    ["a confirmation that differs", { [confirm]: "kl3Qm9zS" }, "validation.passwordsMismatch"],
  ];
}

/** Types each value into the field of its test id. */
export function typeAll(fields: Record<string, string>): void {
  for (const [testId, value] of Object.entries(fields)) type(testId, value);
}

/** Submits the form on the page, as Enter or its submit button would. */
export function submit(): void {
  const form = document.querySelector("form");
  if (!form) throw new Error("no form on the page");
  fireEvent.submit(form);
}

/** What the form sent: every call but reads (GET), as [path, options]. */
export function requestsSent(): unknown[][] {
  return vi.mocked(apiRequest).mock.calls.filter(([, options]) => (options?.method ?? "GET") !== "GET");
}

/** Shows the message, then proves nothing was sent (the check is asynchronous, so the message comes first). */
export async function expectRefused(message: string): Promise<void> {
  await screen.findByText(message);
  expect(requestsSent()).toEqual([]);
}

/**
 * jsdom lays nothing out: the slide verifier's track gets a width, and the End key (the slider's
 * keyboard way to the end, spec section 4) completes it.
 */
function giveSlideTrackWidth(): void {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(320);
}

export function slideThrough(): void {
  fireEvent.keyDown(screen.getByTestId("slide-handle"), { key: "End" });
}

/**
 * The slide is checked after the fields, so a refusal alone cannot show that nothing went out:
 * after the change given, the slide done and a second submit, the second request must be the only one.
 */
export async function expectSentOnlyAfterSlide(
  change: () => void,
  path: string,
  body: object,
): Promise<void> {
  await expectRefused(localeText("validation.slideRequired"));
  change();
  slideThrough();
  submit();
  await waitFor(() => expect(requestsSent()).toMatchObject([[path, { body }]]));
}
