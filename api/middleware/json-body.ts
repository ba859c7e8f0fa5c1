/**
 * Reading a JSON body at the edge: size limit (413), content type (415),
 * well-formed JSON (400, from hono's validator) and the zod schema (400 with
 * one message per bad field). A rejected request never reaches a handler:
 * each refusal is thrown as an ApiFailure (api/failure.ts).
 */
import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { firstMessages } from '../../contract/field-messages';
import { bodyNotObject, notJson, requestTooLarge } from '../../contract/messages/requests';
import { ApiFailure } from '../failure';

/** Largest request body the API reads, in bytes; a full form is far below it. */
export const MAX_BODY_BYTES = 32 * 1024;

/**
 * 413 for a body over `maxBytes`, before it is read whole. A declared
 * Content-Length (without Transfer-Encoding) is judged from the header, as
 * hono's bodyLimit would; asking bodyLimit for it would first turn the Node
 * request into a web Request with a body stream, a quarter of a submission's
 * server time, only to read that header. Node's parser holds the body to
 * the declared length. A body sent without a declared length is counted by
 * hono's bodyLimit as it arrives.
 */
export function limitBodyTo(maxBytes: number): MiddlewareHandler {
  const tooLarge = (): never => {
    throw new ApiFailure(413, requestTooLarge(maxBytes));
  };
  const limitStreamedBody = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return (c, next) => {
    const declared = c.req.header('Content-Length');
    if (declared !== undefined && c.req.header('Transfer-Encoding') === undefined) {
      return Number.parseInt(declared, 10) > maxBytes ? tooLarge() : next();
    }
    return limitStreamedBody(c, next);
  };
}

/** 413 for a body over MAX_BODY_BYTES (the forms' and the admin's requests). */
export const limitBody = limitBodyTo(MAX_BODY_BYTES);

/** 415 unless the body is declared as JSON. */
export const requireJson: MiddlewareHandler = async (c, next) => {
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') throw new ApiFailure(415, notJson);
  await next();
};

/** Field → first message, for the fields zod rejected; a body that is not an object maps to `body`, with the API's message for it. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors = firstMessages(issues);
  if (errors.body !== undefined) errors.body = bodyNotObject;
  return errors;
}

/**
 * Checks the JSON body against `schema` and leaves the result in
 * `c.req.valid('json')`; use after limitBody and requireJson.
 */
export function validJson<T extends z.core.$ZodType>(schema: T) {
  return zValidator('json', schema, (result) => {
    if (!result.success) {
      const errors = fieldErrors(result.error.issues);
      throw new ApiFailure(400, Object.values(errors).join(' '), { errors });
    }
  });
}
