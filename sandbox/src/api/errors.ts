import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  codedErrors,
  isCallErrorCode,
  triesRemainingSentence,
  type CallErrorCode,
  type CodedError,
  type CodedErrorCode,
  type ErrorCode,
} from '@portal/contracts/error-catalogue';

export interface ValidationErrorItem {
  field: string;
  message: string;
}

export interface ErrorBody {
  code: string;
  message: string;
  validationErrors?: ValidationErrorItem[];
  /** Tries left before a limited check (passcode, security answers) ends the attempt. */
  attemptsRemaining?: number;
}

/**
 * How an error is made: a coded error of docs/product/errors-and-messages.md#errors-call-codes takes its status and its words from the error
 * catalogue (@portal/contracts/error-catalogue: the portal shows the same words for the same code), so
 * it gives neither; a call code (BP-NFA-xxx) gives its status and a technical message. The sandbox can
 * therefore send no code the portal has no words for, and no coded message in other words.
 */
export type ApiErrorInit =
  | { code: CodedErrorCode; validationErrors?: ValidationErrorItem[]; attemptsRemaining?: number; status?: never; message?: never }
  | { code: CallErrorCode; status: number; message: string; validationErrors?: ValidationErrorItem[]; attemptsRemaining?: never };

/** The catalogue's wording of a coded error, with the tries left when a limited check counts them. */
export function codedMessage(code: CodedErrorCode, attemptsRemaining?: number): string {
  const tries = triesRemainingSentence(attemptsRemaining);
  return tries ? `${codedErrors[code].message} ${tries}` : codedErrors[code].message;
}

/** A deliberate API error: status, coded body, optional field errors and tries left. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly validationErrors: ValidationErrorItem[] | undefined;
  readonly attemptsRemaining: number | undefined;

  constructor(init: ApiErrorInit) {
    const entry: CodedError | null = isCallErrorCode(init.code) ? null : codedErrors[init.code];
    super(entry ? codedMessage(init.code as CodedErrorCode, init.attemptsRemaining) : (init.message ?? ''));
    this.statusCode = entry ? (entry.status ?? 400) : (init.status ?? 400);
    this.code = init.code;
    this.validationErrors = init.validationErrors;
    this.attemptsRemaining = init.attemptsRemaining;
  }

  body(): ErrorBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.validationErrors ? { validationErrors: this.validationErrors } : {}),
      ...(this.attemptsRemaining !== undefined ? { attemptsRemaining: this.attemptsRemaining } : {}),
    };
  }
}

/** A coded error as the catalogue defines it; what is wrong with each field goes in `validationErrors`. */
export const coded = (code: CodedErrorCode, options: { validationErrors?: ValidationErrorItem[]; attemptsRemaining?: number } = {}) =>
  new ApiError({ code, ...options });
/** A coded error about one field: the catalogue's words at the top, the field's own on the field. */
export const fieldError = (code: CodedErrorCode, field: string, message: string, attemptsRemaining?: number) =>
  new ApiError({ code, validationErrors: [{ field, message }], attemptsRemaining });
/** A request no member could have made right (call codes: the portal shows the generic message of the status). */
export const callError = (status: number, code: CallErrorCode, message: string, validationErrors?: ValidationErrorItem[]) =>
  new ApiError({ code, status, message, validationErrors });
export const forbidden = (code: CallErrorCode = 'BP-NFA-403', message = 'You do not have permission to view this information.') =>
  callError(403, code, message);
export const notFound = (code: CallErrorCode = 'BP-NFA-404', message = 'The requested resource was not found.') =>
  callError(404, code, message);

/**
 * The member API's codes for statuses no call code covers, each written out: a code built from a
 * template literal could be one the catalogue lacks (an injected 500 sent BP-NFA-500), and the
 * catalogue test's scan of sandbox/src could not see it (shared/contracts/test/error-catalogue.test.ts).
 */
