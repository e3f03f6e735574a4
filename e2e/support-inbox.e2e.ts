import { describe, expect, it } from "vitest";
import { chooseLanguage, registerSeller, signInToProfile } from "./support/auth";
import { PHONE_VIEWPORT, uniqueAccount, useBrowser } from "./support/browser";
import {
  DESKTOP_VIEWPORT,
  expectAccessible,
  openScreen,
  shot,
  signInToConsole,
  useConsoleBrowser,
} from "./support/console";

const openPage = useBrowser();
const openConsole = useConsoleBrowser();

describe("the operators' inbox", () => {
  it("a seller's message waits in the console until an operator answers; the seller reads the answer in a notification and in the help centre", async () => {
    const account = uniqueAccount("inbox");
    const question = `Top-up ${account} from yesterday has not arrived.\nReference 0042.`;
    const answer = "We found your transfer: the top-up is confirmed today.\nSorry for the wait.";
    await registerSeller(account);

    // The seller writes from the help centre, on a phone.
    const { page: phone, consoleErrors } = await openPage();
    expect(phone.viewportSize()).toEqual(PHONE_VIEWPORT);
    await signInToProfile(phone, account);
    await chooseLanguage(phone, "en");
    await phone.goto("/help-center");
    await phone.getByTestId("support-message").fill(question);
    await phone.getByTestId("support-send").click();
    await phone.getByTestId("toast").first().waitFor();
    const item = phone.getByTestId("conversation-item").first();
    await expect.poll(() => item.innerText()).toContain("Waiting for an answer");
    expect(await item.innerText()).toContain("Reference 0042.");

    // The operator, at a desk, finds it open and answers it.
    const { page: desk, errors } = await openConsole("en");
    expect(desk.viewportSize()).toEqual(DESKTOP_VIEWPORT);
    await signInToConsole(desk);
    await openScreen(desk, "/support");
    const row = desk.locator("tr.ant-table-row", { hasText: account });
    await row.waitFor();
    expect(await row.innerText()).toContain("Open");
    await shot(desk, "en-support-open");
    await expectAccessible(desk, "support inbox");
    await row.getByRole("button", { name: "Answer" }).click();
    const dialog = desk.locator(".ant-modal", { hasText: `Answer ${account}` });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain("Reference 0042.");
    // An empty answer is refused in the dialog and nothing is sent.
    await dialog.getByRole("button", { name: "Answer" }).click();
    await dialog.getByText("Write the answer").waitFor();
    await dialog.locator("textarea").fill(answer);
    await shot(desk, "en-support-answer-dialog");
    await expectAccessible(desk, "answer dialog", ".ant-modal");
    await dialog.getByRole("button", { name: "Answer" }).click();
    await desk.locator(".ant-message-success").waitFor();
    await row.waitFor({ state: "detached" });
    await desk.locator(".ant-segmented-item", { hasText: "Answered" }).click();
    const answeredRow = desk.locator("tr.ant-table-row", { hasText: account });
    await answeredRow.waitFor();
    expect(await answeredRow.innerText()).toContain("We found your transfer");
    await shot(desk, "en-support-answered");
    await expectAccessible(desk, "answered messages");

    // The seller hears it live and reads it in the notification centre and the help centre.
    await phone.getByTestId("tab-notifications-badge").waitFor({ timeout: 20_000 });
    await phone.goto("/notifications");
    const notice = phone.locator('[data-testid="notification-item"][data-type="system"]').first();
    await notice.waitFor();
    expect(await notice.innerText()).toContain("Customer service answered your message");
    expect(await notice.innerText()).toContain("We found your transfer");
    await shot(phone, "en-seller-answer-notification");
    await phone.goto("/help-center");
    const answered = phone.getByTestId("conversation-answer").first();
    await answered.waitFor();
    expect(await answered.innerText()).toContain("Customer service answered");
    expect(await answered.innerText()).toContain("Sorry for the wait.");
    await answered.scrollIntoViewIfNeeded();
    await shot(phone, "en-seller-help-centre-answer");
    await expectAccessible(phone, "help centre conversation");

    expect(consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
  });
});
