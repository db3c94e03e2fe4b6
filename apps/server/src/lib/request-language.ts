import { asLanguage, LANGUAGE_HEADER, type Language } from '@jono/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The language a caller's page runs in, sent in its language header: it is stored with what
 * the request creates and picks the words of the mails that follow, so anything Jono does
 * not speak becomes the default rather than being kept as sent.
 */
export const requestLanguage = (request: FastifyRequest): Language =>
  asLanguage(request.headers[LANGUAGE_HEADER]);
