import { describe, expect, it } from "vitest";
import { signedInSeller, useTestApp } from "../../test/app";
import { submitWithImages, uniqueThaiId } from "../../test/verification";
import { call, operatorToken } from "../../test/wallet";

const t = useTestApp();

describe("an identity review in the console", () => {
  it("shows the check-digit result and the other accounts that sent the same ID number", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    const idNumber = uniqueThaiId();
    const first = await signedInSeller(t.app);
    const firstId = (await submitWithImages(t.app, first.token, { id_card_number: idNumber })).response.json()
      .data.id;
    await call(t.app, operator, "POST", `/api/admin/verifications/${firstId}/reject`, { reason: "Blurred" });
    const second = await signedInSeller(t.app);
    const secondId = (
      await submitWithImages(t.app, second.token, { id_card_number: idNumber })
    ).response.json().data.id;

    const review = await call(t.app, operator, "GET", `/api/admin/verifications/${secondId}`);
    expect(review.statusCode).toBe(200);
    expect(review.json().data).toMatchObject({
      id_card_number: idNumber,
      id_number_check: "thai_valid",
      same_id_number: [
        {
          verification_id: firstId,
          seller_id: first.id,
          seller_account: first.account,
          verification_status: "rejected",
        },
      ],
    });
  });

  it("is refused to a seller", async () => {
    const seller = await signedInSeller(t.app);
    const id = (await submitWithImages(t.app, seller.token)).response.json().data.id;
    expect((await call(t.app, seller.token, "GET", `/api/admin/verifications/${id}`)).statusCode).toBe(403);
  });
});
