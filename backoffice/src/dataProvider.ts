import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, type DeleteParams, fetchUtils, HttpError, type RaRecord } from 'react-admin';
import type { z } from 'zod';
import type { ProductAnswer } from '../../api/src/shared/catalogue-answers.ts';
import type {
  AccessConfig,
  MediaStorageConfig,
  registerDomainsSchema,
  registerFieldsSchema,
  siteConfigSchema,
} from '../../api/src/shared/config.ts';
import type { ApiErrorBody } from '../../api/src/shared/contracts.ts';
import { REGISTER_FIELD_NAMES, type RegisterFieldName } from '../../api/src/shared/enums.ts';
import type { MediaAssetJson, MediaStatus, UploadKind, UploadsAnswer } from '../../api/src/shared/media.ts';
import type { StorageUse } from '../../api/src/shared/storage.ts';
import type { SessionUser } from './session';

/** The settings as GET /api/config/... answers them: the API's own schemas' types (api/src/shared/config.ts). */
export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type { AccessConfig };
/** Who may sign up (spec 5): anyone, only the listed email domains, or all but them. */
export type RegisterDomains = z.infer<typeof registerDomainsSchema>;
/** The optional sign-up fields of spec 2, each asked for or not, and required or not. */
export type RegisterFieldOptions = z.infer<typeof registerFieldsSchema>;
export { REGISTER_FIELD_NAMES, type RegisterFieldName };

/** The calls that are not ra-data-simple-rest resources, reachable through useDataProvider(). */
export interface PlateaDataProvider extends DataProvider {
  getConfig(): Promise<SiteConfig>;
  updateConfig(config: Partial<SiteConfig>): Promise<SiteConfig>;
  getAccessConfig(): Promise<AccessConfig>;
  updateAccessConfig(access: AccessConfig): Promise<AccessConfig>;
  getRegisterDomains(): Promise<RegisterDomains>;
  updateRegisterDomains(domains: Partial<RegisterDomains>): Promise<RegisterDomains>;
  getRegisterFieldOptions(): Promise<RegisterFieldOptions>;
  updateRegisterFields(fields: Partial<RegisterFieldOptions>): Promise<RegisterFieldOptions>;
  /** Each organizer's media quota and the caps on uploads in flight (admin). */
  getStorageConfig(): Promise<MediaStorageConfig>;
  updateStorageConfig(config: MediaStorageConfig): Promise<MediaStorageConfig>;
  getMe(): Promise<SessionUser>;
  getUploadStatus(): Promise<UploadStatus>;
  /** The caller's media storage against their quota: GET /api/me/storage. */
  getStorage(): Promise<StorageUse>;
  getProductBySlug(slug: string): Promise<ManagedProduct>;
  /**
   * A call to a nested API route that is no react-admin resource (a product's sessions, a course's modules
   * and lessons): `send('POST', '/products/3/sessions', body)`. Errors come as the forms' HttpError.
   */
  send<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
  getProductMedia(productId: number): Promise<MediaAsset[]>;
  /** Single-use access codes for a product, in bulk: POST /api/coupons/generate. */
  generateCodes(
    productId: number,
    count: number,
    options?: { discountPercent?: number; validUntil?: string | null },
  ): Promise<unknown>;
  /** A channel's state move (spec 4): POST /api/channels/{id}/{move}. */
  moveChannel(
    id: number,
    move: 'request-review' | 'approve' | 'deactivate' | 'ban' | 'private',
    /** An admin sending someone's channel back to draft says why (deactivate). */
    body?: { reason: string },
  ): Promise<unknown>;
}

/** The media answers (GET /api/uploads, GET /api/products/{id}/media), as the API declares them. */
type MediaAsset = MediaAssetJson;
type UploadStatus = UploadsAnswer;

export type { MediaAsset, MediaStatus, UploadKind, UploadStatus };

/**
 * A product as its manager gets it (GET /api/products/by-slug/{slug}): the catalogue's declared answer;
 * a course's modules are typed here until the learning answers declare them.
 */
export type ManagedProduct = Omit<ProductAnswer, 'course'> & {
  course?: {
    id: number;
    modules: { id: number; title: string; lessons: { id: number; title: string; position: number }[] }[];
  } | null;
};

/** Back-office resource name → API resource, where the URL of spec 2 differs from the API's name. */
const API_RESOURCES: Record<string, string> = {
  'manage-users': 'users',
  'e-learning/lessons': 'lesson-ratings',
  'track-emails': 'email-logs',
  salescode: 'coupons',
  salesopportunity: 'opportunities',
  productsopen: 'products-open',
};

