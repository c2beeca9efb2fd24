import {
  Box,
  Chip,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import type { ReactNode } from 'react';
import { type RaRecord, useListContext, useLocale, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { channelTitle } from '../../media/format';
import { money } from '../sales/money';
import { NoResults } from '../sales/NoResults';

type Column = {
  source: string;
  sortable?: boolean;
  align?: 'right';
  render: (record: RaRecord) => ReactNode;
};

/**
 * /manage/products' table: MUI's table bound to the list's context (rows, sort, loading), where
 * react-admin's DataTable brings its bulk actions, column chooser and their dialogs to the console's first
 * screen, none of which this list uses. A row opens the product's page.
 */
export const ProductTable = ({ pageOf }: { pageOf: (record: RaRecord) => string }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const navigate = useNavigate();
  const { data, isPending, sort, setSort } = useListContext();
  const columns: Column[] = [
    { source: 'title', render: (r) => r.localized?.title || r.title },
    {
      source: 'type',
      render: (r) => (
        <Chip
          size="small"
          label={translate(`ADMIN.MEDIA.TYPE.${r.type}`, { _: r.type })}
          // "Directo (emisión programada de una grabación)" wraps rather than squeeze the channel.
          sx={{
            height: 'auto',
            minHeight: 24,
            maxWidth: 220,
            '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
          }}
        />
      ),
    },
    { source: 'status', render: (r) => translate(`ADMIN.MEDIA.STATUS.${r.status}`, { _: r.status }) },
    { source: 'channelId', sortable: false, render: (r) => channelTitle(r.channel) ?? '' },
    {
      source: 'totalPrice',
      align: 'right',
      render: (r) => money(r.totalPrice, r.currency ?? 'EUR', locale),
    },
    {
      source: 'createdAt',
      render: (r) => (r.createdAt ? new Date(r.createdAt).toLocaleDateString(locale) : ''),
    },
  ];
  if (!isPending && data?.length === 0) return <NoResults />;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {columns.map(({ source, sortable = true, align }) => {
            const label = translate(`resources.products.fields.${source}`);
            const active = sort.field === source;
            return (
              <TableCell
                key={source}
                align={align}
                sortDirection={active ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}
              >
                {sortable ? (
                  <TableSortLabel
                    active={active}
                    direction={active && sort.order === 'DESC' ? 'desc' : 'asc'}
                    onClick={() =>
                      setSort({
                        field: source,
                        order: active && sort.order === 'ASC' ? 'DESC' : 'ASC',
                      })
                    }
                  >
                    {label}
                  </TableSortLabel>
                ) : (
                  label
                )}
              </TableCell>
            );
          })}
        </TableRow>
      </TableHead>
      <TableBody>
        {isPending ? (
          <TableRow>
            <TableCell colSpan={columns.length}>
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
                <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
              </Box>
            </TableCell>
          </TableRow>
        ) : (
          data?.map((record) => (
            <TableRow
              key={record.id}
              hover
              onClick={() => navigate(pageOf(record))}
              sx={{ cursor: 'pointer' }}
            >
              {columns.map(({ source, align, render }) => (
                <TableCell key={source} align={align}>
                  {render(record)}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
};
