import { TablePagination, Toolbar } from '@mui/material';
import { useListPaginationContext, useTranslate } from 'react-admin';

const ROWS_PER_PAGE = [10, 25, 50];

/**
 * /manage/products' pagination: MUI's table pagination (first/previous/next/last, rows per page) with
 * react-admin's words, bound to the list. react-admin's <Pagination> adds numbered page buttons, which
 * bring MUI's whole Pagination to the console's first screen.
 */
export const ProductPagination = () => {
  const translate = useTranslate();
  const { isPending, hasNextPage, page, perPage, total, setPage, setPerPage } = useListPaginationContext();
  if (isPending) return <Toolbar variant="dense" />;
  const pages = total != null ? Math.ceil(total / perPage) : undefined;
  if (total === 0 || page < 1 || (pages != null && page > pages)) return null;
  return (
    <TablePagination
      component="span"
      count={total ?? -1}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={ROWS_PER_PAGE}
      onPageChange={(_e, next) => setPage(next + 1)}
      onRowsPerPageChange={(e) => setPerPage(Number(e.target.value))}
      showFirstButton
      showLastButton
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) =>
        count === -1 && hasNextPage
          ? translate('ra.navigation.partial_page_range_info', { offsetBegin: from, offsetEnd: to })
          : translate('ra.navigation.page_range_info', {
              offsetBegin: from,
              offsetEnd: to,
              total: count === -1 ? to : count,
            })
      }
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      slotProps={{ actions: { nextButton: { disabled: !hasNextPage } } }}
    />
  );
};
