import { type ErrorEnvelope, errorCodes, fallbackErrorMessage } from '@jono/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
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
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The request body does not match its Content-Length',
  },
};

function send(reply: FastifyReply, status: number, envelope: ErrorEnvelope) {
  return reply.status(status).type('application/json; charset=utf-8').send(envelope);
}

/** "body.services.0.quantity: Too small: expected number to be >=1" */
function describeValidationError(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const field = [error.validationContext, ...first.instancePath.split('/').filter(Boolean)]
    .filter(Boolean)
    .join('.');
  return field ? `${field}: ${first.message}` : (first.message ?? error.message);
}

/**
 * One error handler for the whole app (DESIGN section 6): every failure leaves as the
 * envelope, client mistakes as 4xx with a message that names the problem, and server
 * faults as a 500 whose details stay in the log.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
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

/** Unknown API paths answer the envelope; the web app's fallback is registered separately. */
export function apiNotFound(reply: FastifyReply, method: string, url: string) {
  return send(reply, 404, {
    ok: false,
    message: `No API route ${method} ${url.split('?')[0]}`,
    code: errorCodes.notFound,
  });
}
