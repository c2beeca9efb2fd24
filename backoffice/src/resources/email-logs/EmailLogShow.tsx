import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  FunctionField,
  Labeled,
  NumberField,
  Show,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { localeName } from '../../i18nProvider';
import { LocaleDateField } from '../../layout/LocaleDateField';
import { EmailStatusChip, EmailTypeChip } from './EmailLogChips';
import { ClicksField, DeliveredAtField, OpensField, RecipientField, TransportField } from './EmailLogFields';
import { EmailPreview } from './EmailPreview';

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};

const EmailTitle = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record?.subject ?? translate('ADMIN.EMAILS.TITLE')}</>;
};

/** Links print as text, not anchors: following an activation or reset link here would use it up. */
const LinksField = (_: { label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const links: string[] = Array.isArray(record?.links) ? record.links : [];
  if (links.length === 0) return <span>{translate('ADMIN.EMAILS.NO_LINKS')}</span>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: 13 }}>
      {links.map((link) => (
        <li key={link}>{link}</li>
      ))}
    </Box>
  );
};

/** One email of the log: when and how it left, whether it was delivered, opened and clicked, and the message. */
const EmailLogShow = () => (
  <Show title={<EmailTitle />}>
    <Box sx={{ p: 2 }}>
      <Section title="ADMIN.EMAILS.SECTION_DETAILS">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
            overflowWrap: 'anywhere',
          }}
        >
          <Labeled source="to">
            <RecipientField />
          </Labeled>
          <Labeled>
            <TextField source="subject" />
          </Labeled>
          <Labeled source="type">
            <EmailTypeChip />
          </Labeled>
          <Labeled source="language">
            <FunctionField render={(record) => (record.language ? localeName(record.language) : '—')} />
          </Labeled>
          <Labeled source="status">
            <EmailStatusChip />
          </Labeled>
          <Labeled source="transport">
            <TransportField />
          </Labeled>
          <Labeled>
            <LocaleDateField source="sentAt" showTime />
          </Labeled>
          <Labeled source="deliveredAt">
            <DeliveredAtField />
          </Labeled>
          <Labeled source="openedAt">
            <OpensField detailed />
          </Labeled>
          <Labeled source="clickedAt">
            <ClicksField detailed />
          </Labeled>
          <Labeled>
            <NumberField source="attempts" />
          </Labeled>
          <FunctionField
            render={(record) =>
              record.error ? (
                <Labeled source="error">
                  <TextField source="error" />
                </Labeled>
              ) : null
            }
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Labeled source="links">
              <LinksField />
            </Labeled>
          </Box>
        </Box>
      </Section>
      <Section title="ADMIN.EMAILS.SECTION_MESSAGE">
        <EmailPreview />
      </Section>
    </Box>
  </Show>
);

export default EmailLogShow;
