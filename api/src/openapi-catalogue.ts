import type { Access, Operation } from './openapi.ts';
import { reorderBody } from './routes/catalogue-schemas.ts';
import { categoryCreateBody, categoryFilter, categoryUpdateBody } from './routes/categories.ts';
import { channelCreateBody, channelFilter, channelUpdateBody } from './routes/channel-schemas.ts';
import {
  courseCreateBody,
  courseUpdateBody,
  datasheetCreateBody,
  datasheetUpdateBody,
  lessonBody,
  lessonUpdateBody,
  masterCreateBody,
  masterUpdateBody,
  moduleBody,
  moduleUpdateBody,
  typedProductFilter,
} from './routes/course-schemas.ts';
import {
  productCreateBody,
  productFilter,
  productUpdateBody,
  sessionCreateBody,
  sessionUpdateBody,
} from './routes/product-schemas.ts';
import { speakerCreateBody, speakerFilter, speakerUpdateBody } from './routes/speaker-schemas.ts';

/**
 * The catalogue part of issue 4: channels, products and their sessions, speakers, categories, courses with
 * modules and lessons, masters, datasheets and search. Lists follow ra-data-simple-rest; a producer sees
 * and changes only the rows of their own channels (others' rows answer 404), an admin all rows; reads are
 * public for published content (filter {"public": true} asks for the public view when signed in).
 */
export function catalogueOperations(): Operation[] {
  const op = (
    method: Operation['method'],
    path: string,
    summary: string,
    access: Access,
    extra: Partial<Operation> = {},
  ): Operation => ({ method, path, summary, tag: 'catalogue', access, ...extra });
  /** The five ra-data-simple-rest operations of a resource. */
  const resource = (
    path: string,
    name: string,
    write: Access,
    schemas: Pick<Operation, 'listFilter'> & { create: Operation['body']; update: Operation['body'] },
  ) => [
    op('get', path, `List ${name}: public ones, or your own as producer (all as admin)`, 'public', {
      listFilter: schemas.listFilter,
    }),
    op('get', `${path}/{id}`, `One ${name.replace(/s$/, '')}`, 'public'),
    op('post', path, `Create a ${name.replace(/s$/, '')}`, write, { body: schemas.create, ok: 201 }),
    op('put', `${path}/{id}`, `Change a ${name.replace(/s$/, '')}`, write, { body: schemas.update }),
    op('delete', `${path}/{id}`, `Delete a ${name.replace(/s$/, '')}`, write),
  ];
  return [
    ...resource('/api/channels', 'channels', 'producer', {
      listFilter: channelFilter,
      create: channelCreateBody,
      update: channelUpdateBody,
    }),
    op(
      'get',
      '/api/channels/by-slug/{slug}',
      'Channel page: published (or yours) with its products',
      'public',
    ),
    op(
      'post',
      '/api/channels/{id}/request-review',
      'Ask the team to publish (draft to revision)',
      'producer',
    ),
    op('post', '/api/channels/{id}/deactivate', 'Back to draft, visible only to the owner', 'producer'),
    op('post', '/api/channels/{id}/approve', 'Publish after review; emails the owner', 'admin'),
    op('post', '/api/channels/{id}/ban', 'Ban a channel', 'admin'),
    op('post', '/api/channels/{id}/private', 'Make a channel private', 'admin'),
    ...resource('/api/products', 'products', 'producer', {
      listFilter: productFilter,
      create: productCreateBody,
      update: productUpdateBody,
    }),
    op(
      'get',
      '/api/products/by-slug/{slug}',
      'Product page: public, yours, or private with a code',
      'public',
    ),
    op('get', '/api/products/{id}/sessions', 'Session dates (times also in Europe/Madrid)', 'public'),
    op(
      'post',
      '/api/products/{id}/sessions',
      'Add a session (startsAtLocal in CET or startsAt)',
      'producer',
      {
        body: sessionCreateBody,
        ok: 201,
      },
    ),
    op(
      'put',
      '/api/products/{id}/sessions/{sessionId}',
      'Change a session (not once published)',
      'producer',
      {
        body: sessionUpdateBody,
      },
    ),
    op(
      'delete',
      '/api/products/{id}/sessions/{sessionId}',
      'Delete a session (not once published)',
      'producer',
    ),
    ...resource('/api/speakers', 'speakers', 'producer', {
      listFilter: speakerFilter,
      create: speakerCreateBody,
      update: speakerUpdateBody,
    }),
    op('get', '/api/speakers/by-slug/{slug}', 'Speaker page with their public products', 'public'),
    ...resource('/api/categories', 'categories', 'admin', {
      listFilter: categoryFilter,
      create: categoryCreateBody,
      update: categoryUpdateBody,
    }),
    ...resource('/api/courses', 'courses', 'producer', {
      listFilter: typedProductFilter,
      create: courseCreateBody,
      update: courseUpdateBody,
    }),
    op('get', '/api/courses/{id}/modules', 'Modules with their lessons, in order', 'producer'),
    op('post', '/api/courses/{id}/modules', 'Add a module (last unless a position is given)', 'producer', {
      body: moduleBody,
      ok: 201,
    }),
    op('post', '/api/courses/{id}/modules/reorder', 'Reorder the modules: ids in the new order', 'producer', {
      body: reorderBody,
    }),
    op('put', '/api/courses/{id}/modules/{moduleId}', 'Change a module', 'producer', {
      body: moduleUpdateBody,
    }),
    op('delete', '/api/courses/{id}/modules/{moduleId}', 'Delete a module and its lessons', 'producer'),
    op('get', '/api/courses/{id}/modules/{moduleId}/lessons', 'Lessons of a module, in order', 'producer'),
    op('post', '/api/courses/{id}/modules/{moduleId}/lessons', 'Add a lesson', 'producer', {
      body: lessonBody,
      ok: 201,
    }),
    op('post', '/api/courses/{id}/modules/{moduleId}/lessons/reorder', 'Reorder the lessons', 'producer', {
      body: reorderBody,
    }),
    op('put', '/api/courses/{id}/modules/{moduleId}/lessons/{lessonId}', 'Change a lesson', 'producer', {
      body: lessonUpdateBody,
    }),
    op('delete', '/api/courses/{id}/modules/{moduleId}/lessons/{lessonId}', 'Delete a lesson', 'producer'),
    ...resource('/api/masters', 'masters', 'producer', {
      listFilter: typedProductFilter,
      create: masterCreateBody,
      update: masterUpdateBody,
    }),
    ...resource('/api/datasheets', 'datasheets', 'producer', {
      listFilter: typedProductFilter,
      create: datasheetCreateBody,
      update: datasheetUpdateBody,
    }),
    op(
      'get',
      '/api/search',
      'Search products, channels and speakers: ?q= (3+ letters), category, type, kind, range=[0,23]',
      'public',
    ),
  ];
}
