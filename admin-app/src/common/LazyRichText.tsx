import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import type { RichTextInputProps } from 'ra-input-rich-text';

const StaffRichText = lazy(() => import('./StaffRichText'));

/** The staff rich-text editor (StaffRichText), fetched when a form that holds one opens. */
export function LazyRichText(props: Omit<RichTextInputProps, 'toolbar'>) {
  return (
    <Suspense fallback={<LinearProgress sx={{ my: 2 }} />}>
      <StaffRichText {...props} />
    </Suspense>
  );
}
