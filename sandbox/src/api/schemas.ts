import { Type, type TSchema } from 'typebox';

export const ErrorBody = Type.Object(
  {
    code: Type.String({ description: 'Error code (SPEC section 8 family, or BP-NFA-xxx)' }),
    message: Type.String(),
    validationErrors: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
    attemptsRemaining: Type.Optional(Type.Integer({ minimum: 0, description: 'Tries left before a limited check (passcode, security answers) ends the attempt' })),
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

export const Phone10 = Type.String({ pattern: '^[0-9]{10}$', description: 'Ten digits including area code' });
export const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
/** Plain text field: trims to at least one character. */
export const Text = (max: number, min = 1) => Type.String({ minLength: min, maxLength: max, pattern: '\\S' });

export const Ok = Type.Object({ status: Type.Literal('ok'), message: Type.Optional(Type.String()) });
export const ok = (message?: string) => (message ? { status: 'ok' as const, message } : { status: 'ok' as const });
