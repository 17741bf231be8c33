import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

/** A deliberate API error: status, coded body (SPEC section 8 families), optional field errors. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly validationErrors: ValidationErrorItem[] | undefined;
  readonly attemptsRemaining: number | undefined;

  constructor(statusCode: number, code: string, message: string, validationErrors?: ValidationErrorItem[], attemptsRemaining?: number) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.validationErrors = validationErrors;
    this.attemptsRemaining = attemptsRemaining;
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

export const badRequest = (code: string, message: string, validationErrors?: ValidationErrorItem[], attemptsRemaining?: number) =>
  new ApiError(400, code, message, validationErrors ?? [], attemptsRemaining);
export const fieldError = (code: string, field: string, message: string, attemptsRemaining?: number) =>
  new ApiError(400, code, message, [{ field, message }], attemptsRemaining);
export const forbidden = (code = 'BP-NFA-403', message = 'You do not have permission to view this information.') =>
  new ApiError(403, code, message);
export const notFound = (code = 'BP-NFA-404', message = 'The requested resource was not found.') =>
  new ApiError(404, code, message);
export const unprocessable = (code: string, message: string) => new ApiError(422, code, message);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error code used for schema-validation failures on this route (SPEC section 8 family). */
    errorCode?: string;
    /** Error code used for any other failure on this route (SPEC section 7 call code). */
    callErrorCode?: string;
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
      return reply.code(400).send({
        code: config?.errorCode ?? 'BP-NFA-400',
        message: 'Some of the information you entered is not valid. Check the fields and try again.',
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
      return reply.code(status).send({ code: config?.errorCode ?? `BP-NFA-${status}`, message: 'The request could not be processed.', validationErrors: [] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: config?.callErrorCode ?? 'BP-NFA-100', message: 'An error occurred. We are working on a fix.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ code: 'BP-NFA-404', message: `No route for ${request.method} ${request.url.split('?')[0]}.` });
  });
}
