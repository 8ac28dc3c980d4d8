import { useState, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  Confirm,
  useCreatePath,
  useLogoutIfAccessDenied,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import VisibilityIcon from '@mui/icons-material/Visibility';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import SwitchAccountIcon from '@mui/icons-material/SwitchAccount';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { Box, IconButton, Tooltip } from '@mui/material';
import { serverMessageOf } from './format';
import { postUserAction, safeRedirectPath, type UserAction } from './userActions';

interface UserRecord {
  id: number | string;
  name?: string | null;
  email?: string;
  /** The row actions the server offers this console user (models users/rules). */
  can_block?: boolean;
  can_unblock?: boolean;
  can_resend_password?: boolean;
  can_impersonate?: boolean;
  can_reset_two_factor?: boolean;
}

interface ActionButtonProps {
  action: UserAction;
  label: string;
  icon: ReactElement;
  /** When set, a confirmation dialog is shown first (SYS-16). */
  confirm?: { title: string; content: string };
  successKey: string;
  failureKey: string;
  /** Prefer the server's message on failure (SYS-5; resend password). */
  color?: 'primary' | 'error' | 'inherit' | 'secondary' | 'success' | 'warning' | 'info';
  /** Icon only, with the label as tooltip and accessible name (table rows). */
  compact?: boolean;
  onDone?: (result: { message?: string; redirectTo?: string }) => void;
}

/**
 * One user action (POST /api/admin/users/:id/<action>) as a row/toolbar button. Success and failure
 * show the server's (translated) message when it sends one, else the spec's text from the catalogue.
 */
export function UserActionButton({ action, label, icon, confirm, successKey, failureKey, color = 'primary', compact = false, onDone }: ActionButtonProps) {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const run = async () => {
    setBusy(true);
    try {
      const result = await postUserAction(record.id, action);
      setOpen(false);
      if (onDone) {
        onDone(result);
        return;
      }
      notify(result.message || successKey, { type: 'success' });
      refresh();
    } catch (error) {
      setOpen(false);
      const loggedOut = await logoutIfAccessDenied(error as Error);
      if (!loggedOut) notify(serverMessageOf(error) ?? failureKey, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const name = record.name || record.email || `#${record.id}`;
  const onClick = (event: { stopPropagation(): void }) => {
    event.stopPropagation();
    if (confirm) setOpen(true);
    else void run();
  };
  return (
    <>
      {compact ? (
        <Tooltip title={translate(label)}>
          <span>
            <IconButton size="small" color={color} disabled={busy} aria-label={translate(label)} onClick={onClick}>
              {icon}
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button label={label} color={color} disabled={busy} onClick={onClick}>
          {icon}
        </Button>
      )}
      {confirm ? (
        <Confirm
          isOpen={open}
          loading={busy}
          title={translate(confirm.title, { name })}
          content={translate(confirm.content, { name })}
          confirmColor={color === 'error' ? 'warning' : 'primary'}
          onConfirm={() => void run()}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

type SimpleAction = Exclude<UserAction, 'impersonate'>;

/**
 * The row actions answered by a message (ADM-4, ADM-5, ADM-7, ADR 078), each behind its confirmation;
 * the spec's messages when the server sends none.
 */
const SIMPLE_ACTIONS: Record<SimpleAction, Omit<ActionButtonProps, 'action' | 'compact' | 'onDone'>> = {
  block: {
    label: 'admin:users.actions.block',
    icon: <BlockIcon />,
    color: 'error',
    confirm: { title: 'admin:users.confirm.block_title', content: 'admin:users.confirm.block_content' },
    successKey: 'admin:users.messages.record_updated',
    failureKey: 'admin:users.messages.record_update_failed',
  },
  unblock: {
    label: 'admin:users.actions.unblock',
    icon: <LockOpenIcon />,
    color: 'success',
    confirm: { title: 'admin:users.confirm.unblock_title', content: 'admin:users.confirm.unblock_content' },
    successKey: 'admin:users.messages.record_updated',
    failureKey: 'admin:users.messages.record_update_failed',
  },
  'resend-password': {
    label: 'admin:users.actions.resend_password',
    icon: <ForwardToInboxIcon />,
    confirm: { title: 'admin:users.confirm.resend_title', content: 'admin:users.confirm.resend_content' },
    successKey: 'admin:users.messages.password_resent',
    failureKey: 'admin:users.messages.resend_failed',
  },
  // ADR 078: a user who lost their authenticator (the server checks who may).
  'reset-two-factor': {
    label: 'admin:users.actions.reset_two_factor',
    icon: <PhonelinkEraseIcon />,
    color: 'warning',
    confirm: { title: 'admin:users.confirm.reset_two_factor_title', content: 'admin:users.confirm.reset_two_factor_content' },
    successKey: 'admin:users.messages.two_factor_reset',
    failureKey: 'admin:users.messages.two_factor_reset_failed',
  },
};

function SimpleActionButton({ action, compact = false }: { action: SimpleAction; compact?: boolean }) {
  return <UserActionButton compact={compact} action={action} {...SIMPLE_ACTIONS[action]} />;
}

/** ACC-66/67: the server switches the session to the user; the browser follows its redirect. */
export function ImpersonateButton({ compact = false }: { compact?: boolean }) {
  const notify = useNotify();
  return (
    <UserActionButton
      compact={compact}
      action="impersonate"
      label="admin:users.actions.impersonate"
      icon={<SwitchAccountIcon />}
      color="secondary"
      confirm={{ title: 'admin:users.confirm.impersonate_title', content: 'admin:users.confirm.impersonate_content' }}
      successKey="admin:users.messages.impersonating"
      failureKey="admin:users.messages.impersonate_failed"
      onDone={(result) => {
        if (result.message) notify(result.message, { type: 'info' });
        window.location.assign(safeRedirectPath(result.redirectTo));
      }}
    />
  );
}

/**
 * The row actions of a user table (ADM-3): block or unblock by status, resend password for status 5
 * (where offered), impersonate. Each shows only when the role may use it (the server checks again).
 */
export function UserRowActions({
  resendPassword = false,
  compact = false,
  children,
}: {
  resendPassword?: boolean;
  compact?: boolean;
  children?: ReactElement | ReactElement[];
}) {
  const record = useRecordContext<UserRecord>();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
      {children}
      {resendPassword && record.can_resend_password ? <SimpleActionButton action="resend-password" compact={compact} /> : null}
      {record.can_block ? <SimpleActionButton action="block" compact={compact} /> : null}
      {record.can_unblock ? <SimpleActionButton action="unblock" compact={compact} /> : null}
      {record.can_reset_two_factor ? <SimpleActionButton action="reset-two-factor" compact={compact} /> : null}
      {record.can_impersonate ? <ImpersonateButton compact={compact} /> : null}
    </Box>
  );
}

/** View (ADM-3: agents and accountants; never customers) as a compact row button. */
export function ViewRecordButton() {
  const record = useRecordContext<UserRecord>();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!record || !resource) return null;
  const label = translate('admin:users.actions.view');
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        color="primary"
        aria-label={label}
        component={Link}
        to={createPath({ resource, type: 'edit', id: record.id })}
        onClick={(e: { stopPropagation(): void }) => e.stopPropagation()}
      >
        <VisibilityIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
