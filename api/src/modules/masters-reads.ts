import type { FastifyInstance } from 'fastify';
import type { ResourceDesc } from 'shared/resources';
import type { RouteRight } from '../http/types';
import {
  allowedSorts,
  fieldMessages,
  idOf,
  idParamsSchema,
  kitValidatorCompiler,
  listQuerySchema,
  type ListParams,
  type ResourceStore,
} from '../kit/index';
import { notFound } from '../http/errors';
import { kitAnswers } from '../kit/answers';

/**
 * The list and read routes of an "ungated" master (spec section 2: in the menu for everyone), under
 * a wider right than its writes: any signed-in user reads, only the description's right changes.
 * Register the resource with `routes: { list: false, read: false }` and call this after it.
 */
export function openReads(app: FastifyInstance, store: ResourceStore, desc: ResourceDesc, right: RouteRight = 'authenticated'): void {
  // The description says so too: the Master Tab offers its list to users without its right.
  if (!desc.openReads) throw new Error(`${desc.name}: set openReads in its description to open its reads.`);
  const config = { right, messages: fieldMessages(desc) };
  const route = { validatorCompiler: kitValidatorCompiler };
  const answers = kitAnswers(desc);
  app.get<{ Querystring: ListParams }>(
    `/api/${desc.path}`,
    { ...route, schema: { querystring: listQuerySchema(desc, allowedSorts(desc)), response: answers.list }, config },
    (req) => store.list(req.query, req),
  );
  app.get<{ Params: { id: string } }>(
    `/api/${desc.path}/:id`,
    { ...route, schema: { params: idParamsSchema, response: answers.read }, config },
    async (req) => {
      const data = await store.read(idOf(req.params.id));
      if (!data) throw notFound(`No such ${desc.singular}.`);
      return { data };
    },
  );
}
