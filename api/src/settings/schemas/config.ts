/** The settings' schemas are the faces' contract too: they live in api/src/shared/config.ts. */
export * from '../../shared/config.ts';
