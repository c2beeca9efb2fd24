import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Card,
  CardContent,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Dashboard, DashboardProduct } from './api';
import { StatusChip } from './StatusChip';

/** Where a product is managed in the console (spec 2 routes). */
export function consoleHref(p: Pick<DashboardProduct, 'type' | 'slug' | 'channel'>): string | null {
  if (!p.channel?.slug || !p.slug) return null;
  const kind = p.type === 'course' ? 'courses' : p.type === 'master' ? 'masters' : 'products';
  return `/channels/${encodeURIComponent(p.channel.slug)}/${kind}/${encodeURIComponent(p.slug)}`;
}

/** The organizer's own products, newest first, each opening its page in the console. */
export const MyProductsCard = ({ dashboard }: { dashboard: Dashboard }) => {
  const translate = useTranslate();
  const { products, totals } = dashboard;
  const col = (key: string) => translate(`ADMIN.DASHBOARD.PRODUCTS.${key}`);
  return (
    // The anchor of the "new products" count: there is no products list in this console yet.
    <Card
      component="nav"
      aria-labelledby="globalview-products-title"
      id="globalview-products"
      sx={{ scrollMarginTop: 72 }}
    >
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
            mb: 1,
          }}
        >
          <Typography id="globalview-products-title" variant="h6" component="h2">
            {translate('ADMIN.MEDIA.MY_PRODUCTS')}
          </Typography>
          {totals.channels > 0 && (
            <Button component={Link} to="/products/new" size="small" startIcon={<AddIcon />}>
              {col('CREATE')}
            </Button>
          )}
        </Box>
        {products.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('ADMIN.MEDIA.NO_PRODUCTS')}
          </Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{col('COL_TITLE')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{col('COL_TYPE')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {col('COL_CHANNEL')}
                  </TableCell>
                  <TableCell>{col('COL_STATUS')}</TableCell>
                  <TableCell align="right">{col('COL_TICKETS')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {products.map((p) => {
                  const href = consoleHref(p);
                  const type = translate(`ADMIN.MEDIA.TYPE.${p.type}`, { _: p.type });
                  return (
                    <TableRow key={p.id}>
                      <TableCell sx={{ minWidth: 140 }}>
                        {href ? (
                          <MuiLink component={Link} to={href} sx={{ fontWeight: 500 }}>
                            {p.title}
                          </MuiLink>
                        ) : (
                          p.title
                        )}
                        {/* On a phone the hidden columns' facts go under the title. */}
                        <Typography
                          variant="body2"
                          color="text.secondary"
                          sx={{ display: { xs: 'block', md: 'none' } }}
                        >
                          <Box component="span" sx={{ display: { sm: 'none' } }}>
                            {type} ·{' '}
                          </Box>
                          {p.channel.title}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{type}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                        {p.channel.title}
                      </TableCell>
                      <TableCell>
                        <StatusChip
                          status={p.status}
                          label={translate(`ADMIN.MEDIA.STATUS.${p.status}`, { _: p.status })}
                        />
                      </TableCell>
                      <TableCell align="right">{p.ticketsSold}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        )}
        {totals.products > products.length && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('ADMIN.DASHBOARD.SHOWING', { shown: products.length, total: totals.products })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
