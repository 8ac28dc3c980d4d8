import { useEffect, useId, useReducer, useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslate } from 'react-admin';
import { ClearButtons, FormatButtons, LinkButtons, ListButtons, QuoteButtons, RichTextInputToolbar, useTiptapEditor } from 'ra-input-rich-text';

/** The block levels, with ra-input-rich-text's own catalogue keys (`ra.tiptap.*`). */
const LEVELS = [
  { key: 'ra.tiptap.paragraph', level: null },
  { key: 'ra.tiptap.heading1', level: 1 },
  { key: 'ra.tiptap.heading2', level: 2 },
  { key: 'ra.tiptap.heading3', level: 3 },
  { key: 'ra.tiptap.heading4', level: 4 },
  { key: 'ra.tiptap.heading5', level: 5 },
  { key: 'ra.tiptap.heading6', level: 6 },
] as const;

/**
 * The paragraph or heading level of the selection, as a menu button. ra-input-rich-text's LevelSelect
 * puts a list item in a <nav> (axe `listitem`) and names its button "Current level" while it shows
 * "Normal" (`label-content-name-mismatch`, WCAG 2.5.3); this button's name starts with what it shows.
 */
function LevelSelect() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The level follows the selection: read again on each editor transaction.
  const [, selectionMoved] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!editor) return;
    editor.on('transaction', selectionMoved);
    return () => void editor.off('transaction', selectionMoved);
  }, [editor]);

  const current = LEVELS.find(({ level }) => (level === null ? editor?.isActive('paragraph') : editor?.isActive('heading', { level }))) ?? LEVELS[0];
  const shown = translate(current.key);
  const choose = (level: (typeof LEVELS)[number]['level']) => {
    setAnchor(null);
    if (!editor) return;
    // setNode: what the paragraph and heading extensions' setParagraph and setHeading do.
    if (level === null) editor.chain().focus().setNode('paragraph').run();
    else editor.chain().focus().setNode('heading', { level }).run();
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        aria-label={`${shown} — ${translate('ra.tiptap.select_level')}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        disabled={!editor?.isEditable}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 120, justifyContent: 'space-between', borderColor: 'divider' }}
      >
        {shown}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LEVELS.map((option) => (
          <MenuItem key={option.key} selected={option === current} onClick={() => choose(option.level)}>
            {translate(option.key)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

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
