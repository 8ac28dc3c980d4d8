import { useState } from 'react';
import { Box, Dialog, DialogActions, DialogContent, DialogTitle, Paper, TextField, Typography } from '@mui/material';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Button, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ProductDocumentJson } from '@iprenew/models/browser';
import { fieldErrorsOf, serverMessageOf } from '../common/api';
import { useAllowed } from '../common/permissions';
import { putDocument } from './productApi';

/**
 * A renewal document (CAT-22): title and body, saved on their own (PUT /api/admin/documents/:id) in a
 * dialog — plain fields, not a nested form, so the product form is not submitted with it.
 */
function DocumentDialog({ document, onClose }: { document: ProductDocumentJson; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [title, setTitle] = useState(document.title);
  const [body, setBody] = useState(document.body);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const local: Record<string, string> = {};
    if (!title.trim()) local.title = 'products:validation.title_required';
    else if (title.trim().length > 191) local.title = 'products:validation.title_max';
    if (!body.trim()) local.body = 'products:validation.body_required';
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      await putDocument(document.id, title, body);
      notify('products:document_updated', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error) ?? {});
      notify(serverMessageOf(error) ?? 'products:document_update_fail', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const message = (field: string) => (errors[field] ? translate(errors[field]!, { _: errors[field] }) : undefined);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{translate('products:documents.edit')}</DialogTitle>
      <DialogContent>
        <TextField
          label={translate('products:documents.field_title')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={Boolean(errors.title)}
          helperText={message('title')}
          fullWidth
          required
          margin="dense"
          slotProps={{ htmlInput: { maxLength: 191 } }}
        />
        <TextField
          label={translate('products:documents.field_body')}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          error={Boolean(errors.body)}
          helperText={message('body')}
          fullWidth
          required
          multiline
          minRows={8}
          margin="dense"
        />
      </DialogContent>
      <DialogActions>
        <Button label="products:documents.cancel" onClick={onClose} disabled={busy} />
        <Button label="products:documents.save" variant="contained" onClick={() => void save()} disabled={busy} />
      </DialogActions>
    </Dialog>
  );
}

export function DocumentList({ documents }: { documents: ProductDocumentJson[] }) {
  const translate = useTranslate();
  const allowed = useAllowed('documents', 'update');
  const [editing, setEditing] = useState<ProductDocumentJson | null>(null);
  if (!documents.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('products:documents.none')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {documents.map((doc) => (
        <Paper key={doc.id} variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {doc.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', maxHeight: 96, overflow: 'hidden' }}>
              {doc.body}
            </Typography>
          </Box>
          {allowed ? (
            <Button label="products:documents.edit" onClick={() => setEditing(doc)}>
              <EditNoteIcon />
            </Button>
          ) : null}
        </Paper>
      ))}
      {editing ? <DocumentDialog document={editing} onClose={() => setEditing(null)} /> : null}
    </Box>
  );
}
