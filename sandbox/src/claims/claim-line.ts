// One service on a claim, as the API states it and the claims table stores it: only `billed` is known
// while the claim is pending; every other figure is null until the claim is decided.
import { Type, type Static } from 'typebox';

/** A figure in dollars, or null while the claim is pending. */
export const NullableMoney = Type.Union([Type.Number(), Type.Null()]);

/** A service line; every figure but `billed` is null while the claim is pending. */
export const ClaimLineSchema = Type.Object({
  line: Type.Integer(),
  procedureCode: Type.String(),
  description: Type.String(),
  billed: Type.Number(),
  allowed: NullableMoney,
  planPaid: NullableMoney,
  deductible: NullableMoney,
  copay: NullableMoney,
  coinsurance: NullableMoney,
  notCovered: NullableMoney,
  remarkCode: Type.Optional(Type.String()),
});

export type ClaimLine = Static<typeof ClaimLineSchema>;
