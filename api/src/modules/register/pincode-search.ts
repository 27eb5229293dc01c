import type { FastifyInstance } from 'fastify';
import { REGISTER_PINCODES_SOURCE } from 'mfe-auth/model';
import type { PincodeChoice } from 'shared/resources';
import type { AppContext } from '../../context';
import { hit, tooMany } from '../auth/throttle';
import { PINCODE_SEARCH_QUERY, searchPincodeChoices } from '../pincodes/search';
import { pincodeChoicesAnswer } from '../pincodes/answers';
import { PINCODE_SEARCHES_PER_MINUTE, PINCODE_SEARCHES_TOO_MANY } from './limits';

/**
 * GET /api/register/pincodes?search=: the pincode search of the public registration page ("Pincodes
 * You Cover"). No login; the staff lookup's query and answer (master data only, at most 20), and a
 * fixed per-address window like POST /api/register's, so the master cannot be pulled in bulk.
 */
export function registerPincodeSearch(app: FastifyInstance, { db, config }: Pick<AppContext, 'db' | 'config'>): void {
  app.get<{ Querystring: { search?: string } }>(
    `/api/${REGISTER_PINCODES_SOURCE.path}`,
    { schema: { querystring: PINCODE_SEARCH_QUERY, response: pincodeChoicesAnswer }, config: { right: 'public' } },
    async (request): Promise<{ data: PincodeChoice[] }> => {
      const over = await hit(
        db,
        [{ key: `register-pincodes-ip:${request.ip}`, limit: PINCODE_SEARCHES_PER_MINUTE * config.limitScale, windowSec: 60 }],
        { growing: false },
      );
      if (over) throw tooMany(over, PINCODE_SEARCHES_TOO_MANY);
      return { data: await searchPincodeChoices(db, request.query.search) };
    },
  );
}
