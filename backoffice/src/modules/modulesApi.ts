import { useMemo } from 'react';
import { useLocale } from 'react-admin';
import type {
  MaskedMediaPay,
  MediaPayPatch,
  ModuleList,
  ModuleStates,
} from '../../../api/src/shared/config.ts';
import { MODULE_IDS, type ModuleId } from '../../../api/src/shared/enums.ts';
import type { MaskedMeetings, MeetingsPatch } from '../../../api/src/shared/meetings-config.ts';
import { API_URL, createHttpClient } from '../dataProvider';

/** GET /api/config/modules/media-pay: the payment module with each secret replaced by whether it is set. */
/** GET /api/config/modules/meetings: the meetings' 100ms keys, each secret replaced by whether it is set. */
export type { MaskedMediaPay, MaskedMeetings, MediaPayPatch, MeetingsPatch, ModuleStates };
/** The optional modules of spec 2, in the catalogue's order (GET/PUT /api/config/modules): the API's list. */
export { MODULE_IDS, type ModuleId };

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
    const states = (list: ModuleList) =>
      Object.fromEntries(list.map((m) => [m.id, m.enabled])) as ModuleStates;
    return {
      getModules: () => get<ModuleList>('/config/modules').then(states),
      saveModules: (modules: Partial<ModuleStates>) =>
        put<ModuleList>('/config/modules', modules).then(states),
      getMediaPay: () => get<MaskedMediaPay>('/config/modules/media-pay'),
      /** Secrets: a text replaces, null removes, left out keeps (api/src/shared/config.ts). */
      saveMediaPay: (patch: MediaPayPatch) => put<MaskedMediaPay>('/config/modules/media-pay', patch),
      getMeetings: () => get<MaskedMeetings>('/config/modules/meetings'),
      /** Secrets as for media-pay: a text replaces, null removes, left out keeps. */
      saveMeetings: (patch: MeetingsPatch) => put<MaskedMeetings>('/config/modules/meetings', patch),
    };
  }, [locale]);
}
