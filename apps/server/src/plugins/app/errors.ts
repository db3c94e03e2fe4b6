import { errorCodes, fallbackErrorMessage } from '@jono/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sendEnvelope as send } from '../../lib/error-envelope';
import { codeForStatus, HttpError } from '../../lib/http-error';

/** Fastify's own client-error codes, told in words a person understands. */
const fastifyClientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'The request body is empty but its content type is JSON',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'This content type is not accepted here',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    message: 'Send this form as multipart/form-data',
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'The file is larger than 5 MB' },
  FST_FILES_LIMIT: { status: 413, message: 'Send one file at a time' },
  FST_FIELDS_LIMIT: { status: 413, message: 'The form has too many fields' },
  FST_PARTS_LIMIT: { status: 413, message: 'The form has too many parts' },
  // The multipart library says 406, but the fault is the field's content, not the Accept header.
  FST_INVALID_JSON_FIELD_ERROR: {
    status: 400,
    message: 'A form field marked as JSON is not valid JSON',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The request body does not match its Content-Length',
  },
};

/** The first failing field's path inside its part of the request: "services.0.quantity". */
function failingFieldOf(error: FastifyError): string | undefined {
  const path = error.validation?.[0]?.instancePath.split('/').filter(Boolean).join('.');
  return path || undefined;
}

/** "body.services.0.quantity: Too small: expected number to be >=1" */
function describeValidationError(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const field = [error.validationContext, failingFieldOf(error)].filter(Boolean).join('.');
  return field ? `${field}: ${first.message}` : (first.message ?? error.message);
}

/**
 * One error handler for the whole app: every failure leaves as the
 * envelope, client mistakes as 4xx with a message that names the problem, and server
 * faults as a 500 whose details stay in the log.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        reply.headers(error.headers);
        return send(reply, error.statusCode, {
          ok: false,
          message: error.message,
          code: error.code,
          ...error.details,
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return send(reply, 400, {
          ok: false,
          message: describeValidationError(error),
          code: errorCodes.validation,
          field: failingFieldOf(error),
        });
      }
      const known = error.code ? fastifyClientErrors[error.code] : undefined;
      if (known) {
        return send(reply, known.status, {
          ok: false,
          message: known.message,
          code: codeForStatus(known.status),
        });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return send(reply, status, {
          ok: false,
          message: error.message,
          code: codeForStatus(status),
        });
      }
      request.log.error({ err: error }, 'request failed');
      return send(reply, 500, {
        ok: false,
        message: fallbackErrorMessage,
        code: errorCodes.internal,
      });
    });
  },
  { name: 'errors' },
);

/** What the router refuses before any route or hook runs, in words and with a status. */
const routerErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not validly percent-encoded' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'A part of the address is too long' },
};

/**
 * Fastify's `frameworkErrors` option: the router answers a badly encoded or overlong path
 * on its own, bypassing the error handler, with a body of its own shape that echoes the
 * address. This gives it the envelope instead.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const known = error.code ? routerErrors[error.code] : undefined;
  if (!known) {
    request.log.error({ err: error }, 'request failed before routing');
    return send(reply, 500, {
      ok: false,
      message: fallbackErrorMessage,
      code: errorCodes.internal,
    });
  }
  return send(reply, known.status, {
    ok: false,
    message: known.message,
    code: codeForStatus(known.status),
  });
}
