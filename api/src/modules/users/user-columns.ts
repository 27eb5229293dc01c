import type { Row } from '../../kit/index';

/** A users list row as answered: the rating as a number, the time stamps as ISO text. */
export function userDto(row: Row): Row {
  return {
    ...row,
    rating: Number(row.rating),
    created_at: row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at,
    updated_at: row.updated_at instanceof Date ? row.updated_at.toISOString() : row.updated_at,
  };
}