const statusCallCodes: Readonly<Partial<Record<number, CallErrorCode>>> = {
  400: 'BP-NFA-400',
  401: 'BP-NFA-401',
  403: 'BP-NFA-403',
  404: 'BP-NFA-404',
  405: 'BP-NFA-405',
  409: 'BP-NFA-409',
  413: 'BP-NFA-413',
  415: 'BP-NFA-415',
  429: 'BP-NFA-429',
};

/** The member API's code for a status no call code covers (BP-NFA-400, -404, -413...); BP-NFA-400 for any other. */
export function statusCode(status: number): CallErrorCode {
  return statusCallCodes[status] ?? 'BP-NFA-400';
}

/**
 * The code of a failure with this status on a route: a server failure (5xx) is the route's own call
 * code of docs/product/data-and-calls.md#calls-bases (BP-NFA-002 for memberships...), or BP-NFA-100 on a route without one; a 4xx
 * is the status's code. Always a code of the catalogue (@portal/contracts/error-catalogue).
 */
export function failureCode(status: number, callErrorCode?: CallErrorCode): CallErrorCode {
  return status >= 500 ? (callErrorCode ?? 'BP-NFA-100') : statusCode(status);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error code used for schema-validation failures on this route (docs/product/errors-and-messages.md#errors-handling family). */
    errorCode?: ErrorCode;
    /** Error code used for any other failure on this route (docs/product/data-and-calls.md#calls-bases call code). */
    callErrorCode?: CallErrorCode;
    /** Never answered from the read cache: every call must reach the handler's own checks. */
    uncached?: boolean;
  }
}

interface AjvLikeError {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

function fieldOf(err: AjvLikeError, context: string | undefined): string {
  const base = (err.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const missing = err.params?.missingProperty;
  const additional = err.params?.additionalProperty;
  const extra = typeof missing === 'string' ? missing : typeof additional === 'string' ? additional : '';
  const path = [base, extra].filter(Boolean).join('.');
  if (path) return path;
  return context ?? 'body';
}

function messageOf(err: AjvLikeError): string {
  if (err.keyword === 'required') return 'This field is required.';
  if (err.keyword === 'additionalProperties') return 'This field is not allowed.';
  if (err.keyword === 'format') return `Must be a valid ${String(err.params?.format ?? 'value')}.`;
  if (err.keyword === 'enum' && Array.isArray(err.params?.allowedValues)) {
    return `Must be one of: ${(err.params.allowedValues as unknown[]).join(', ')}.`;
  }
  if (err.keyword === 'errorMessage') return err.message ?? 'Invalid value.';
  const msg = err.message ?? 'Invalid value.';
  return msg.charAt(0).toUpperCase() + msg.slice(1) + (msg.endsWith('.') ? '' : '.');
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send(error.body());
    }
    const config = request.routeOptions?.config;
    if (error.validation) {
      const seen = new Set<string>();
      const validationErrors: ValidationErrorItem[] = [];
      for (const item of error.validation as AjvLikeError[]) {
        if (item.keyword === 'if' || item.keyword === 'anyOf' || item.keyword === 'oneOf') continue;
        const field = fieldOf(item, error.validationContext);
        if (seen.has(field)) continue;
        seen.add(field);
        validationErrors.push({ field, message: messageOf(item) });
      }
      const code = config?.errorCode ?? 'BP-NFA-400';
      return reply.code(400).send({
        code,
        message: isCallErrorCode(code)
          ? 'Some of the information you entered is not valid. Check the fields and try again.'
          : codedErrors[code].message,
        validationErrors,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.code(413).send({ code: 'BP-NFA-413', message: 'The request body is too large.' });
    }
    if (status === 415) {
      return reply.code(415).send({ code: 'BP-NFA-415', message: 'Send the request body as application/json.' });
    }
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ code: config?.errorCode ?? statusCode(status), message: 'The request could not be processed.', validationErrors: [] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: failureCode(500, config?.callErrorCode), message: 'An error occurred. We are working on a fix.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ code: 'BP-NFA-404', message: `No route for ${request.method} ${request.url.split('?')[0]}.` });
  });
}
