import { discountAuthorization } from '../src/content/data/wellness';
import type { ProgramData } from '../src/content/content-types';
import { handoffAction } from '../src/handoff/handoff-action';
import { bodySections, programView } from '../src/programs/program-view';

const data: ProgramData = {
  title: 'Virtual Care',
  body: 'See a doctor.',
  image: 'virtual-care.svg',
  buttonLabel: 'Start a visit',
  buttonLink: '',
  buttonSSO: 'virtualcare',
  templateType: 'image',
};
const item = { content_id: 'virtual_ABCBS', data };

describe('program body', () => {
  it('takes a string, a list of paragraphs, or a top and an optional bottom section', () => {
    expect(bodySections('One.')).toEqual({ top: ['One.'], bottom: [] });
    expect(bodySections(['One.', ' ', 'Two.'])).toEqual({ top: ['One.', 'Two.'], bottom: [] });
    expect(bodySections({ section_top: 'Top.', section_bottom: ['Bottom 1.', 'Bottom 2.'] })).toEqual({
      top: ['Top.'],
      bottom: ['Bottom 1.', 'Bottom 2.'],
    });
    expect(bodySections({ section_top: ['Top.'] })).toEqual({ top: ['Top.'], bottom: [] });
  });
});

describe('program button', () => {
  it('launches the partner when buttonSSO names one of the twelve partners', () => {
    expect(handoffAction({ buttonSSO: 'virtualcare', buttonLink: 'https://x.example' })).toEqual({ kind: 'sso', key: 'virtualcare' });
  });

  it('otherwise opens an http(s) link in a new tab, or a portal path in place', () => {
    expect(handoffAction({ buttonSSO: 'not-a-partner', buttonLink: 'https://x.example/a' })).toEqual({
      kind: 'external',
      href: 'https://x.example/a',
    });
    expect(handoffAction({ buttonSSO: '', buttonLink: '/find-care' })).toEqual({ kind: 'internal', to: '/find-care' });
  });

  it('has no button without a destination, or with a link that is not safe to follow', () => {
    expect(handoffAction({ buttonSSO: '', buttonLink: '' })).toBeNull();
    expect(handoffAction({ buttonSSO: '', buttonLink: 'javascript:alert("http")' })).toBeNull();
    expect(handoffAction({ buttonSSO: '', buttonLink: 'mailto:someone@example.com' })).toBeNull();
  });
});

describe('programView', () => {
  it('shows the program with its image (templateType image), button and exit modal', () => {
    expect(programView('virtual_ABCBS', { kind: 'content', item, data }, discountAuthorization)).toEqual({
      programId: 'virtual_ABCBS',
      hasContent: true,
      title: 'Virtual Care',
      top: ['See a doctor.'],
      bottom: [],
      image: 'virtual-care.svg',
      buttonLabel: 'Start a visit',
      action: { kind: 'sso', key: 'virtualcare' },
      exitModal: discountAuthorization,
    });
  });

  it('shows no image without templateType image, and no exit modal without a button', () => {
    const plain = { ...data, templateType: undefined, buttonSSO: '' as const };
    expect(programView('p', { kind: 'content', item, data: plain }, discountAuthorization)).toMatchObject({
      image: false,
      action: null,
      exitModal: null,
    });
  });

  it('shows nothing for an expired item or another locale', () => {
    expect(programView('p', { kind: 'nothing', reason: 'expired' }, null)).toBeNull();
    expect(programView('p', { kind: 'nothing', reason: 'locale' }, null)).toBeNull();
  });

  it('shows the id, without copy, for an unknown id or the bypass flag', () => {
    expect(programView('p_x', { kind: 'id', id: 'p_x', reason: 'unknown' }, null)).toMatchObject({
      title: 'p_x',
      hasContent: false,
      action: null,
    });
  });

  it('shows copy that is only a string or paragraphs', () => {
    expect(programView('p', { kind: 'content', item, data: 'A title' }, null)).toMatchObject({
      title: 'A title',
      hasContent: true,
      top: [],
    });
    expect(programView('p', { kind: 'content', item, data: ['One.', 'Two.'] }, null)).toMatchObject({ title: 'p', top: ['One.', 'Two.'] });
  });
});
