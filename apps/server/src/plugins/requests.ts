import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { UploadPace } from '../config.js';
import { installErrorHandler } from '../http/error-handler.js';
import { forbidCachingApiAnswers } from '../http/no-store.js';
import { serializerCompiler } from '../http/response-serializer.js';
import { drainUnreadBodies } from '../http/unread-body.js';
import { watchBodyPace } from '../http/upload-pace.js';
import { validatorCompiler } from '../http/validator.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The pace every upload's body must keep (config.uploadPace). */
    readonly uploadPace: UploadPace;
  }
}

export interface RequestsOptions {
  readonly uploadPace: UploadPace;
}

/**
 * How every request is read, checked, logged and answered: the content types the API takes,
 * the contract's validation, the answers' serializers, the one error handler, one log line per request, no caching of API
 * answers, and bodies that must keep the upload pace.
 */
const requests: FastifyPluginAsync<RequestsOptions> = async (app, { uploadPace }) => {
  // The API speaks JSON (and, for uploads, what their routes add); plain text is a mistake: 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        // The path only: a query may carry secrets (a signed document link's signature).
        url: request.url.split('?', 1)[0],
        status: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
  });
  forbidCachingApiAnswers(app);
  app.decorate('uploadPace', uploadPace);
  // A JSON body keeps the same pace as an upload (multipart forms watch theirs as they read).
  app.addHook('preParsing', async (request, _reply, payload) => {
    const type = request.headers['content-type'] ?? '';
    if (request.raw.complete || type.startsWith('multipart/')) return payload;
    // Read through a stream of its own, so that a refusal ends the reading, not the connection.
    const watched = payload.pipe(new PassThrough());
    watchBodyPace(request.raw, uploadPace).tooSlow.catch((error: Error) => {
      payload.unpipe(watched);
      watched.destroy(error);
    });
    return watched;
  });
  // What is left of a refused upload must arrive as fast as an upload has to.
  drainUnreadBodies(app, uploadPace.idleSeconds * 1000);
};

export const requestsPlugin = fp(requests, { name: 'requests', fastify: '5.x' });
