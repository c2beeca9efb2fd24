import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import { Box, Chip, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { LocaleDateField } from '../../layout/LocaleDateField';

const Muted = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" component="span" color="text.secondary">
    {children}
  </Typography>
);

/** A small line under a date: counts and the last time. */
const Detail = ({ children }: { children: ReactNode }) => (
  <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
    {children}
  </Typography>
);

/** When the mail job sent it (or only logged it), or "not delivered yet". */
export const DeliveredAtField = ({ options }: { label?: string; options?: Intl.DateTimeFormatOptions }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.deliveredAt) return <Muted>{translate('ADMIN.EMAILS.NOT_DELIVERED')}</Muted>;
  return <LocaleDateField source="deliveredAt" showTime options={options} />;
};

/**
 * A person's opens: the first (or "not opened"), how many, the last when `detailed`; opens by mail privacy
 * proxies and scanners (which fetch every image whether anyone reads or not) flagged apart, never as an open.
 */
export const OpensField = ({
  options,
  detailed,
}: {
  label?: string;
  options?: Intl.DateTimeFormatOptions;
  detailed?: boolean;
}) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const count = Number(record.openCount ?? 0);
  const machine = Number(record.machineOpens ?? 0);
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      {record.openedAt ? (
        <LocaleDateField source="openedAt" showTime options={options} />
      ) : (
        <Muted>{translate('ADMIN.EMAILS.NOT_OPENED')}</Muted>
      )}
      {count > 0 && (
        <Detail>
          {translate('ADMIN.EMAILS.OPENS', { smart_count: count })}
          {detailed && count > 1 && record.lastOpenedAt ? ' · ' : ''}
          {detailed && count > 1 && record.lastOpenedAt ? (
            <>
              {translate('ADMIN.EMAILS.LAST')}{' '}
              <LocaleDateField source="lastOpenedAt" showTime options={options} />
            </>
          ) : null}
        </Detail>
      )}
      {machine > 0 && (
        <Tooltip title={translate('ADMIN.EMAILS.MACHINE_OPENS_HELP')} describeChild>
          <Chip
            component="span"
            size="small"
            variant="outlined"
            icon={<SmartToyOutlinedIcon />}
            label={translate('ADMIN.EMAILS.MACHINE_OPENS', { smart_count: machine })}
            sx={{ mt: 0.5, height: 'auto', minHeight: 22, '& .MuiChip-label': { whiteSpace: 'normal' } }}
          />
        </Tooltip>
      )}
    </Box>
  );
};

/** Clicks through the tracked links (the trusted signal): the first (or "no clicks"), how many, the last. */
export const ClicksField = ({
  options,
  detailed,
}: {
  label?: string;
  options?: Intl.DateTimeFormatOptions;
  detailed?: boolean;
}) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const count = Number(record.clickCount ?? 0);
  if (!record.clickedAt) return <Muted>{translate('ADMIN.EMAILS.NOT_CLICKED')}</Muted>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      <LocaleDateField source="clickedAt" showTime options={options} />
      <Detail>
        {translate('ADMIN.EMAILS.CLICKS', { smart_count: count })}
        {detailed && count > 1 && record.lastClickedAt ? ' · ' : ''}
        {detailed && count > 1 && record.lastClickedAt ? (
          <>
            {translate('ADMIN.EMAILS.LAST')}{' '}
            <LocaleDateField source="lastClickedAt" showTime options={options} />
          </>
        ) : null}
      </Detail>
    </Box>
  );
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
