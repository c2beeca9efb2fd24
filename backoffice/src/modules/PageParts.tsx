import { Box, Typography } from '@mui/material';
import { SaveButton, useFormIsDirty, useTranslate } from 'react-admin';

// Loading and LoadFailed live apart (PageStatus.tsx) so the module gate of the first screen does not
// carry the form parts below.
export { LoadFailed, Loading } from './PageStatus';

/** Sticks to the bottom of the screen so the save button stays at hand on a phone. */
export const SaveBar = ({ label, unsaved }: { label: string; unsaved: string }) => {
  const translate = useTranslate();
  const isDirty = useFormIsDirty();
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        py: 1.5,
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 2,
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
        zIndex: 1,
      }}
    >
      <SaveButton label={label} />
      {isDirty && (
        <Typography variant="body2" color="text.secondary" role="status">
          {translate(unsaved)}
        </Typography>
      )}
    </Box>
  );
};
