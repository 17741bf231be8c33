import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { ActionRow, Columns, RowList } from '@portal/ui';

const css = readFileSync(path.join(__dirname, '../src/layout/layout.module.css'), 'utf8');

describe('RowList', () => {
  it('is a plain list with each child in its own row, the page’s class on each row', () => {
    render(
      <RowList spacing="roomy" itemClassName="line">
        <p key="a">First</p>
        <p key="b">Second</p>
      </RowList>,
    );
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['First', 'Second']);
    for (const row of rows) expect(row).toHaveClass('roomy', 'line');
  });

  it('draws card rows tight with a quiet line under each, section rows roomy with a line above each', () => {
    expect(css).toMatch(
      /\.compact \{[^}]*padding: var\(--portal-space-2\) 0;[^}]*border-bottom: 1px solid var\(--portal-color-surface-alt\);/,
    );
    expect(css).toMatch(/\.roomy \{[^}]*padding: var\(--portal-space-3\) 0;[^}]*border-top: 1px solid var\(--portal-color-border\);/);
  });
});

describe('Columns', () => {
  it('puts its parts side by side only from the desktop step, two thirds to the main part or halves', () => {
    const { container } = render(
      <Columns split="main-and-aside" className="own">
        <section>Form</section>
        <aside>Phones</aside>
      </Columns>,
    );
    expect(container.firstElementChild).toHaveClass('columns', 'mainAndAside', 'own');
    const wide = /@media \(min-width: 64rem\) \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
    expect(wide).toMatch(/\.mainAndAside \{\s*grid-template-columns: minmax\(0, 2fr\) minmax\(0, 1fr\);/);
    expect(wide).toMatch(/\.halves \{\s*grid-template-columns: minmax\(0, 1fr\) minmax\(0, 1fr\);/);
    expect(css.replace(wide, '')).not.toMatch(/grid-template-columns/);
  });
});

describe('ActionRow', () => {
  it('holds the actions in one row that wraps', () => {
    render(
      <ActionRow>
        <button type="button">Continue</button>
        <button type="button">Back</button>
      </ActionRow>,
    );
    expect(screen.getByRole('button', { name: 'Continue' }).parentElement).toHaveClass('actionRow');
    expect(css).toMatch(/\.actionRow \{[^}]*flex-wrap: wrap;/);
  });
});
