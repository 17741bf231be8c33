// Program illustrations take the member's brand colours: every shape is painted by a brand design
// token, and no drawing of the programs carries a colour of its own (one brand's blue and orange).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { ProgramImage, programImageNames } from '../src/programs/program-image';

const programsFolder = path.join(__dirname, '../src/programs');
const hexColour = /#[0-9a-f]{3,8}\b/i;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

test.each(programImageNames)('%s paints every shape with a class, never a colour of its own', (image) => {
  const { container } = render(<ProgramImage image={image} />);
  const svg = container.querySelector('svg');
  expect(svg).toHaveAttribute('aria-hidden', 'true');
  const shapes = [...svg!.querySelectorAll('rect, circle, ellipse, path')];
  expect(shapes.length).toBeGreaterThan(0);
  for (const shape of shapes) {
    expect({ shape: shape.outerHTML, painted: shape.getAttribute('class')?.trim() ? 'by a class' : 'not' }).toEqual({
      shape: shape.outerHTML,
      painted: 'by a class',
    });
    for (const attribute of ['fill', 'stroke', 'style']) {
      const value = shape.getAttribute(attribute);
      if (value !== null)
        expect({ shape: shape.outerHTML, attribute, value }).toEqual({ shape: shape.outerHTML, attribute, value: 'none' });
    }
  }
});

test('the illustrations’ paints are brand design tokens', () => {
  const css = readFileSync(path.join(programsFolder, 'program-illustrations.module.css'), 'utf8');
  const paints = [...css.matchAll(/(fill|stroke)\s*:\s*([^;]+);/g)].map((match) => match[2]!.trim());
  expect(paints.length).toBeGreaterThan(0);
  for (const paint of paints) expect(paint).toMatch(/^var\(--portal-color-[a-z-]+\)$/);
});

test('no file of the programs pages holds a colour value of its own', () => {
  const withColours = filesUnder(programsFolder).filter((file) => hexColour.test(readFileSync(file, 'utf8')));
  expect(withColours.map((file) => path.relative(programsFolder, file))).toEqual([]);
});
