import type { FastifyError, FastifyInstance } from 'fastify';
import { FileRefusal, HttpError } from './http-error.js';

/**
 * The one error handler. Client mistakes (validation, malformed JSON, unknown content type,
 * oversized body, HttpError) keep their 4xx status and message; anything else is logged and
 * answered with a message that reveals nothing.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({
          message: error.message,
          ...(error instanceof FileRefusal && { errors: error.errors }),
        });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  });
}
