import { ClearButtons, FormatButtons, LevelSelect, LinkButtons, ListButtons, QuoteButtons, RichTextInputToolbar } from 'ra-input-rich-text';

/**
 * The rich-text editor's toolbar for staff-written HTML (news, broadcast e-mails): what the sanitiser
 * keeps (sanitize-news-html's allow-list) — headings, emphasis, lists, links and quotes. No colours,
 * alignment or inline images, which saving would strip (pictures are the item's images or attachments).
 */
export function RichTextToolbar() {
  return (
    <RichTextInputToolbar>
      <LevelSelect />
      <FormatButtons />
      <ListButtons />
      <LinkButtons />
      <QuoteButtons />
      <ClearButtons />
    </RichTextInputToolbar>
  );
}
