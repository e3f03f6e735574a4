const padded = (prefix: string, id: number) => `${prefix}${id.toString().padStart(8, "0")}`;

/** A top-up's reference, quoted with its payment so that it can be matched to the request. */
export const rechargeReference = (id: number) => padded("R", id);

/**
 * A withdrawal's payout reference: the operator quotes it on the bank transfer,
 * so the seller finds the same words on the revenue record and on the statement.
 */
export const withdrawalReference = (id: number) => padded("W", id);
