import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sellerProfileSchema } from "./seller";
import { sellerProfileSchema as sellerProfileAnswer } from "./seller-answers";

describe("the seller's profile answer", () => {
  // The server checks the profile before each answer: zod compiles a classic object's parse only.
  it("is a classic object for the server on the shape the seller app reads", () => {
    expect(sellerProfileSchema).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(sellerProfileSchema.shape)).toEqual(Object.keys(sellerProfileAnswer.shape));
  });
});
