// The API half of the list-and-form kit: one description (shared/resources) -> validated routes.
export { registerResource, registeredResources, csvReply, xlsxReply } from './register-resource';
export type { ResourceStore } from './resource-store';
export { searchWhere, searchIndexSql, type ListParams } from './query';
export {
  allowedSorts,
  bodySchema,
  fieldMessages,
  listQuerySchema,
  idParamsSchema,
  versionOnlyBody,
  idOf,
  ID_PATTERN,
  ID_MESSAGES,
  BODY_MESSAGE,
} from './schema';
export { kitValidatorCompiler } from './validator';
export { registerCommentThread } from './comment-thread';
export { fullName, userFullName } from './person-name';
export type { ResourceOptions, WriteContext, Row } from './types';
