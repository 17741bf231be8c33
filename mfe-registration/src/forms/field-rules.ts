// Lets a form schema check every field in one pass, in the order of the form, so the error summary
// lists the problems in the order the member meets them (zod would report object-level checks last).
import type { z } from 'zod';

/** The first message a schema gives for a value, or null when the value passes. */
export function problemFrom(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Check this field');
}

export function addFieldProblems(context: z.RefinementCtx, problems: readonly (readonly [field: string, problem: string | null])[]) {
  for (const [field, message] of problems) if (message) context.addIssue({ code: 'custom', path: [field], message });
}
