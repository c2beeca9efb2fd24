import {
  type RaRecord,
  type RedirectionSideEffect,
  useGetRecordRepresentation,
  useNotify,
  useRedirect,
  useResourceContext,
} from 'react-admin';

/** What a form saves, as its success notice names it (ADMIN.SAVED.<thing>.<action> in each language). */
export type SavedThing =
  | 'product'
  | 'course'
  | 'master'
  | 'channel'
  | 'coupon'
  | 'speaker'
  | 'page'
  | 'entity';
export type SavedAction = 'created' | 'updated';

/** A product's kind as its notice names it: a course, a bundle of courses, or a product. */
export const savedThing = (type: string): SavedThing =>
  type === 'course' || type === 'master' ? type : 'product';

/**
 * "Producto «Fuenteovejuna» guardado": react-admin's own "Elemento creado / actualizado" says neither what
 * kind of thing nor which one.
 */
export function useSavedNotice() {
  const notify = useNotify();
  return (thing: SavedThing, action: SavedAction, name: unknown) =>
    notify(`ADMIN.SAVED.${thing}.${action}`, {
      type: 'success',
      messageArgs: { name: typeof name === 'string' || typeof name === 'number' ? String(name) : '' },
    });
}

/**
 * `mutationOptions` for a react-admin <Create> or <Edit>: the named notice, then the redirect the view
 * would have made (react-admin skips both when onSuccess is given). The name is the resource's
 * recordRepresentation.
 */
export function useSavedOptions(
  thing: SavedThing,
  action: SavedAction,
  redirectTo: RedirectionSideEffect = action === 'created' ? 'edit' : 'list',
) {
  const notice = useSavedNotice();
  const redirect = useRedirect();
  const resource = useResourceContext();
  const represent = useGetRecordRepresentation(resource);
  return {
    onSuccess: (data: RaRecord) => {
      notice(thing, action, represent(data));
      redirect(redirectTo, resource, data.id, data);
    },
  };
}
