import { Type, type TSchema } from 'typebox';
import {
  bestDaysToReach,
  bestTimesToReach,
  commentMaxLength,
  companyIdMaxLength,
  companyIdPattern,
  currentPasswordMinLength,
  displayNameMaxLength,
  emailMaxLength,
  fiveDigitZipPattern,
  memberIdMaxLength,
  memberIdMinLength,
  memberIdPattern,
  nameMaxLength,
  newPasswordMinLength,
  passwordMaxLength,
  phonePattern,
  securityAnswerMaxLength,
  securityAnswerMinLength,
  stateCodes,
  usernameMaxLength,
  usernameMinLength,
  usernamePattern,
  zipPattern,
} from '@portal/contracts/field-rules';

export const ErrorBody = Type.Object(
  {
    code: Type.String({ description: 'Error code (docs/product/errors-and-messages.md#errors-dialog family, or BP-NFA-xxx)' }),
    message: Type.String(),
    validationErrors: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
    attemptsRemaining: Type.Optional(
      Type.Integer({ minimum: 0, description: 'Tries left before a limited check (passcode, security answers) ends the attempt' }),
    ),
  },
  { $id: 'ErrorBody', title: 'Error' },
);

const errorRef = Type.Unsafe<unknown>({ $ref: 'ErrorBody#' });

/** Standard error responses for a route, plus its success responses. */
export function responses(ok: Record<number, TSchema>, errors: number[] = [400, 401, 403, 404]): Record<number, TSchema> {
  const out: Record<number, TSchema> = { ...ok };
  for (const status of errors) out[status] = errorRef;
  return out;
}

/** The OpenAPI security requirement of a route that needs the member's (or staff's) bearer token. */
export const bearer = [{ bearerAuth: [] }];

/** A member ID as on the member ID card, wherever a body carries one the member typed. */
export const MemberId = Type.String({ minLength: memberIdMinLength, maxLength: memberIdMaxLength, pattern: memberIdPattern });
export const UserIdParams = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }) });
export const MemberIdParams = Type.Object({ memberId: Type.String({ minLength: 1, maxLength: 32 }) });

export const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
};

export const PageInfo = {
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
};

export const ContractType = Type.Union([Type.Literal('Medical'), Type.Literal('Dental'), Type.Literal('Vision')]);
/** The brand a plan is sold under; the portal draws its theme by it. */
export const BrandTier = Type.Union([
  Type.Literal('HA'),
  Type.Literal('BA'),
  Type.Literal('ABCBS'),
  Type.Literal('ABM'),
  Type.Literal('OCTAVE'),
]);

export const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
/** Plain text field: trims to at least one character. */
export const Text = (max: number, min = 1) => Type.String({ minLength: min, maxLength: max, pattern: '\\S' });

// Fields whose rules the portal's forms apply too: built from the one definition,
// @portal/contracts/field-rules (JSON Schema counts lengths in characters, as the rules do).
export const Phone10 = Type.String({ pattern: phonePattern, description: 'Ten digits including area code' });
/** The "email" format is the shared email pattern (src/validation.ts). */
export const Email = Type.String({ format: 'email', maxLength: emailMaxLength });
/** A new password's length; its other requirements are checked by newPasswordProblem (src/auth/passwords.ts). */
export const NewPassword = Type.String({ minLength: newPasswordMinLength, maxLength: passwordMaxLength });
export const CurrentPassword = Type.String({
  minLength: currentPasswordMinLength,
  maxLength: passwordMaxLength,
  description: 'The current password (asked again for changes that affect sign-in)',
});
export const Username = Type.String({
  minLength: usernameMinLength,
  maxLength: usernameMaxLength,
  pattern: usernamePattern,
  description: `At least ${usernameMinLength} letters and numbers, no spaces`,
});
export const PersonName = Text(nameMaxLength);
export const SecurityAnswer = Text(securityAnswerMaxLength, securityAnswerMinLength);
export const Comments = Text(commentMaxLength);
export const CompanyId = Type.String({ minLength: 1, maxLength: companyIdMaxLength, pattern: companyIdPattern });
export const StateCode = Type.Union(stateCodes.map((code) => Type.Literal(code)));
export const Zip = Type.String({ pattern: zipPattern });
/** Where a search looks: a 5-digit ZIP code alone (cost estimates, primary care providers). */
export const Zip5 = Type.String({ pattern: fiveDigitZipPattern });
export const DisplayName = Text(displayNameMaxLength);
export const BestDay = Type.Union(bestDaysToReach.map((day) => Type.Literal(day)));
export const BestTime = Type.Union(bestTimesToReach.map((time) => Type.Literal(time)));

export const Ok = Type.Object({ status: Type.Literal('ok'), message: Type.Optional(Type.String()) });
export const ok = (message?: string) => (message ? { status: 'ok' as const, message } : { status: 'ok' as const });
