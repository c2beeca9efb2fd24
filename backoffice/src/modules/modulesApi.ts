import { useMemo } from 'react';
import { useLocale } from 'react-admin';
import type { MediaPay, MediaPayPatch } from '../../../api/src/schemas/config.ts';
import { API_URL, createHttpClient } from '../dataProvider';

/** The optional modules of spec 2, in the catalogue's order (GET/PUT /api/config/modules). */
export const MODULE_IDS = ['advertising', 'openlab', 'leads', 'mediapay', 'ideas', 'cognition'] as const;
export type ModuleId = (typeof MODULE_IDS)[number];
export type ModuleStates = Record<ModuleId, boolean>;

/** GET /api/config/modules/media-pay: the payment module with each secret replaced by whether it is set. */
export interface MaskedMediaPay extends Omit<MediaPay, 'stripe' | 'pos'> {
  stripe: Omit<MediaPay['stripe'], 'secretKey' | 'signingSecret'> & {
    secretKeySet: boolean;
    signingSecretSet: boolean;
  };
  pos: Omit<MediaPay['pos'], 'merchantKey'> & { merchantKeySet: boolean };
}

export type { MediaPayPatch };

/**
 * The modules pages' calls (spec 7), through the console's HTTP client: errors arrive as react-admin
 * HttpErrors whose body holds one message per field.
 */
export function useModulesApi() {
  const locale = useLocale();
  return useMemo(() => {
    const http = createHttpClient(() => locale);
    const get = <T>(path: string) => http(`${API_URL}${path}`).then(({ json }) => json as T);
    const put = <T>(path: string, body: unknown) =>
      http(`${API_URL}${path}`, { method: 'PUT', body: JSON.stringify(body) }).then(({ json }) => json as T);
    const states = (list: { id: ModuleId; enabled: boolean }[]) =>
      Object.fromEntries(list.map((m) => [m.id, m.enabled])) as ModuleStates;
    return {
      getModules: () => get<{ id: ModuleId; enabled: boolean }[]>('/config/modules').then(states),
      saveModules: (modules: Partial<ModuleStates>) =>
        put<{ id: ModuleId; enabled: boolean }[]>('/config/modules', modules).then(states),
      getMediaPay: () => get<MaskedMediaPay>('/config/modules/media-pay'),
      /** Secrets: a text replaces, null removes, left out keeps (api/src/schemas/config.ts). */
      saveMediaPay: (patch: MediaPayPatch) => put<MaskedMediaPay>('/config/modules/media-pay', patch),
    };
  }, [locale]);
}
