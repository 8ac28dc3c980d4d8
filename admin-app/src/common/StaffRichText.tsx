import { RichTextInput, type RichTextInputProps } from 'ra-input-rich-text';
import { RichTextToolbar } from './RichTextToolbar';

/**
 * The rich-text editor staff write news and broadcast e-mails with (ra-input-rich-text on Tiptap),
 * with the toolbar of what the sanitiser keeps. Loaded only by the screens that edit such text
 * (LazyRichText): Tiptap and ProseMirror are a third of a megabyte no other screen needs.
 */
export default function StaffRichText(props: Omit<RichTextInputProps, 'toolbar'>) {
  return <RichTextInput {...props} toolbar={<RichTextToolbar />} />;
}
