import { Card, CardActions, CardContent, Chip, Rating as Stars, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, FunctionField, TextField, useListContext, useTranslate } from 'react-admin';
import type { RatingJson } from '@iprenew/models/browser';
import { DateTimeField } from '../common/fields';
import { useDateTimeKL } from '../common/format';
import { COMMERCE_GRID_SX, CommerceList } from '../payments/CommerceList';
import { ChoiceFilter, SearchFilter } from '../payments/filters';
import { VisibilityButton } from './VisibilityButton';

const VISIBILITY_CHOICES = [
  [1, 'applications:ratings.filter.shown'],
  [0, 'applications:ratings.filter.hidden'],
] as const;
const STAR_CHOICES = [5, 4, 3, 2, 1].map((n) => [n, `applications:ratings.filter.stars_${n}`] as const);
const filters = [
  <SearchFilter key="q" source="q" placeholderKey="applications:ratings.filter.search" alwaysOn />,
  <ChoiceFilter key="is_public" source="is_public" labelKey="applications:ratings.filter.visibility" choices={VISIBILITY_CHOICES} emptyKey="applications:ratings.filter.all" minWidth={190} alwaysOn />,
  <ChoiceFilter key="rating" source="rating" labelKey="applications:ratings.filter.rating" choices={STAR_CHOICES} emptyKey="applications:ratings.filter.all" alwaysOn />,
];

function Customer({ row }: { row: RatingJson }) {
  const translate = useTranslate();
  return (
    <>
      {row.customer_name ?? '—'}
      {row.is_anonymous ? (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {translate('applications:ratings.column.anonymous')}
        </Typography>
      ) : null}
    </>
  );
}

function Visibility({ row }: { row: RatingJson }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={row.is_public ? 'success' : 'default'}
      label={translate(row.is_public ? 'applications:ratings.state.shown' : 'applications:ratings.state.hidden')}
    />
  );
}

/** On a phone: one card per rating, the review in full width and the action at hand. */
function RatingCards() {
  const translate = useTranslate();
  const formatDateTimeKL = useDateTimeKL();
  const { data } = useListContext<RatingJson>();
  return (
    <Stack spacing={1.5} sx={{ p: 1.5 }}>
      {(data ?? []).map((row) => (
        <Card key={row.id} variant="outlined" component="article" aria-label={row.reference}>
          <CardContent sx={{ pb: 1 }}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
                {row.reference}
              </Typography>
              <Visibility row={row} />
            </Stack>
            <Stars value={row.rating} readOnly size="small" aria-label={translate('applications:ratings.column.stars', { count: row.rating })} />
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 0.5 }}>
              {row.review ?? '—'}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {translate('applications:ratings.column.customer')}: <Customer row={row} />
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {translate('applications:ratings.column.agent')}: {row.agent_name ?? '—'} · {formatDateTimeKL(row.rated_at)}
            </Typography>
          </CardContent>
          <CardActions sx={{ pt: 0, px: 2, pb: 1.5 }}>
            <VisibilityButton row={row} />
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * The ratings list (`rating`, ADM-82/83, ACL-41, G-50): reference, agent name, customer name, rating
 * and review, newest rating first; filters on visibility, stars and a search on the reference or the
 * customer; Hide / Show as the row's `can_hide` / `can_show` allow.
 */
export function RatingList() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <CommerceList
      title="applications:ratings.title"
      filters={filters}
      storeKey="ratings.list"
      failKey="applications:ratings.list.fail"
      sort={{ field: 'rated_at', order: 'DESC' }}
    >
      {phone ? (
        <RatingCards />
      ) : (
      <Datagrid bulkActionButtons={false} size="small" rowClick={false} sx={COMMERCE_GRID_SX}>
        <TextField source="reference" label="applications:ratings.column.reference" />
        <TextField source="agent_name" label="applications:ratings.column.agent" sortable={false} emptyText="—" />
        <FunctionField label="applications:ratings.column.customer" sortable={false} render={(row: RatingJson) => <Customer row={row} />} />
        <FunctionField
          source="rating"
          label="applications:ratings.column.rating"
          render={(row: RatingJson) => (
            <Stars value={row.rating} readOnly size="small" aria-label={translate('applications:ratings.column.stars', { count: row.rating })} />
          )}
        />
        <FunctionField
          label="applications:ratings.column.review"
          sortable={false}
          render={(row: RatingJson) => (
            <Typography variant="body2" sx={{ maxWidth: 360, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {row.review ?? '—'}
            </Typography>
          )}
        />
        <DateTimeField source="rated_at" label="applications:ratings.column.rated_at" />
        <FunctionField label="applications:ratings.column.visibility" sortable={false} render={(row: RatingJson) => <Visibility row={row} />} />
        <FunctionField label="applications:ratings.column.action" render={(row: RatingJson) => <VisibilityButton row={row} />} />
      </Datagrid>
      )}
    </CommerceList>
  );
}
