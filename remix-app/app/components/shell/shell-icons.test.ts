import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SHELL_ICON_NAMES, ShellIcon, SHELL_ICON_SPRITE } from './ShellIcons';
import { SIDEBAR } from './sidebar-config';

const sprite = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'shell-icons.svg'), 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);

/** Issue 17 (page weight): the shell's icons are `<use>`s of one cached sprite; a name without its symbol would draw nothing. */
describe('shell icon sprite', () => {
  it('holds one 24×24 symbol for every icon name, and nothing else', () => {
    expect([...symbols].sort()).toEqual([...SHELL_ICON_NAMES].sort());
    expect(sprite.match(/<symbol /g)?.length).toBe(SHELL_ICON_NAMES.length);
  });

  it('has a symbol for every icon the sidebar names', () => {
    for (const entry of SIDEBAR) expect(symbols).toContain(entry.icon);
  });

  it('draws an icon as a decorative use of the sprite, by name', () => {
    const html = renderToStaticMarkup(createElement(ShellIcon, { name: 'cart' }));
    expect(html).toBe(`<svg class="line-icon" aria-hidden="true"><use href="${SHELL_ICON_SPRITE}#cart"></use></svg>`);
    expect(SHELL_ICON_SPRITE).not.toMatch(/^data:/);
  });
});
