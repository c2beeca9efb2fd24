import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { LocaleDateField } from '../../layout/LocaleDateField';

/** When the recipient first opened it (the tracking pixel), or "not opened". */
export const OpenedAtField = ({ options }: { label?: string; options?: Intl.DateTimeFormatOptions }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.openedAt) {
    return (
      <Typography variant="body2" component="span" color="text.secondary">
        {translate('ADMIN.EMAILS.NOT_OPENED')}
      </Typography>
    );
  }
  return <LocaleDateField source="openedAt" showTime options={options} />;
};

/** SMTP or the log only, in words. */
export const TransportField = (_: { label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const transport = record?.transport as string | undefined;
  if (!transport) return null;
  return (
    <Typography variant="body2" component="span">
      {translate(`ADMIN.EMAILS.TRANSPORT.${transport}`, { _: transport })}
    </Typography>
  );
};

/** The address, allowed to break before the "@" only: a narrow column never cuts a name in two. */
export const RecipientField = (_: { label?: string }) => {
  const record = useRecordContext();
  const to = String(record?.to ?? '');
  const at = to.indexOf('@');
  return (
    <Typography variant="body2" component="span">
      {at > 0 ? (
        <>
          {to.slice(0, at)}
          <wbr />
          {to.slice(at)}
        </>
      ) : (
        to
      )}
    </Typography>
  );
};
