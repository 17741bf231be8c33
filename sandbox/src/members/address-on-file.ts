// A member's mailing address on file, as the members table stores it and the profile's API answers it.
import { Type, type Static } from 'typebox';

/** The mailing address on file, as the profile shows it and fills its form with. */
export const AddressOnFile = Type.Object({
  address1: Type.String(),
  address2: Type.Optional(Type.String()),
  city: Type.String(),
  stateCode: Type.String(),
  zip: Type.String(),
  homePhone: Type.Optional(Type.String()),
  workPhone: Type.Optional(Type.String()),
});

export type Address = Static<typeof AddressOnFile>;
