import { useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import { reportReplySchema } from '@iprenew/models/browser';
import { apiJson } from '../common/api';
import { useApiCall } from '../common/useApiCall';

/**
 * ADM-75, G-39: the send-message form — title and message, each required, min 4 (checked here with
 * the server's own rule, and again by the server); the reply is e-mailed to the customer and shown on
 * their Report page. 'Message Submit Successful.' / 'Fail to submit report'.
 */
export function ReplyForm({ reportId }: { reportId: number }) {
  const translate = useTranslate();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const { run, busy, errors, setErrors } = useApiCall('reports:fail');
  const submit = async () => {
    const checked = reportReplySchema.safeParse({ title, message });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    const sent = await run(() => apiJson(`/reported-issues/${reportId}/reply`, 'POST', { title, message }) as Promise<{ message: string }>, ['title', 'message']);
    if (sent) {
      setTitle('');
      setMessage('');
    }
  };
  return (
    <Box component="form" noValidate onSubmit={(event) => (event.preventDefault(), void submit())} aria-labelledby="reply-title" data-testid="reply-form">
      <Typography variant="subtitle1" component="h3" id="reply-title" sx={{ fontWeight: 700, mb: 1 }}>
        {translate('reports:console.send_message')}
      </Typography>
      <Stack spacing={1.5}>
        <TextField
          label={translate('reports:console.reply_title')}
          name="title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={Boolean(errors.title)}
          helperText={errors.title ? translate(errors.title) : ' '}
          slotProps={{ htmlInput: { maxLength: 191 } }}
          fullWidth
          size="small"
        />
        <TextField
          label={translate('reports:console.reply_message')}
          name="message"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          error={Boolean(errors.message)}
          helperText={errors.message ? translate(errors.message) : ' '}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
          multiline
          minRows={4}
          fullWidth
        />
        <Box>
          <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={busy}>
            {translate(busy ? 'reports:console.sending' : 'reports:console.send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
