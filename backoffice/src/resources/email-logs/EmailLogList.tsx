import { Box, type Theme, useMediaQuery } from '@mui/material';
import { useMemo } from 'react';
import { DataTable, List, SimpleList } from 'react-admin';
import { LocaleDateField } from '../../layout/LocaleDateField';
import { NoResults } from '../sales/NoResults';
import { EmailStatusChip, EmailTypeChip } from './EmailLogChips';
import { ClicksField, DeliveredAtField, OpensField, RecipientField } from './EmailLogFields';
import { EmailLogFilters } from './EmailLogFilters';
import { EmailLogListError, EmailLogPagination } from './EmailLogListError';
import { DATE_TIME, lastThirtyDays } from './emailLogs';

/**
 * /manage/track-emails (spec 2): the emails the platform sent, newest first, opening on the last 30 days;
 * /account/track-emails: the same list, of the mails about the organizer's channels (the API scopes it).
 * Each row: delivered, opened (a person's first open and count; machine opens flagged) and clicked. The API
 * sorts by dates only. A window the API refuses (422) is notified by react-admin
 * with the server's own message.
 */
const EmailLogList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const filterDefaultValues = useMemo(() => lastThirtyDays(), []);
  return (
    <List
      title="ADMIN.EMAILS.TITLE"
      filters={<EmailLogFilters />}
      filterDefaultValues={filterDefaultValues}
      sort={{ field: 'sentAt', order: 'DESC' }}
      perPage={25}
      error={<EmailLogListError />}
      pagination={<EmailLogPagination />}
      exporter={false}
      actions={false}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(record) => record.subject}
          secondaryText={(record) => (
            <>
              <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {record.to}
              </Box>
              <Box
                component="span"
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mt: 0.5 }}
              >
                <EmailTypeChip />
                <EmailStatusChip />
                <LocaleDateField source="sentAt" showTime options={DATE_TIME} />
              </Box>
              <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 0.5 }}>
                <OpensField options={DATE_TIME} />
                <ClicksField options={DATE_TIME} />
              </Box>
            </>
          )}
          linkType="show"
          empty={<NoResults resetTo={filterDefaultValues} />}
        />
      ) : (
        <DataTable
          bulkActionButtons={false}
          rowClick="show"
          empty={<NoResults resetTo={filterDefaultValues} />}
        >
          <DataTable.Col source="to" disableSort>
            <RecipientField />
          </DataTable.Col>
          <DataTable.Col source="subject" disableSort />
          <DataTable.Col source="type" disableSort>
            <EmailTypeChip />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <EmailStatusChip />
          </DataTable.Col>
          <DataTable.Col source="sentAt">
            <LocaleDateField source="sentAt" showTime options={DATE_TIME} />
          </DataTable.Col>
          <DataTable.Col source="deliveredAt">
            <DeliveredAtField options={DATE_TIME} />
          </DataTable.Col>
          <DataTable.Col source="openedAt">
            <OpensField options={DATE_TIME} />
          </DataTable.Col>
          <DataTable.Col source="clickedAt">
            <ClicksField options={DATE_TIME} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};

export default EmailLogList;
