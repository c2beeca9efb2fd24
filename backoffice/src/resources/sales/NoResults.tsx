import { Button, CardContent, Typography } from '@mui/material';
import { useGetResourceLabel, useListContext, useResourceContext, useTranslate } from 'react-admin';

/**
 * What a list says when no row matches, with the resource named as it reads inside a sentence
 * (resources.<name>.forcedCaseName, the key react-admin's own empty page and delete dialogs use): "No se
 * han encontrado códigos y cupones con los filtros actuales", where react-admin's ListNoResults writes the
 * title-case name ("…Códigos y cupones…"). `resetTo` is what "clear the filters" leaves (a list that must
 * keep a filter, such as the email log's date window, passes its default one).
 */
export const NoResults = ({ resetTo = {} }: { resetTo?: Record<string, unknown> }) => {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const getResourceLabel = useGetResourceLabel();
  const { filterValues, setFilters } = useListContext();
  const name = translate(`resources.${resource}.forcedCaseName`, {
    smart_count: 0,
    _: getResourceLabel(resource, 0),
  });
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  // Nothing to clear when only the kept filter is set.
  const clearable = Object.entries(filterValues ?? {}).some(([key, value]) => resetTo[key] !== value);
  return (
    <CardContent>
      <Typography variant="body2" component="p">
        {translate(filtered ? 'ra.navigation.no_filtered_results' : 'ra.navigation.no_results', { name })}
      </Typography>
      {clearable ? (
        <Button size="small" onClick={() => setFilters(resetTo, [])} sx={{ mt: 1, ml: -0.5 }}>
          {translate('ra.navigation.clear_filters')}
        </Button>
      ) : null}
    </CardContent>
  );
};
