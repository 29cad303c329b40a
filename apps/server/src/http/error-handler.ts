import { type ErrorCode, errorCodeOfStatus, errorCodes, refusalMessages } from '@satchel/api';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FileRefusal, HttpError } from './http-error.js';

/** Fastify's own refusals of a request, by their internal code, as codes of ours. */
const fastifyCodes: Readonly<Record<string, ErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: errorCodes.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: errorCodes.emptyBody,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: errorCodes.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: errorCodes.tooLarge,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: errorCodes.badLength,
  FST_ERR_BAD_URL: errorCodes.badUrl,
};

/** The code of ours for a client mistake Fastify or a plugin reported with `status`. */
const codeOf = (error: FastifyError, status: number): ErrorCode =>
  (error.code !== undefined && fastifyCodes[error.code]) || errorCodeOfStatus(status);

/**
 * The one error handler: every error answer is `{message, code}` (ErrorBody). Client mistakes
 * (validation, malformed JSON, unknown content type, oversized body, a URL that cannot be
 * decoded, HttpError) keep their 4xx status and message, with a code of ours in place of
 * Fastify's internal `FST_ERR_*`; anything else is logged and answered with a message that
 * reveals nothing.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({
          message: error.message,
          code: error.code,
          ...(error.values && { values: error.values }),
          ...(error instanceof FileRefusal && { errors: error.errors }),
        });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message, code: codeOf(error, status) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ message: refusalMessages[errorCodes.internal], code: errorCodes.internal });
  });
}

/**
 * Errors Fastify answers before a route's hooks run (a URL it cannot decode), which would
 * otherwise have its own body shape: the same `{message, code}` (Fastify's `frameworkErrors`).
 */
export function frameworkErrorAnswer(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  reply.code(status).send({ message: error.message, code: codeOf(error, status) });
}
