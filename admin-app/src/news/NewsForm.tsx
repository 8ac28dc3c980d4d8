import { Box } from '@mui/material';
import { ImageField, ImageInput, RadioButtonGroupInput, SaveButton, SimpleForm, TextInput, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { LazyRichText } from '../common/LazyRichText';
import { newsInputSchema, publishDateText, type NewsJson } from '@iprenew/models/browser';
import { API_ROOT } from '../providers/dataProvider';
import { schemaValidator } from '../common/validation';

/** ADM-52: the shared schema's rules (the server checks them again, the images by content). */
export const validateNews = schemaValidator(newsInputSchema, ['title', 'message', 'status', 'publish_date']);

/** An image of the form: a stored one ({index, name} + its preview URL) or a new file (react-admin's {rawFile, src, title}). */
export type FormImage = { index: number; name: string; src?: string; title?: string } | { rawFile: File; src: string; title: string };

/** The stored images shown with their preview (GET /api/admin/news/:id/images/:index); new files pass as they are. */
export const withPreview = (id: number | undefined) => (value: unknown) =>
  Array.isArray(value)
    ? value.map((image: FormImage) => ('rawFile' in image || id === undefined ? image : { ...image, src: `${API_ROOT}/news/${id}/images/${image.index}`, title: image.name }))
    : value;

/** The form's values as the API takes them: the new files under `images`, the kept stored images' indexes in `keep_images`. */
export function newsPayload(data: Record<string, unknown>): Record<string, unknown> {
  const images = (Array.isArray(data.images) ? data.images : []) as FormImage[];
  return {
    title: data.title,
    message: data.message,
    status: data.status,
    publish_date: data.publish_date,
    images: images.filter((image) => 'rawFile' in image),
    keep_images: images.filter((image): image is { index: number; name: string } => !('rawFile' in image)).map((image) => image.index),
  };
}

const toInputValue = (value: unknown) => (typeof value === 'string' ? value.replace(' ', 'T').slice(0, 16) : value);
const fromInputValue = (value: unknown) => (typeof value === 'string' ? value.replace('T', ' ') : value);

/** ADM-51/52/55: title, status, publish date (Kuala Lumpur time), images (png/jpeg/jpg, several) and the rich-text message (editor height 300). */
export function NewsForm() {
  const translate = useTranslate();
  const record = useRecordContext<NewsJson>();
  const statuses = [
    { id: 1, name: translate('site:news_admin.console.active') },
    { id: 0, name: translate('site:news_admin.console.inactive') },
  ];
  return (
    <SimpleForm
      validate={validateNews}
      noValidate
      defaultValues={record ? undefined : { status: 1, publish_date: publishDateText(new Date()) }}
      toolbar={
        <Toolbar>
          <SaveButton label="admin:common.submit" alwaysEnable />
        </Toolbar>
      }
    >
      <TextInput source="title" label="site:news_admin.console.fields.title" isRequired fullWidth />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
        <RadioButtonGroupInput source="status" label="site:news_admin.console.fields.status" choices={statuses} translateChoice={false} isRequired />
        <TextInput
          source="publish_date"
          label="site:news_admin.console.fields.publish_date"
          type="datetime-local"
          helperText="site:news_admin.console.publish_help"
          format={toInputValue}
          parse={fromInputValue}
          isRequired
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <ImageInput
        source="images"
        label="site:news_admin.console.fields.images"
        inputProps={{ 'aria-label': translate('site:news_admin.console.fields.images') }}
        accept={{ 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] }}
        multiple
        helperText="site:news_admin.console.images_help"
        format={withPreview(record?.id)}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      <LazyRichText
        source="message"
        label="site:news_admin.console.fields.message"
        isRequired
        fullWidth
       
        sx={{ '& .ProseMirror': { minHeight: 300 } }}
      />
    </SimpleForm>
  );
}
