import { Notification } from 'react-admin';
import { ALERT_CLEAR_MS } from '@iprenew/models/browser';

/**
 * The console's alerts clear after 1 second (SYS-4, ADR 064). MUI's Snackbar holds one while the
 * pointer is over it or it has focus, and an undoable one keeps its Undo button for that second.
 */
export function ConsoleNotification() {
  return <Notification autoHideDuration={ALERT_CLEAR_MS} />;
}