export const API_URL = '/api';

/**
 * fetchJson with our headers, turning the API's error body {error:{code,message,fields}} into an HttpError
 * whose message is the (already translated) server message and whose body.errors holds one message per
 * field, which react-admin's forms show beside each input.
 */
export function createHttpClient(getLocale: () => string) {
  return async (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    headers.set('Accept-Language', getLocale());
    try {
      return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' });
    } catch (error) {
      throw toHttpError(error);
    }
  };
}

function toHttpError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = (error.body ?? {}) as Partial<ApiErrorBody>;
  const apiError = body.error;
  // Without a body of ours (a proxy's 502, a network page) the status text would leak: say SERVER_ERROR.
  // Field errors are shown on their fields; the notification then only says to look there (the API's
  // own sentence names field paths such as "billing.iban").
  const message = apiError?.fields?.length
    ? 'ADMIN.PAGE.CHECK_FIELDS'
    : apiError?.message || (error.status === 404 ? 'SERVER_ERROR_NOT_FOUND' : 'SERVER_ERROR');
  const errors: Record<string, unknown> = { root: { serverError: message } };
  for (const field of apiError?.fields ?? []) errors[field.field] = field.message || message;
  return new HttpError(message, error.status, { ...body, code: apiError?.code, errors });
}

export function createDataProvider(getLocale: () => string): PlateaDataProvider {
  const httpClient = createHttpClient(getLocale);
  const rest = simpleRestProvider(API_URL, httpClient);
  const json = <T>(path: string, init?: fetchUtils.Options) =>
    httpClient(`${API_URL}${path}`, init).then(({ json }) => json as T);
  const put = <T>(path: string, body: unknown) =>
    json<T>(path, { method: 'PUT', body: JSON.stringify(body) });

  const api = (resource: string) => API_RESOURCES[resource] ?? resource;

  const provider: PlateaDataProvider = {
    getList: (resource, params) => rest.getList(api(resource), params),
    getOne: (resource, params) => rest.getOne(api(resource), params),
    getMany: (resource, params) => rest.getMany(api(resource), params),
    getManyReference: (resource, params) => rest.getManyReference(api(resource), params),
    create: (resource, params) => rest.create(api(resource), params),
    update: (resource, params) => rest.update(api(resource), params),
    updateMany: (resource, params) => rest.updateMany(api(resource), params),
    // An API answering 204 still gives react-admin a record to drop from its cache.
    delete: async <RecordType extends RaRecord = RaRecord>(
      resource: string,
      params: DeleteParams<RecordType>,
    ) => {
      const { data } = await rest.delete<RecordType>(api(resource), params);
      return {
        data: data?.id !== undefined ? data : ({ ...params.previousData, id: params.id } as RecordType),
      };
    },
    deleteMany: (resource, params) => rest.deleteMany(api(resource), params),
    getConfig: () => json<SiteConfig>('/config'),
    updateConfig: (config) => put<SiteConfig>('/config', config),
    getAccessConfig: () => json<AccessConfig>('/config/access'),
    updateAccessConfig: (access) => put<AccessConfig>('/config/access', access),
    getRegisterDomains: () => json<RegisterDomains>('/config/register/domains'),
    updateRegisterDomains: (domains) => put<RegisterDomains>('/config/register/domains', domains),
    getRegisterFieldOptions: () => json<RegisterFieldOptions>('/config/register/fields/options'),
    updateRegisterFields: (fields) => put<RegisterFieldOptions>('/config/register/fields', fields),
    getStorageConfig: () => json<MediaStorageConfig>('/config/media/storage'),
    updateStorageConfig: (config) => put<MediaStorageConfig>('/config/media/storage', config),
    getMe: () => json<SessionUser>('/auth/me'),
    getUploadStatus: () => json<UploadStatus>('/uploads'),
    getStorage: () => json<StorageUse>('/me/storage'),
    send: <T>(method: string, path: string, body?: unknown) =>
      json<T>(path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
    getProductBySlug: (slug) => json<ManagedProduct>(`/products/by-slug/${encodeURIComponent(slug)}`),
    getProductMedia: (productId) => json<MediaAsset[]>(`/products/${productId}/media`),
    generateCodes: (productId, count, options = {}) =>
      json('/coupons/generate', { method: 'POST', body: JSON.stringify({ productId, count, ...options }) }),
    moveChannel: (id, move, body) =>
      json(`/channels/${id}/${move}`, { method: 'POST', ...(body ? { body: JSON.stringify(body) } : {}) }),
  };
  return provider;
}
