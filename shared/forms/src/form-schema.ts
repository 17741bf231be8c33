// A form's Yup schema and what the portal does with it: the one place that validates a form's values
// and casts them (trims text, turns a formatted phone number into its digits, a typed date into ISO).
// Formik submits the raw values it holds; PortalForm hands onSubmit the cast values from here instead.
import { setIn, getIn } from 'formik';
import { ValidationError, type AnyObjectSchema, type AnySchema, type InferType, type TestContext } from 'yup';

/** The schema of a whole form: a Yup object, one per form. */
export type FormSchema = AnyObjectSchema;

/** What a form hands its onSubmit: the schema's output (trimmed, phone digits, choices as their types). */
export type SubmittedValues<TSchema extends FormSchema> = InferType<TSchema>;

type FieldValue<T> = [T] extends [string | undefined]
  ? string
  : [T] extends [boolean | undefined]
    ? boolean
    : T extends readonly (infer U)[]
      ? FieldValue<U>[]
      : T;

/**
 * What a form holds for a schema: text for every text field (a choice starts as ''), booleans for
 * checkboxes, lists for checkbox groups. Every field has a starting value.
 */
export type FormValues<TSchema extends FormSchema> = { -readonly [K in keyof InferType<TSchema>]-?: FieldValue<InferType<TSchema>[K]> };

/** Field errors as Formik holds them: each field's first message, form-level ones under `root`. */
export type FormErrors = Record<string, unknown>;

export type FormCheck<TOutput> =
  { valid: true; values: TOutput; errors: FormErrors } | { valid: false; values?: undefined; errors: FormErrors };

const validateOptions = { abortEarly: false, stripUnknown: true } as const;
const formRulesTest = 'form-rules';

/** The form's field names, in the order of the schema (the order of the form). */
function fieldOrder(schema: FormSchema): string[] {
  return Object.keys(schema.fields);
}

function errorsOf(schema: FormSchema, error: ValidationError): FormErrors {
  const fields = fieldOrder(schema);
  const position = (item: ValidationError) => {
    const index = fields.indexOf((item.path ?? '').split(/[.[]/)[0] ?? '');
    return index < 0 ? fields.length : index;
  };
  const items = error.inner.length > 0 ? error.inner : [error];
  // The fields' own errors in the order of the form, each field's in the order of its rules, then the
  // errors of the rules on the whole form (withFormRules). A field shows its first.
  const ordered = [
    ...items.filter((item) => item.type !== formRulesTest).sort((a, b) => position(a) - position(b)),
    ...items.filter((item) => item.type === formRulesTest),
  ];
  let errors: FormErrors = {};
  for (const item of ordered) {
    const path = item.path ?? '';
    if (getIn(errors, path) === undefined) errors = setIn(errors, path, item.message);
  }
  return errors;
}

/**
 * The cast values with the fields in the order of the schema, a field whose cast is empty (an
 * optional phone left blank) kept as undefined, and anything the schema does not name left out.
 */
function submitted(schema: FormSchema, input: unknown, cast: Record<string, unknown>): Record<string, unknown> {
  const given = input !== null && typeof input === 'object' ? input : {};
  const values: Record<string, unknown> = {};
  for (const field of fieldOrder(schema)) if (field in cast || field in given) values[field] = cast[field];
  return values;
}

/**
 * Validates a form's values with its schema. Valid: the cast values, as a form submits them; invalid:
 * each field's first error, in the order the error summary lists them.
 */
export function checkForm<TSchema extends FormSchema>(schema: TSchema, values: unknown): FormCheck<InferType<TSchema>> {
  try {
    const cast = schema.validateSync(values, validateOptions) as Record<string, unknown>;
    return { valid: true, values: submitted(schema, values, cast) as InferType<TSchema>, errors: {} };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return { valid: false, errors: errorsOf(schema, error) };
  }
}

/** The first message a field's schema gives for a value (what the field would show), or null. */
export function fieldProblem(schema: AnySchema, value: unknown): string | null {
  try {
    schema.validateSync(value, validateOptions);
    return null;
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return (error.inner[0] ?? error).message;
  }
}

/** A field's problem, or nothing: `null`, `undefined` and `false` mean the field is fine. */
export type FieldProblem = readonly [field: string, problem: string | null | undefined | false];

/**
 * Rules that look at several fields at once (a password that must differ from the username, a
 * confirmation, a date range, the fields a choice asks for). They get the cast values and the values
 * as typed. Each problem lands on its field; the fields' own rules run too and a field shows its first
 * problem, its own rules' before these.
 */
export function withFormRules<TSchema extends FormSchema>(
  schema: TSchema,
  problems: (values: InferType<TSchema>, typed: FormValues<TSchema>) => Iterable<FieldProblem>,
): TSchema {
  return schema.test({
    name: formRulesTest,
    test(values: InferType<TSchema>, context: TestContext) {
      const typed = context.originalValue as FormValues<TSchema>;
      const errors = [...problems(values, typed)].flatMap(([path, message]) => (message ? [context.createError({ path, message })] : []));
      return errors.length === 0 || new ValidationError(errors);
    },
  });
}

/** The text a member typed into a field, before the schema's casts (for rules that check it as typed). */
export function typedText(context: TestContext): string {
  const typed: unknown = context.originalValue;
  return typeof typed === 'string' ? typed : '';
}
