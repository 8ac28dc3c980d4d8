import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { DefaultEditorOptions, RichTextInput, type RichTextInputProps } from 'ra-input-rich-text';
import { RichTextToolbar } from './RichTextToolbar';

/**
 * The rich-text editor staff write news and broadcast e-mails with (ra-input-rich-text on Tiptap),
 * with the toolbar of what the sanitiser keeps. Loaded only by the screens that edit such text
 * (LazyRichText): Tiptap and ProseMirror are a third of a megabyte no other screen needs.
 *
 * The editing area (a `role="textbox"` div) is named by the field's label: react-admin's label
 * above it names nothing (axe `aria-input-field-name`, ADR 069).
 */
export default function StaffRichText(props: Omit<RichTextInputProps, 'toolbar'>) {
  const translate = useTranslate();
  const name = typeof props.label === 'string' ? translate(props.label) : undefined;
  // Memoised: the editor is rebuilt whenever its options change.
  const editorOptions = useMemo(
    () => ({ ...DefaultEditorOptions, editorProps: { attributes: { ...(name ? { 'aria-label': name } : {}), 'aria-multiline': 'true' } } }),
    [name],
  );
  return <RichTextInput {...props} editorOptions={editorOptions} toolbar={<RichTextToolbar />} />;
}
