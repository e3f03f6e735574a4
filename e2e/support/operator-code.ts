import { readFileSync, writeFileSync } from "node:fs";
import { inject } from "vitest";
import { codeAtStep, enrolOperator, stepNow } from "./operator-enrol";

type Totp = { token: string; secret: string; lastStep: number };

/** Servers a spec file started itself (demo servers): their operator, enrolled on first use. */
const ownServers = new Map<string, Totp>();

/** The suite server's operator was enrolled by the global setup; the last step used is in a file. */
function suiteState(): Totp {
  const { token, secret, stateFile } = inject("suiteOperator");
  const lastStep = Number(readFileSync(stateFile, "utf8"));
  return { token, secret, lastStep };
}

async function stateOf(baseUrl: string): Promise<Totp> {
  if (baseUrl === inject("baseUrl")) return suiteState();
  let own = ownServers.get(baseUrl);
  if (!own) {
    const enrolled = await enrolOperator(baseUrl);
    own = { token: enrolled.token, secret: enrolled.secret, lastStep: enrolled.step };
    ownServers.set(baseUrl, own);
  }
  return own;
}

/** A signed-in, enrolled operator's token on that server (API calls need no new sign-in). */
export async function operatorTokenOf(baseUrl: string = inject("baseUrl")): Promise<string> {
  return (await stateOf(baseUrl)).token;
}

/**
 * A code the server has not accepted yet, as the phone would show it: each code is accepted
 * once per 30 s step, and the server takes the next step's code too (clock drift), so two
 * sign-ins in one step need no wait and a third waits for the next step.
 */
export async function nextOperatorCode(baseUrl: string = inject("baseUrl")): Promise<string> {
  const state = await stateOf(baseUrl);
  let step = Math.max(stepNow(), state.lastStep + 1);
  while (step > stepNow() + 1) {
    await new Promise((resolve) => setTimeout(resolve, (stepNow() + 1) * 30_000 - Date.now() + 200));
    step = Math.max(stepNow(), state.lastStep + 1);
  }
  if (baseUrl === inject("baseUrl")) writeFileSync(inject("suiteOperator").stateFile, String(step));
  else state.lastStep = step;
  return codeAtStep(state.secret, step);
}
