import { Pagination, useTranslate } from 'react-admin';
import { PAGE_SIZES } from '@iprenew/models/browser';

/** SYS-8/SYS-11: page sizes 5/10/25/50 and the footer 'Showing X to Y of Z entries'. */
export function ListPagination() {
  const translate = useTranslate();
  return (
    <Pagination
      rowsPerPageOptions={[...PAGE_SIZES]}
      // Passed through to MUI's TablePagination (react-admin spreads the rest after its own).
      {...({
        labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
          translate('admin:list.showing', { from, to, count: count === -1 ? to : count }),
      } as object)}
    />
  );
}
