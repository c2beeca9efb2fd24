import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** "Published" or "Draft": a page's state in words, not only a tick. */
export const PublishedChip = (_props: { label?: string }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  return record.published ? (
    <Chip size="small" color="success" label={translate('ADMIN.PAGES.PUBLISHED')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('ADMIN.PAGES.DRAFT')} />
  );
};
