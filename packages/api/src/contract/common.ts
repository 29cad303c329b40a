import { type Static, Type } from 'typebox';

/** Every non-2xx answer. CSV uploads add `errors`. */
export const ErrorBody = Type.Object({
  message: Type.String(),
  errors: Type.Optional(
    Type.Array(
      Type.Object({
        row: Type.Integer(),
        column: Type.String(),
        message: Type.String(),
      }),
    ),
  ),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** Ids are 24 lowercase hexadecimal characters (design.md §4). */
export const Id = Type.String({ pattern: '^[0-9a-f]{24}$' });

/** The part of every paginated list query that the shared table drives. */
export const ListQuery = Type.Object({
  includeTotal: Type.Optional(Type.Boolean()),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  sort: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(-1)])),
});
export type ListQuery = Static<typeof ListQuery>;

/** A message-only success answer. */
export const MessageBody = Type.Object({ message: Type.String() });
export type MessageBody = Static<typeof MessageBody>;
