import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { idOf, idParamsSchema, kitValidatorCompiler } from '../../kit/index';
import { actorOf } from '../cases/actor';
import { issueBankKey, listBankKeys, revokeBankKey, type NewKey } from './keys';
import { BANK_KEY_SCOPES } from 'mfe-masters/model';
import { dataOf, int, listOf, messageOnly, nullable, object, text, time } from '../../http/answer-schemas';

const route = { validatorCompiler: kitValidatorCompiler };
const ID = idParamsSchema.properties.id;
const keyParams = { type: 'object', required: ['id', 'key'], properties: { id: ID, key: ID } };
const newKeyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'scopes'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    scopes: { type: 'array', minItems: 1, maxItems: BANK_KEY_SCOPES.length, items: { type: 'string', enum: [...BANK_KEY_SCOPES] } },
    bank_branch_id: { anyOf: [{ type: 'integer', minimum: 1, maximum: 2_147_483_647 }, { type: 'null' }] },
    expires_at: { anyOf: [{ type: 'string', maxLength: 40 }, { type: 'null' }] },
    rate_per_minute: { type: 'integer', minimum: 1, maximum: 10_000 },
  },
};
// mfe-masters/model BankApiKey: never the token nor its hash.
const key = object({
  id: int,
  bank_id: int,
  bank_branch_id: nullable(int),
  bank_branch_name: nullable(text),
  name: text,
  prefix: text,
  scopes: listOf(text),
  rate_per_minute: int,
  expires_at: nullable(time),
  last_used_at: nullable(time),
  revoked_at: nullable(time),
  created_at: time,
});
const messages = {
  _: { default: 'Send a JSON object: { name, scopes, bank_branch_id, expires_at, rate_per_minute }.' },
  name: { required: 'Name is required', default: 'The name must be text of at most 100 characters.' },
  scopes: { required: 'Choose at least one scope.', minItems: 'Choose at least one scope.', default: 'Choose valid scopes.' },
  bank_branch_id: { default: 'Choose a branch of this bank.' },
  expires_at: { default: 'Expiry must be a date and time.' },
  rate_per_minute: { default: 'The rate must be a whole number from 1 to 10000 per minute.' },
};

/**
 * API keys of a bank, in the bank master (right bank_master_page, staff only: a branch login holds
 * that right to read its bank, never to issue keys): list (never the token), issue (the token is in
 * this one answer), revoke.
 */
export function keyRoutes(app: FastifyInstance, db: Db) {
  const config = { right: 'bank_master_page' as const, messages };
  const list = { 200: dataOf(listOf(key)) };
  app.get<{ Params: { id: string } }>(
    '/api/banks/:id/api-keys',
    { ...route, schema: { params: idParamsSchema, response: list }, config },
    async (req) => {
      actorOf(req);
      return { data: await listBankKeys(db, idOf(req.params.id)) };
    },
  );
  app.post<{ Params: { id: string }; Body: NewKey }>(
    '/api/banks/:id/api-keys',
    // The token is answered here once.
    {
      ...route,
      schema: { params: idParamsSchema, body: newKeyBody, response: { 201: object({ data: key, token: text, message: text }) } },
      config,
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const { key, token } = await issueBankKey(db, idOf(req.params.id), req.body, actor.id);
      return reply.code(201).send({ data: key, token, message: 'API key issued: copy it now, it is not shown again.' });
    },
  );
  app.post<{ Params: { id: string; key: string } }>(
    '/api/banks/:id/api-keys/:key/revoke',
    {
      ...route,
      schema: { params: keyParams, body: { type: 'object', additionalProperties: false, properties: {} }, response: { 200: messageOnly } },
      config,
    },
    async (req) => {
      actorOf(req);
      await revokeBankKey(db, idOf(req.params.id), idOf(req.params.key));
      return { message: 'API key revoked.' };
    },
  );
}
