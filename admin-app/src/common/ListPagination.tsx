import { useEffect, useId, useRef } from 'react';
import { Box, IconButton, MenuItem, Select, Stack, Toolbar, Typography } from '@mui/material';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { useListPaginationContext, useTranslate } from 'react-admin';
import { PAGE_SIZES } from '@iprenew/models/browser';
import { pageWindow, shouldResetPage, shownRange } from './pagination';

/**
 * The footer of every console list (SYS-8..11): 'Showing X to Y of Z entries', the page size
 * (5/10/25/50) and exactly 5 page buttons around the current page, with first / previous / next /
 * last. The page goes back to 1 when the page size (react-admin's setPerPage) or the total changes.
 */
export function ListPagination() {
  const { isPending, page, perPage, total, setPage, setPerPage } = useListPaginationContext();
  const translate = useTranslate();
  const sizeLabelId = useId();
  const lastTotal = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (total === undefined) return;
    if (shouldResetPage(lastTotal.current, total, page)) setPage(1);
    lastTotal.current = total;
  }, [total, page, setPage]);

  if (isPending) return <Toolbar variant="dense" />;
  if (!total) return null;

  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const { from, to } = shownRange(page, perPage, total);
  const go = (target: number) => () => setPage(Math.min(Math.max(1, target), totalPages));
  const atStart = page <= 1;
  const atEnd = page >= totalPages;

  return (
    <Toolbar
      variant="dense"
      sx={{ flexWrap: 'wrap', gap: 1.5, justifyContent: 'space-between', py: 1, px: { xs: 1, sm: 2 } }}
      data-testid="list-pagination"
    >
      <Typography variant="body2" color="text.secondary" role="status">
        {translate('admin:list.showing', { from, to, count: total })}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" id={sizeLabelId}>
            {translate('ra.navigation.page_rows_per_page')}
          </Typography>
          <Select
            size="small"
            variant="standard"
            value={perPage}
            onChange={(event) => setPerPage(Number(event.target.value))}
            labelId={sizeLabelId}
          >
            {PAGE_SIZES.map((size) => (
              <MenuItem key={size} value={size}>
                {size}
              </MenuItem>
            ))}
          </Select>
        </Stack>
        <Box component="nav" aria-label={translate('admin:list.pagination')} sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
          <IconButton size="small" onClick={go(1)} disabled={atStart} aria-label={translate('ra.navigation.first')}>
            <FirstPageIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" onClick={go(page - 1)} disabled={atStart} aria-label={translate('ra.navigation.previous')}>
            <NavigateBeforeIcon fontSize="small" />
          </IconButton>
          {pageWindow(page, totalPages).map((number) => (
            <PageButton
              key={number}
              number={number}
              current={number === page}
              label={translate(number === page ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: number })}
              onClick={go(number)}
            />
          ))}
          <IconButton size="small" onClick={go(page + 1)} disabled={atEnd} aria-label={translate('ra.navigation.next')}>
            <NavigateNextIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" onClick={go(totalPages)} disabled={atEnd} aria-label={translate('ra.navigation.last')}>
            <LastPageIcon fontSize="small" />
          </IconButton>
        </Box>
      </Stack>
    </Toolbar>
  );
}

function PageButton({ number, current, label, onClick }: { number: number; current: boolean; label: string; onClick: () => void }) {
  return (
    <Box
      component="button"
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      data-page-button={number}
      sx={{
        minWidth: 34,
        height: 34,
        px: 1,
        border: 1,
        borderColor: current ? 'primary.main' : 'divider',
        borderRadius: 1.5,
        bgcolor: current ? 'primary.main' : 'background.paper',
        color: current ? 'primary.contrastText' : 'text.primary',
        font: 'inherit',
        fontSize: '0.875rem',
        fontWeight: current ? 700 : 500,
        cursor: current ? 'default' : 'pointer',
        '&:hover': current ? undefined : { bgcolor: 'action.hover' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {number}
    </Box>
  );
}
