/**
 * Spec 2 lists /manage/store/entity/{slug} among the PRODUCER's routes although /manage is the admins'
 * console: the console's role gate lets a producer through on this one path (and only there); the API
 * still answers only the producer's own entity.
 */
export const ENTITY_LANDING_ROUTE = '/store/entity/:slug';

const LANDING_PATH = /^\/store\/entity\/[^/]+\/?$/;

/** Whether a path inside /manage (router basename removed) is an entity's landing-page editor. */
export const isEntityLandingPath = (pathname: string) => LANDING_PATH.test(pathname);

/** The roles besides the console's own that may open the landing-page editor. */
export const ENTITY_LANDING_ROLES: readonly string[] = ['PRODUCER'];
