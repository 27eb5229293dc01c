// The API half of the list-and-form kit: one description (shared/resources) -> validated routes.
export { registerResource, registeredResources } from './register-resource';
export { resourceStore, defaultDto, type ResourceStore } from './resource-store';
export { mapDbError, pgInfo } from './db-errors';
export { escapeLike, searchWhere, searchWords, searchVector, searchIndexSql, prefixQuery, pageOf, type ListParams } from './query';
export { allowedSorts, bodySchema, fieldMessages, listQuerySchema, idParamsSchema, idOf, ID_PATTERN, ID_MESSAGES, BODY_MESSAGE, fieldSchema } from './schema';
export { kitValidatorCompiler } from './validator';
export type { ResourceOptions, WriteContext, Row, Joinable } from './types';
