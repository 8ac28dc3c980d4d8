import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { ArrayInput, Form, ResourceContextProvider, SaveButton, SimpleFormIterator, useTranslate, type ValidateForm } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ALWAYS_SHOW_REMOVE, AddRowButton } from './AddRowButton';
import { RouteGate } from './RouteGate';

/** 'No data' while the list is empty (ADM-63). */
function EmptyRows({ source, testId }: { source: string; testId: string }) {
  const translate = useTranslate();
  const rows = useWatch({ name: source }) as unknown[] | undefined;
  if (rows && rows.length > 0) return null;
  return (
    <Typography color="text.secondary" sx={{ py: 2, mb: 1, textAlign: 'center', border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2 }} data-testid={testId}>
      {translate('settings:no_data')}
    </Typography>
  );
}

/**
 * The whole-list editors (whitelist, delivery prices): rows with add and remove, 'No data' when
 * empty, one Submit that sends the whole list.
 */
export function ListEditorForm({
  formKey,
  source,
  defaultValues,
  validate,
  onSubmit,
  addLabel,
  newRow,
  emptyTestId,
  children,
}: {
  formKey: string;
  source: string;
  defaultValues: Record<string, unknown>;
  validate: (values: never) => Record<string, unknown>;
  onSubmit: (values: never) => Promise<Record<string, string> | undefined>;
  addLabel: string;
  newRow?: Record<string, unknown>;
  emptyTestId: string;
  children: ReactNode;
}) {
  return (
    <Form key={formKey} defaultValues={defaultValues} validate={validate as unknown as ValidateForm} noValidate onSubmit={onSubmit as never}>
      <EmptyRows source={source} testId={emptyTestId} />
      <ArrayInput source={source} label={false}>
        <SimpleFormIterator inline disableReordering disableClear sx={ALWAYS_SHOW_REMOVE} addButton={<AddRowButton label={addLabel} defaults={newRow} />}>
          {children}
        </SimpleFormIterator>
      </ArrayInput>
      <Box sx={{ mt: 2 }}>
        <SaveButton label="settings:actions.submit" alwaysEnable />
      </Box>
    </Form>
  );
}

/** A list editor page: open only to its route's roles, inside its resource's context (row labels). */
export function EditorPage({ routeKey, resource, children }: { routeKey: string; resource: string; children: ReactNode }) {
  return (
    <RouteGate routeKey={routeKey}>
      <ResourceContextProvider value={resource}>{children}</ResourceContextProvider>
    </RouteGate>
  );
}
