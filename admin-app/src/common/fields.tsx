import { Box, Chip, type ChipProps } from '@mui/material';
import { FunctionField, useRecordContext, useTranslate, type FunctionFieldProps } from 'react-admin';
import { USER_STATUS } from '@iprenew/models/browser';
import { useDateTimeKL } from './format';

/** A date-time column in Kuala Lumpur time, 'DD MMM YYYY hh:mm a'. */
export function DateTimeField({ source, label, sortable = true }: { source: string; label?: string; sortable?: boolean }) {
  const formatDateTimeKL = useDateTimeKL();
  return (
    <FunctionField
      source={source}
      label={label}
      sortable={sortable}
      render={(record: Record<string, unknown>) => {
        // 'DD MMM YYYY hh:mm a' on two lines (date, then time) to keep the tables narrow.
        const text = formatDateTimeKL(record?.[source]);
        const cut = text.lastIndexOf(' ', text.length - 4);
        if (!text || cut < 0) return text;
        return (
          <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', whiteSpace: 'nowrap', lineHeight: 1.3 }}>
            <span>{text.slice(0, cut)}</span>
            <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8em' }}>
              {text.slice(cut + 1)}
            </Box>
          </Box>
        );
      }}
    />
  );
}

const STATUS_COLOR: Record<number, ChipProps['color']> = {
  [USER_STATUS.ACTIVE]: 'success',
  [USER_STATUS.BLOCKED]: 'error',
  [USER_STATUS.PASSWORD_CHANGE_REQUIRED]: 'warning',
  [USER_STATUS.FIRST_LOGIN_PROFILE]: 'info',
  [USER_STATUS.UNVERIFIED]: 'default',
  [USER_STATUS.UNVERIFIED_LEGACY]: 'default',
};

/** The user status as a coloured chip (labels from the `enums` namespace). */
export function UserStatusChip() {
  const record = useRecordContext<{ status_id?: number | string }>();
  const translate = useTranslate();
  if (!record || record.status_id === undefined || record.status_id === null) return null;
  const id = Number(record.status_id);
  return (
    <Chip
      size="small"
      variant={id === USER_STATUS.ACTIVE ? 'filled' : 'outlined'}
      color={STATUS_COLOR[id] ?? 'default'}
      label={translate(`enums:userStatus.${id}`, { _: String(id) })}
      sx={{
        fontWeight: 600,
        maxWidth: 150,
        height: 'auto',
        minHeight: 24,
        '& .MuiChip-label': { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25, py: 0.25 },
      }}
    />
  );
}

export function UserStatusField(props: Omit<FunctionFieldProps, 'render'>) {
  return <FunctionField {...props} render={() => <UserStatusChip />} />;
}

/** The user type (Personal / Company / Agent) translated. */
export function UserTypeField(props: Omit<FunctionFieldProps, 'render'>) {
  const translate = useTranslate();
  return (
    <FunctionField
      {...props}
      render={(record: { type?: string | null }) =>
        record?.type ? translate(`enums:userType.${record.type}`, { _: record.type }) : ''
      }
    />
  );
}

/** Datagrid styling shared by the user tables: phone numbers and e-mails on one line. */
export const USER_GRID_SX = {
  '& td.column-contact, & td.column-email, & .column-id': { whiteSpace: 'nowrap' },
  '& td, & th': { paddingLeft: '8px', paddingRight: '8px' },
  '& td:first-of-type, & th:first-of-type': { paddingLeft: '16px' },
  '& td.column-name': { minWidth: 120 },
  '& td.column-company': { minWidth: 120 },
  '& td': { verticalAlign: 'middle' },
} as const;
