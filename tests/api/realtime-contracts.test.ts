import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { realtimeSchema } from '../../api/src/realtime/schema.ts';
import { chatMessageAnswer, chatRemovalEvent, chatRoomAnswer } from '../../api/src/shared/chat.ts';
import {
  graphqlNotificationPage,
  systemNotificationEvent,
  userNotificationEvent,
} from '../../api/src/shared/realtime.ts';

/**
 * Issue 21: the realtime endpoint's types and the REST answers are one contract. Each GraphQL object
 * type has exactly the fields of the zod schema the faces use (api/src/shared), nested ones too, so a
 * field added to one and not the other fails here.
 */

type Shape = { [field: string]: Shape | true };

/** The field names of a zod object, nested objects and arrays of objects followed. */
function zodShape(schema: z.ZodType): Shape {
  const def = schema.def as {
    type: string;
    shape?: Record<string, z.ZodType>;
    innerType?: z.ZodType;
    element?: z.ZodType;
  };
  if (def.type === 'nullable' || def.type === 'optional') return zodShape(def.innerType as z.ZodType);
  if (def.type === 'array') return zodShape(def.element as z.ZodType);
  if (def.type !== 'object' || !def.shape) return {};
  const out: Shape = {};
  for (const [name, field] of Object.entries(def.shape)) {
    if (name === '__typename') continue;
    const nested = zodShape(field);
    out[name] = Object.keys(nested).length ? nested : true;
  }
  return out;
}

/** A GraphQL type as read here: by shape, not by class (yoga's graphql may be another copy of the module). */
interface TypeLike {
  name?: string;
  ofType?: TypeLike;
  getFields?: () => Record<string, { type: TypeLike }>;
}
/** The named type under lists and non-nulls. */
const named = (type: TypeLike): TypeLike => (type.ofType ? named(type.ofType) : type);

/** The field names of a GraphQL object type, nested object types followed. */
function graphqlShape(typeName: string): Shape {
  const type: TypeLike | undefined | null = realtimeSchema.getType(typeName);
  if (!type?.getFields) throw new Error(`${typeName} is not an object type`);
  const out: Shape = {};
  for (const [name, field] of Object.entries(type.getFields())) {
    const inner = named(field.type);
    out[name] = inner.getFields && inner.name ? graphqlShape(inner.name) : true;
  }
  return out;
}

describe('the realtime schema and the shared contracts', () => {
  it.each([
    ['ChatMessage', chatMessageAnswer],
    ['ChatRoom', chatRoomAnswer],
    ['ChatRemoval', chatRemovalEvent],
    ['UserNotification', userNotificationEvent],
    ['SystemNotification', systemNotificationEvent],
    ['NotificationPage', graphqlNotificationPage],
  ] as const)('%s has the fields of its zod schema', (typeName, schema) => {
    expect(graphqlShape(typeName)).toEqual(zodShape(schema));
  });
});
